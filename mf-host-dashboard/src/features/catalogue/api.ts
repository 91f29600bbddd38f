import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '@tajriba/api-client';
import type * as HostContracts from '@tajriba/contracts/host';
import type { CatalogueBody, CatalogueKind } from '@tajriba/contracts/host';

/** Staff catalogue administration calls (host §7 Catalogue; infra/api README "Catalogue administration"). */
const host = <S>(pick: (m: typeof HostContracts) => S) => lazySchema(() => import('@tajriba/contracts/host'), pick);
const s = {
  list: host((m) => m.catalogueListResponseSchema),
  item: host((m) => m.catalogueItemResponseSchema),
};

export const CATALOGUE_KINDS: readonly CatalogueKind[] = ['categories', 'regions', 'activities', 'holidays'];
export const isCatalogueKind = (k: string | undefined): k is CatalogueKind => !!k && (CATALOGUE_KINDS as readonly string[]).includes(k);

const base: Record<CatalogueKind, string> = {
  activities: '/api/Activities',
  categories: '/api/ExperiencesCategories',
  regions: '/api/ExperiencesRegions',
  holidays: '/api/Holidays',
};

export type ActiveFilter = 'all' | 'active' | 'inactive';
export interface CatalogueListQuery {
  text: string;
  active: ActiveFilter;
  page: number;
}

export const catalogueQueries = {
  list: (c: ApiClient, user: number, kind: CatalogueKind, q: CatalogueListQuery) =>
    queryOptions({
      queryKey: ['catalogue', user, kind, q],
      queryFn: ({ signal }) =>
        c.get(`${base[kind]}/${q.text ? 'Search' : 'All'}`, s.list, {
          query: { Text: q.text || undefined, IsActive: q.active === 'all' ? undefined : q.active === 'active', PageNumber: q.page, PageSize: 20 },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export const catalogueActions = {
  add: (c: ApiClient, v: { kind: CatalogueKind; body: CatalogueBody }) => c.post(`${base[v.kind]}/Add`, v.body, s.item).then((r) => r.data),
  edit: (c: ApiClient, v: { kind: CatalogueKind; id: number; body: CatalogueBody }) => c.put(`${base[v.kind]}/Edit/${v.id}`, v.body, s.item).then((r) => r.data),
  reverseActive: (c: ApiClient, v: { kind: CatalogueKind; id: number }) => c.post(`${base[v.kind]}/ReverseActive/${v.id}`, {}, s.item).then((r) => r.data),
  /** multipart field `file`: an SVG; the API keeps its path data only (415 otherwise) */
  updateIcon: (c: ApiClient, v: { id: number; file: File }) => {
    const form = new FormData();
    form.append('file', v.file, v.file.name);
    return c.post(`${base.categories}/UpdateIcon/${v.id}`, form, s.item).then((r) => r.data);
  },
};
