import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, DataTable, EmptyState, ErrorPanel, FormErrorBox, Select, SEARCH_DEBOUNCE_MS, StatusPill, TextField, useDebouncedValue, type DataTableColumn } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useSession } from '@tajriba/session';
import { RoleId } from '@tajriba/contracts/constants';
import { catalogueEditors, type CatalogueItem, type CatalogueKind } from '@tajriba/contracts/host';
import { useApiContext } from '../../shared/api/use-api-context';
import { AreaPage, AreaTabs } from '../../shared/layout/area';
import { CATALOGUE_KINDS, catalogueActions, catalogueQueries, isCatalogueKind, type ActiveFilter } from './api';
import { CatalogueDialog } from './catalogue-form';
import { CategoryIcon } from './category-icon';

const Page = styled(AreaPage)`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: end;
  justify-content: space-between;
`;
const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: end;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/** Which staff roles may change each catalogue (contracts `catalogueEditors`, enforced by the API). */
function useCanEdit(kind: CatalogueKind): boolean {
  const { user } = useSession();
  const role = user?.currentRole.id;
  return catalogueEditors[kind].some((name) => RoleId[name as keyof typeof RoleId] === role);
}

/**
 * `/catalogue/{kind}` (staff; host §3 Catalogue entities, §7 Catalogue): experience categories
 * (with their icon), regions, activities and holidays — search, active filter, add, edit,
 * activate / deactivate, and a category's icon. Controls that change a catalogue show only to
 * the roles allowed to (infra/api README matrix); every staff role reads every list.
 */
export default function CataloguePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { kind: raw } = useParams();
  const kind: CatalogueKind = isCatalogueKind(raw) ? raw : 'categories';
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  const canEdit = useCanEdit(kind);
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  // The search box's text reaches the URL (and the API) 500 ms after the last key (host §9).
  const text = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const active = (['all', 'active', 'inactive'] as const).find((a) => a === params.get('active')) ?? 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setQuery = (next: { active?: ActiveFilter; page?: number }) => {
    const p = new URLSearchParams();
    const q = params.get('q') ?? '';
    const a = next.active ?? active;
    if (q) p.set('q', q);
    if (a !== 'all') p.set('active', a);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  // a new search text starts again at page 1
  useEffect(() => {
    setParams(
      (prev) => {
        if ((prev.get('q') ?? '') === text) return prev;
        const p = new URLSearchParams(prev);
        if (text) p.set('q', text);
        else p.delete('q');
        p.delete('page');
        return p;
      },
      { replace: true },
    );
  }, [text, setParams]);
  const list = useQuery(catalogueQueries.list(api, userId, kind, { text: params.get('q') ?? '', active, page }));
  const toggle = useMutation({
    mutationFn: (id: number) => catalogueActions.reverseActive(api, { kind, id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['catalogue', userId, kind] }),
  });
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
  const day = (d: string) => f.date(`${d}T12:00:00Z`, 'medium', { timeZone: 'UTC' });

  const columns: DataTableColumn<CatalogueItem>[] = [
    ...(kind === 'categories' ? [{ key: 'icon', header: t('catalogue.col.icon'), width: 64, cell: (i: CatalogueItem) => <CategoryIcon d={i.icon} /> }] : []),
    { key: 'nameEn', header: t('catalogue.col.nameEn'), rowHeader: true, cell: (i) => <bdi dir="ltr">{i.nameEn}</bdi> },
    { key: 'nameAr', header: t('catalogue.col.nameAr'), cell: (i) => <bdi dir="rtl">{i.nameAr}</bdi> },
    ...(kind === 'regions'
      ? [{ key: 'centre', header: t('catalogue.col.centre'), cell: (i: CatalogueItem) => (i.latitude === undefined || i.longitude === undefined ? '—' : <bdi dir="ltr">{`${f.number(i.latitude, 4)}, ${f.number(i.longitude, 4)}`}</bdi>) }]
      : []),
    ...(kind === 'holidays' ? [{ key: 'dates', header: t('catalogue.col.dates'), cell: (i: CatalogueItem) => (i.fromDate && i.toDate ? `${day(i.fromDate)} – ${day(i.toDate)}` : '—') }] : []),
    {
      key: 'status',
      header: t('catalogue.col.status'),
      cell: (i) => (
        <StatusPill family="listing" status={i.isActive ? 'approved' : 'pause'}>
          {t(i.isActive ? 'catalogue.active' : 'catalogue.inactive')}
        </StatusPill>
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t('catalogue.col.actions'),
            cell: (i: CatalogueItem) => (
              <Row>
                <Button type="button" size="sm" variant="secondary" onClick={() => setEditing(i)} aria-label={t('catalogue.editOne', { name: i.name })}>
                  {t('catalogue.edit')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant={i.isActive ? 'danger' : 'primary'}
                  loading={toggle.isPending && toggle.variables === i.id}
                  onClick={() => toggle.mutate(i.id)}
                  aria-label={t(i.isActive ? 'catalogue.deactivateOne' : 'catalogue.activateOne', { name: i.name })}
                >
                  {t(i.isActive ? 'catalogue.deactivate' : 'catalogue.activate')}
                </Button>
              </Row>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page data-testid="catalogue-page">
      <h1>{t('catalogue.title')}</h1>
      <AreaTabs aria-label={t('catalogue.tabs')}>
        {CATALOGUE_KINDS.map((k) => (
          <Link key={k} to={`/catalogue/${k}`} aria-current={k === kind ? 'page' : undefined}>
            {t(`catalogue.kind.${k}`)}
          </Link>
        ))}
      </AreaTabs>
      <Bar>
        <Filters>
          <TextField type="search" label={t('catalogue.search')} value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
          <Select<ActiveFilter>
            label={t('catalogue.filter')}
            placeholder={false}
            options={[
              { value: 'all', label: t('catalogue.filter.all') },
              { value: 'active', label: t('catalogue.filter.active') },
              { value: 'inactive', label: t('catalogue.filter.inactive') },
            ]}
            value={active}
            onChange={(a) => setQuery({ active: a ?? 'all' })}
          />
        </Filters>
        {canEdit ? (
          <Button type="button" onClick={() => setEditing('new')}>
            {t(`catalogue.add.${kind}`)}
          </Button>
        ) : (
          <p>{t('catalogue.readOnly')}</p>
        )}
      </Bar>
      {toggle.error && <FormErrorBox errors={toggle.error instanceof ApiError ? toggle.error.errors : [t('error.somethingWentWrong')]} />}
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t(`catalogue.kind.${kind}`)}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowKey={(i) => i.id}
          loading={list.isPending}
          refreshing={list.isFetching && !list.isPending}
          empty={<EmptyState title={t('catalogue.empty')} />}
          pagination={list.data && list.data.totalPages > 1 ? { page, totalPages: list.data.totalPages, onPageChange: (p) => setQuery({ page: p }) } : undefined}
        />
      )}
      {editing && <CatalogueDialog kind={kind} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}
