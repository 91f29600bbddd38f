import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { describeOverrides, resetOverrides, useOverrides } from '@tajriba/federation';

const Badge = styled.output`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.spacing[4]};
  inset-inline-start: ${({ theme }) => theme.spacing[4]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  max-inline-size: min(560px, calc(100vw - 32px));
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.status.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.warning.bg};
  color: ${({ theme }) => theme.colors.status.warning.fg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  strong {
    white-space: nowrap;
  }
  span {
    overflow-wrap: anywhere;
  }
  button {
    font: inherit;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The badge itself (loaded only when overrides are in play: see ./overrides-badge.tsx). */
export function OverridesBadgePanel() {
  const intl = useIntl();
  const o = useOverrides();
  if (!o.active && !o.refused) return null;
  const count = Object.keys(o.overrides).length;
  return (
    <Badge data-testid="overrides-badge">
      {o.active ? (
        <>
          <strong>{intl.formatMessage({ id: 'shell.overrides.badge' })}</strong>
          <span dir="ltr">{intl.formatMessage({ id: 'shell.overrides.details' }, { count, list: describeOverrides(o.overrides) })}</span>
        </>
      ) : (
        <span>{intl.formatMessage({ id: 'shell.overrides.refused' })}</span>
      )}
      <button type="button" onClick={() => resetOverrides()} data-testid="overrides-reset">
        {intl.formatMessage({ id: 'shell.overrides.reset' })}
      </button>
    </Badge>
  );
}
