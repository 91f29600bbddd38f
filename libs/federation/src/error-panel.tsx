import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorPanel as DsErrorPanel } from '@tajriba/design-system';

export interface ErrorPanelProps {
  /** 'load' = the remote's code did not arrive; 'crash' = it threw while rendering */
  kind?: 'load' | 'crash';
  onRetry: () => void | Promise<unknown>;
}

/**
 * The localised in-page panel shown where a remote should be (design-system panel with the
 * federation wording). Needs an IntlProvider with `federationMessages` and a DesignSystemRoot.
 */
export function ErrorPanel({ kind = 'load', onRetry }: ErrorPanelProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="remote-error-panel" aria-live="assertive">
      <DsErrorPanel
        title={intl.formatMessage({ id: 'federation.error.title' })}
        message={intl.formatMessage({ id: kind === 'crash' ? 'federation.error.crashed' : 'federation.error.body' })}
        onRetry={() => void retry()}
        retrying={busy}
      />
    </div>
  );
}
