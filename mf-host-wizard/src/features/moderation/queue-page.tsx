import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { EmptyState, Pagination, Skeleton, StatusPill } from '@tajriba/design-system';
import type { SubmissionKind } from '@tajriba/contracts/host-wizard';
import { Page } from './page';
import { useWizardApi, wizardApi, wizardKeys } from '../../shared/wizard-api';

const Sheet = styled(Page)`
  table {
    inline-size: 100%;
    border-collapse: collapse;
    background: ${({ theme }) => theme.colors.surface};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.spacing[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * The pill's colour for what waits (spec §4 listing colours): a first submission and an edit of a
 * live listing are "pending" (info); one sent back to the host and submitted again takes the
 * colour of its previous state, "resubmit" (warning), so a moderator sees it is a second round.
 */
const KIND_PILL: Record<SubmissionKind, 'pending' | 'resubmit'> = { new: 'pending', resubmitted: 'resubmit', revision: 'pending' };

/** The label's key: an edit of a live listing sent back and submitted again says so, in the second round's colour. */
const kindLabel = (kind: SubmissionKind, afterReview: boolean) => (kind === 'revision' && afterReview ? 'revisionResubmitted' : kind);
const kindPill = (kind: SubmissionKind, afterReview: boolean) => (afterReview ? 'resubmit' : KIND_PILL[kind]);

/** `/experiences-review` (staff): submissions waiting for a decision, oldest first. */
export function QueuePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.moderation.${id}` });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const { client } = useWizardApi();
  const queue = useQuery({ queryKey: wizardKeys.queue(page), queryFn: ({ signal }) => wizardApi.queue(client, page, signal) });
  return (
    <Sheet $width={1120} data-testid="moderation-queue">
      <h1>{t('title')}</h1>
      {queue.isPending ? (
        <Skeleton height={420} />
      ) : queue.isError ? (
        <EmptyState title={t('failed')} />
      ) : queue.data.data.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <table>
            <thead>
              <tr>
                <th>{t('name')}</th>
                <th>{t('status')}</th>
                <th>{t('host')}</th>
                <th>{t('submitted')}</th>
                <th>
                  <span style={{ position: 'absolute', clip: 'rect(0 0 0 0)' }}>{t('open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.data.data.map((row) => (
                <tr key={row.id}>
                  <td>{row.name || t('untitled')}</td>
                  <td data-testid={`queue-kind-${row.id}`} data-kind={row.submissionKind ? kindLabel(row.submissionKind, row.afterReview) : undefined}>
                    {row.submissionKind ? (
                      <StatusPill family="listing" status={kindPill(row.submissionKind, row.afterReview)}>
                        {t(`kind.${kindLabel(row.submissionKind, row.afterReview)}`)}
                      </StatusPill>
                    ) : (
                      <StatusPill family="listing" status={row.status.name}>
                        {t(`status.${row.status.name}`)}
                      </StatusPill>
                    )}
                  </td>
                  <td>{row.hostName}</td>
                  <td>{row.submittedAt ? intl.formatDate(row.submittedAt, { dateStyle: 'medium', timeStyle: 'short' }) : '—'}</td>
                  <td>
                    <Link to={`/experiences-review/${row.id}`}>{t('open')}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} totalPages={queue.data.totalPages} onPageChange={(p) => setParams({ page: String(p) })} />
        </>
      )}
    </Sheet>
  );
}
