import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '@tajriba/design-system';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[2]} ${({ theme }) => theme.spacing[4]};
  padding-block: ${({ theme }) => theme.spacing[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-block-end: 0;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
const Value = styled.div`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
const Body = styled.div`
  grid-column: 1 / -1;
`;

/**
 * One account field: its name and value, and an Edit (or Add) button that swaps the value for
 * the form. The form calls `close` after a save; Cancel does the same without saving.
 */
export function SettingRow({
  label,
  value,
  empty,
  testId,
  action,
  renderForm,
}: {
  label: string;
  value: ReactNode;
  empty: boolean;
  testId: string;
  /** A button of the row's own instead of Edit (e.g. Change through the code dialog). */
  action?: ReactNode;
  renderForm?: (close: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  return (
    <Row data-testid={testId}>
      <h3>{label}</h3>
      {editing
        ? <span />
        : action ??
          (renderForm ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} data-testid={`${testId}-edit`}>
              {intl.formatMessage({ id: empty ? 'settings.add' : 'settings.edit' })}
            </Button>
          ) : (
            <span />
          ))}
      {editing && renderForm ? (
        <Body>{renderForm(close)}</Body>
      ) : (
        <Value data-testid={`${testId}-value`}>{empty ? intl.formatMessage({ id: 'settings.notProvided' }) : value}</Value>
      )}
    </Row>
  );
}
