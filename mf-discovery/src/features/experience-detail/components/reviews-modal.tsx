import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, ErrorPanel, Modal, Skeleton, Spinner, StarIcon } from '@tajriba/design-system';
import { useRatings } from '../api/get-ratings';
import { ReviewItem } from './review-item';

const Summary = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing[6]};
  align-items: center;
  padding-block-end: ${({ theme }) => theme.spacing[4]};
  margin-block-end: ${({ theme }) => theme.spacing[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  .avg {
    display: grid;
    justify-items: center;
    gap: 4px;
    strong {
      font-size: 40px;
      line-height: 1;
    }
    small {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  li {
    display: grid;
    grid-template-columns: 2ch 1fr 5ch;
    gap: 8px;
    align-items: center;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .bar {
    block-size: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    overflow: hidden;
  }
  .bar span {
    display: block;
    block-size: 100%;
    background: ${({ theme }) => theme.colors.text};
  }
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: 1fr;
  }
`;
const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
`;
const End = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Spec §2 reviews modal: the summary, then an endless list loaded 50 at a time. */
export function ReviewsModal({ experienceId, open, onClose }: { experienceId: number; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const q = useRatings(experienceId, open);
  const sentinel = useRef<HTMLDivElement>(null);
  const first = q.data?.pages[0];
  const reviews = q.data?.pages.flatMap((p) => p.data) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;

  // `open` is a dependency: the detail page's preview fills the same query while the modal is
  // closed, so nothing else changes when it opens and the sentinel would never be observed.
  useEffect(() => {
    const el = sentinel.current;
    if (!open || !el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, reviews.length]);

  const total = first?.summary.reviewsCount ?? 0;
  return (
    <Modal open={open} onClose={onClose} size="lg" title={t('discovery.reviews.title', { count: total })}>
      {q.isError && !q.data ? (
        <ErrorPanel onRetry={() => void q.refetch()} message={t('discovery.error.generic')} />
      ) : q.isPending ? (
        <List aria-busy>
          <Skeleton height={120} />
          <Skeleton height={80} />
          <Skeleton height={80} />
        </List>
      ) : (
        <>
          <Summary data-testid="reviews-summary">
            <div className="avg">
              <strong>{first?.summary.rating !== null && first?.summary.rating !== undefined ? intl.formatNumber(first.summary.rating, { minimumFractionDigits: 1, maximumFractionDigits: 2 }) : '–'}</strong>
              <StarIcon size={18} aria-hidden />
              <small>{t('discovery.reviews.count', { count: total })}</small>
            </div>
            <ol aria-label={t('discovery.reviews.breakdown')}>
              {(first?.breakdown ?? []).map((b) => (
                <li key={b.rate}>
                  <span>{intl.formatNumber(b.rate)}</span>
                  <span className="bar" aria-hidden>
                    <span style={{ inlineSize: `${total ? (b.count / total) * 100 : 0}%` }} />
                  </span>
                  <span>{intl.formatNumber(b.count)}</span>
                </li>
              ))}
            </ol>
          </Summary>
          {reviews.length ? (
            <List>
              {reviews.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </List>
          ) : (
            <End>{t('discovery.reviews.none')}</End>
          )}
          <div ref={sentinel} />
          {hasNextPage ? (
            <End>
              {isFetchingNextPage ? (
                <Spinner size={20} />
              ) : (
                <Button variant="secondary" onClick={() => void fetchNextPage()}>
                  {t('discovery.reviews.loadMore')}
                </Button>
              )}
            </End>
          ) : reviews.length ? (
            <End>{t('discovery.reviews.end')}</End>
          ) : null}
          {q.isFetchNextPageError ? <End role="alert">{t('discovery.error.generic')}</End> : null}
        </>
      )}
    </Modal>
  );
}
