import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { buttonStyles, EmptyState, ErrorPanel, FileIcon, focusRing, Pagination, Skeleton, StatusPill, usePageMeta } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useTransactions } from './api/get-transactions';

const Page = styled.div`
  max-inline-size: 1000px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  ${({ theme }) => theme.media.belowLg} {
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.spacing[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
/** One transaction: 88 px tall on wide screens (the skeleton rows are the same); wraps under 560 px. */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: center;
  min-block-size: 88px;
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  .muted {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .amount {
    display: grid;
    justify-items: end;
    gap: ${({ theme }) => theme.spacing[1]};
    font-variant-numeric: tabular-nums;
  }
  .links {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
    .amount {
      justify-items: start;
    }
  }
`;
const SmallLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  ${focusRing}
`;
const ExploreLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

/** `/transactions` (issue 13): the guest's payments and refunds, 10 a page (page in the URL), each with its reservation and invoice. */
export function TransactionsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useTransactions(page);
  usePageMeta({ title: t('transactions.title') });

  return (
    <Page data-testid="transactions-page">
      <h1>{t('transactions.title')}</h1>
      <p>{t('transactions.intro')}</p>
      {list.isPending ? (
        <Rows aria-busy="true" data-testid="transactions-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton height={88} radius="14px" />
            </li>
          ))}
        </Rows>
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={<FileIcon size={28} />}
          title={t('transactions.emptyTitle')}
          description={t('transactions.empty')}
          action={<ExploreLink to="/search">{t('transactions.explore')}</ExploreLink>}
        />
      ) : (
        <>
          <Rows data-testid="transactions" aria-busy={list.isPlaceholderData}>
            {list.data.data.map((x) => (
              <Row key={x.id} data-testid="transaction-row" data-kind={x.kind}>
                <div>
                  <strong>{t('transactions.for', { kind: t(`transactions.kind.${x.kind}`), name: x.experienceName })}</strong>
                  <span className="muted">{fmt.dateTime(x.date)}</span>
                </div>
                <div className="amount">
                  <strong data-testid="transaction-amount">{t(x.kind === 'refund' ? 'transactions.amountBack' : 'transactions.amountOut', { amount: fmt.sar(x.amount) })}</strong>
                  <StatusPill family="payment" status={x.status}>
                    {t(`transactions.status.${x.status}`)}
                  </StatusPill>
                </div>
                <div className="links">
                  <SmallLink to={`/reservations/details/${x.orderId}`} aria-label={t('transactions.reservationFor', { id: x.orderId })}>
                    {t('transactions.reservation')}
                  </SmallLink>
                  {x.hasInvoice ? (
                    <SmallLink to={`/invoices/${x.orderId}`} aria-label={t('transactions.invoiceFor', { id: x.orderId })} data-testid="transaction-invoice">
                      {t('transactions.invoice')}
                    </SmallLink>
                  ) : null}
                </div>
              </Row>
            ))}
          </Rows>
          <Pagination page={page} totalPages={list.data.totalPages} onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} disabled={list.isFetching} />
        </>
      )}
    </Page>
  );
}
export default TransactionsPage;
