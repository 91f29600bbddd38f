import { useIntl } from 'react-intl';
import { Button, EmptyState } from '@tajriba/design-system';

/** No experience in the chosen categories (its own chunk: most visits never see it). */
export function SelectionEmpty({ onClear }: { onClear: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <EmptyState
      title={t('discovery.results.emptyTitle')}
      description={t('discovery.home.selectionEmpty')}
      action={
        <Button variant="secondary" onClick={onClear}>
          {t('discovery.home.clearSelection')}
        </Button>
      }
    />
  );
}
