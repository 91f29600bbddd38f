import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, ErrorPanel, Skeleton } from '@tajriba/design-system';
import type { ReviewKind } from '@tajriba/contracts/verification';
import { api, keys, useApiContext } from '../../shared/api/verification-api';
import { Card, Lead, Page, Row, Title, navigate } from '../../shared/ui/layout';

/** `/verification/review`: pending identity and work-paper submissions, oldest first (Admin, Moderator). */
export default function ReviewQueuePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { client } = useApiContext();
  const [kind, setKind] = useState<ReviewKind>(() => (new URLSearchParams(window.location.search).get('kind') === 'work-papers' ? 'work-papers' : 'identity'));
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: keys.queue(kind, page), queryFn: ({ signal }) => api.queue(client, kind, page, signal) });
  return (
    <Page data-testid="review-queue">
      <Title>{t('verification.review.title')}</Title>
      <Lead>{t('verification.review.lead')}</Lead>
      <Row role="tablist" style={{ marginBlockEnd: 16 }}>
        {(['identity', 'work-papers'] as ReviewKind[]).map((k) => (
          <Button key={k} role="tab" aria-selected={kind === k} variant={kind === k ? 'primary' : 'secondary'} onClick={() => { setKind(k); setPage(1); }} data-testid={`tab-${k}`}>
            {t(`verification.review.kind.${k}`)}
          </Button>
        ))}
      </Row>
      {q.isPending && [0, 1, 2].map((i) => <Skeleton key={i} width="100%" height={72} />)}
      {q.isError && <ErrorPanel message={t('verification.error.load')} onRetry={() => void q.refetch()} />}
      {q.data && q.data.data.length === 0 && <EmptyState title={t('verification.review.empty')} />}
      {q.data?.data.map((item) => (
        <Card key={item.userId} data-testid="queue-item" data-user={item.userId}>
          <Row style={{ justifyContent: 'space-between' }}>
            <div>
              <strong>{item.fullName}</strong>
              <div>{item.email}</div>
              <div>
                {t('verification.review.submitted', { date: intl.formatDate(item.submittedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
                {item.isResubmission ? ` · ${t('verification.review.resubmission')}` : ''}
              </div>
            </div>
            <Button onClick={() => navigate(`/verification/review/${item.kind}/${item.userId}`)} data-testid="open-review">
              {t('verification.review.open')}
            </Button>
          </Row>
        </Card>
      ))}
      {q.data && q.data.totalPages > 1 && (
        <Row style={{ justifyContent: 'center' }}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('verification.previous')}</Button>
          <span>{t('verification.pageOf', { page, total: q.data.totalPages })}</span>
          <Button variant="secondary" disabled={page >= q.data.totalPages} onClick={() => setPage(page + 1)}>{t('verification.nextPage')}</Button>
        </Row>
      )}
    </Page>
  );
}
