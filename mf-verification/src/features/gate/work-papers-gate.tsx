import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Skeleton } from '@tajriba/design-system';
import { useWorkPapersStatus } from '../../shared/api/verification-api';
import { navigate } from '../../shared/ui/layout';

const Panel = styled.div`
  max-inline-size: 640px;
  min-block-size: 260px;
  margin-inline: auto;
  margin-block: ${({ theme }) => theme.spacing[6]};
  padding: ${({ theme }) => theme.spacing[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.status.warning.bg};
  border: 1px solid ${({ theme }) => theme.colors.status.warning.border};
  color: ${({ theme }) => theme.colors.text};
`;
const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;
const Banned = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export interface WorkPapersGateProps {
  /** What the gated screen shows once the work papers are approved. */
  children?: ReactNode;
  /** Told once the status is known (the parcel reports it to the area that mounted it). */
  onStatus?: (approved: boolean) => void;
}

/**
 * The gate (host spec §2, §8): host screens show this warning unless the work papers are
 * approved, with the way to the wizard (or to the document sent back). The space is reserved while
 * the status loads, so nothing jumps.
 */
export function WorkPapersGate({ children, onStatus }: WorkPapersGateProps) {
  const intl = useIntl();
  const status = useWorkPapersStatus();
  const t = (id: string) => intl.formatMessage({ id });
  const known = status.isPending ? null : status.data?.status?.name === 'approved';
  useEffect(() => {
    if (known !== null) onStatus?.(known);
  }, [known, onStatus]);
  if (status.isPending) return <Panel as="div" aria-busy="true" data-testid="gate-loading"><Skeleton width="60%" height={28} /><Skeleton width="100%" height={64} /></Panel>;
  const name = status.data?.status?.name ?? (status.isError ? 'error' : 'none');
  if (name === 'approved') return <>{children}</>;
  const to = name === 'resubmit' || name === 'pending' ? '/verification' : '/verification/work-papers';
  return (
    <Panel role="alert" data-testid="work-papers-gate" data-status={name}>
      <Heading>{t('verification.gate.title')}</Heading>
      <p>{t(`verification.gate.${name === 'error' ? 'none' : name}`)}</p>
      <Banned>{t('verification.gate.banned')}</Banned>
      {name !== 'pending' && (
        <Button onClick={() => navigate(to)} data-testid="gate-action">
          {t(name === 'resubmit' ? 'verification.gate.fix' : 'verification.gate.start')}
        </Button>
      )}
      {name === 'pending' && (
        <Button variant="secondary" onClick={() => navigate(to)} data-testid="gate-action">
          {t('verification.gate.view')}
        </Button>
      )}
    </Panel>
  );
}
