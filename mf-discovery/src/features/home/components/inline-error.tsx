import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { AlertIcon, Button } from '@tajriba/design-system';

const Box = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
    flex: 1;
  }
`;

/** The generic failure text (spec §8) with a retry, where a section could not load. */
export function InlineError({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <Box role="alert">
      <AlertIcon size={20} />
      <p>{intl.formatMessage({ id: 'discovery.error.generic' })}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {intl.formatMessage({ id: 'discovery.error.retry' })}
        </Button>
      ) : null}
    </Box>
  );
}
