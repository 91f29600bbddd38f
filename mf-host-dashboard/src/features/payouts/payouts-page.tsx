import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, DataTable, EmptyState, ErrorPanel, FormErrorBox, Skeleton, StatusPill, TextField, type DataTableColumn } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { Payout } from '@tajriba/contracts/host';
import { actions, hostQueries, useHostMutation } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { Panel as BasePanel, StatTiles as Stats } from '../../shared/layout/panel';

const Panel = styled(BasePanel)`
  max-inline-size: 560px;
  form {
    display: grid;
    gap: ${({ theme }) => theme.spacing[3]};
    justify-items: start;
  }
`;

/** Client IBAN check before sending: the same rule as the API (contracts `isValidIban`), loaded with the form. */
async function ibanProblem(iban: string): Promise<string | null> {
  if (!iban.trim()) return 'validation.required';
  const { isValidIban } = await import('@tajriba/contracts/host');
  return isValidIban(iban) ? null : 'validation.invalidIban';
}

function IbanForm() {
  const intl = useIntl();
  const { api, userId } = useApiContext();
  const current = useQuery(hostQueries.iban(api, userId));
  const [iban, setIban] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useHostMutation(actions.updateIban);
  const server = save.error instanceof ApiError ? save.error : null;
  const fieldId = problem ?? server?.fieldsErrors.iban?.[0];
  return (
    <Panel aria-labelledby="iban-title">
      <h2 id="iban-title">{intl.formatMessage({ id: 'host.iban.title' })}</h2>
      <p data-testid="iban-current">
        {current.data ? (current.data.iban ? intl.formatMessage({ id: 'host.iban.current' }, { iban: <bdi dir="ltr">{current.data.iban}</bdi> }) : intl.formatMessage({ id: 'host.iban.none' })) : <Skeleton width="60%" />}
      </p>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setSaved(false);
          const p = await ibanProblem(iban);
          setProblem(p);
          if (!p) save.mutate({ iban }, { onSuccess: () => { setSaved(true); setIban(''); } });
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'host.iban.label' })}
          hint={intl.formatMessage({ id: 'host.iban.hint' })}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={iban}
          onChange={(e) => setIban(e.target.value)}
          error={fieldId}
        />
        {server && !server.fieldsErrors.iban && <FormErrorBox errors={server.errors} />}
        <Button type="submit" loading={save.isPending}>
          {intl.formatMessage({ id: 'host.iban.save' })}
        </Button>
        {saved && <output>{intl.formatMessage({ id: 'host.iban.saved' })}</output>}
      </form>
    </Panel>
  );
}

/** Payouts (host §7 Payouts): earnings statistics, the payout list with status colours, the IBAN form. */
export default function PayoutsPage() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const stats = useQuery(hostQueries.stats(api, userId));
  const list = useQuery(hostQueries.payouts(api, userId, page));
  const columns: DataTableColumn<Payout>[] = [
    { key: 'date', header: intl.formatMessage({ id: 'host.payouts.col.date' }), rowHeader: true, cell: (p) => f.date(p.creationDate, 'medium') },
    { key: 'orders', header: intl.formatMessage({ id: 'host.payouts.col.orders' }), cell: (p) => f.number(p.ordersCount) },
    { key: 'account', header: intl.formatMessage({ id: 'host.payouts.col.account' }), cell: (p) => (p.ibanLast4 ? <bdi dir="ltr">•••• {p.ibanLast4}</bdi> : '—') },
    { key: 'status', header: intl.formatMessage({ id: 'host.payouts.col.status' }), cell: (p) => <StatusPill family="payout" status={p.status.name}>{intl.formatMessage({ id: `host.payoutStatus.${p.status.name}` })}</StatusPill> },
    { key: 'amount', header: intl.formatMessage({ id: 'host.payouts.col.amount' }), align: 'end', cell: (p) => f.sar(p.amount) },
  ];
  const s = stats.data;
  return (
    <HostLayout titleId="host.payouts.title" testId="host-payouts-page">
      <Stats>
        {(['available', 'inPayouts', 'paidOut', 'upcoming', 'thisMonth'] as const).map((k) => (
          <div key={k}>
            <dt>{intl.formatMessage({ id: `host.payouts.stat.${k}` })}</dt>
            <dd>{s ? f.sarCompact(s[k]) : <Skeleton width="70%" />}</dd>
          </div>
        ))}
      </Stats>
      {s && <p>{intl.formatMessage({ id: 'host.payouts.nextRun' }, { date: f.dateTime(s.nextRunAt) })}</p>}
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: 'host.payouts.title' })}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowKey={(p) => p.id}
          loading={list.isPending}
          refreshing={list.isFetching && !list.isPending}
          empty={<EmptyState title={intl.formatMessage({ id: 'host.payouts.empty' })} />}
          pagination={list.data && list.data.totalPages > 1 ? { page, totalPages: list.data.totalPages, onPageChange: (p) => setParams({ page: String(p) }, { replace: true }) } : undefined}
        />
      )}
      <IbanForm />
    </HostLayout>
  );
}
