import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, DataTable, EmptyState, ErrorPanel, FormErrorBox, Modal, StatusPill, type DataTableColumn } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { HostCoupon } from '@tajriba/contracts/host';
import { actions, hostQueries, useHostMutation } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { CouponDialog } from './coupon-form';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/**
 * `/coupons` (host §2 "a coupons list with add and edit modals"): every coupon of the host's
 * listings with its value, validity and uses; add, edit (the same modal) and delete.
 */
export default function CouponsPage() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(hostQueries.coupons(api, userId, page));
  const [editing, setEditing] = useState<HostCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HostCoupon | null>(null);
  const remove = useHostMutation(actions.removeCoupon);
  // "expired" is judged against when the page opened (a coupon expiring while it is open shows on the next visit)
  const [now] = useState(() => Date.now());
  const columns: DataTableColumn<HostCoupon>[] = [
    { key: 'code', header: intl.formatMessage({ id: 'host.coupons.code' }), rowHeader: true, cell: (c) => <bdi dir="ltr">{c.code}</bdi> },
    { key: 'name', header: intl.formatMessage({ id: 'host.coupons.name' }), cell: (c) => <bdi>{c.name}</bdi> },
    { key: 'experience', header: intl.formatMessage({ id: 'host.coupons.experience' }), cell: (c) => <bdi>{c.experienceName}</bdi> },
    { key: 'value', header: intl.formatMessage({ id: 'host.coupons.value' }), align: 'end', cell: (c) => (c.type === 'percentage' ? f.percent(c.value / 100) : f.sar(c.value)) },
    {
      key: 'valid',
      header: intl.formatMessage({ id: 'host.coupons.validUntil' }),
      cell: (c) =>
        !c.validUntil ? (
          intl.formatMessage({ id: 'host.coupons.noEnd' })
        ) : new Date(c.validUntil).getTime() < now ? (
          <StatusPill family="schedule" status="expired">
            {intl.formatMessage({ id: 'host.coupons.expired' })}
          </StatusPill>
        ) : (
          f.dateTime(c.validUntil)
        ),
    },
    { key: 'uses', header: intl.formatMessage({ id: 'host.coupons.uses' }), align: 'end', cell: (c) => f.number(c.uses) },
    {
      key: 'limit',
      header: intl.formatMessage({ id: 'host.coupons.maxUsage' }),
      align: 'end',
      cell: (c) => (c.maxUsagePerUser === null || c.maxUsagePerUser === 0 ? intl.formatMessage({ id: 'host.coupons.unlimited' }) : f.number(c.maxUsagePerUser)),
    },
    {
      key: 'actions',
      header: intl.formatMessage({ id: 'host.coupons.actions' }),
      cell: (c) => (
        <Row>
          <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(c)} aria-label={intl.formatMessage({ id: 'host.coupons.editOne' }, { code: c.code })}>
            {intl.formatMessage({ id: 'host.coupons.edit' })}
          </Button>
          <Button type="button" size="sm" variant="danger" onClick={() => setDeleting(c)} aria-label={intl.formatMessage({ id: 'host.coupons.deleteOne' }, { code: c.code })}>
            {intl.formatMessage({ id: 'host.coupons.delete' })}
          </Button>
        </Row>
      ),
    },
  ];
  return (
    <HostLayout
      titleId="host.coupons.title"
      testId="host-coupons-page"
      actions={
        <Button type="button" onClick={() => setEditing('new')}>
          {intl.formatMessage({ id: 'host.coupons.add' })}
        </Button>
      }
    >
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: 'host.coupons.title' })}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowKey={(c) => c.id}
          loading={list.isPending}
          refreshing={list.isFetching && !list.isPending}
          empty={<EmptyState title={intl.formatMessage({ id: 'host.coupons.empty' })} />}
          pagination={list.data && list.data.totalPages > 1 ? { page, totalPages: list.data.totalPages, onPageChange: (p) => setParams({ page: String(p) }, { replace: true }) } : undefined}
        />
      )}
      {editing && <CouponDialog coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <Modal
          open
          onClose={() => setDeleting(null)}
          title={intl.formatMessage({ id: 'host.coupons.deleteTitle' })}
          description={intl.formatMessage({ id: 'host.coupons.deleteBody' }, { code: deleting.code })}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
                {intl.formatMessage({ id: 'host.common.cancel' })}
              </Button>
              <Button type="button" variant="danger" loading={remove.isPending} onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}>
                {intl.formatMessage({ id: 'host.coupons.delete' })}
              </Button>
            </>
          }
        >
          {remove.error && <FormErrorBox errors={remove.error instanceof ApiError ? remove.error.errors : [intl.formatMessage({ id: 'error.somethingWentWrong' })]} />}
        </Modal>
      )}
    </HostLayout>
  );
}
