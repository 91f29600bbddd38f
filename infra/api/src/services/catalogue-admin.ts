import { ApiMsg, RoleId, type CatalogueBody, type CatalogueItem, type CatalogueKind } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import { AppError, notFound } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { catalogueAdminRepository, type CatalogueDbRow } from '../repositories/catalogue-admin';
import { normalizeSearch } from './catalogue-text';

/**
 * Who may change each catalogue. The spec lists the roles but not the matrix (host §6); ours,
 * also in infra/api README "Catalogue administration":
 * - SuperAdmin and Admin: everything;
 * - Moderator: activities and holidays (content a host picks while describing a listing);
 * - Marketer: experience categories and their icons (how the site is merchandised);
 * - AccountManager: holidays (they agree closing days with hosts);
 * - regions only SuperAdmin and Admin (they change where search and coverage reach);
 * - Financial: none. Every staff role may read every list (inactive entries included).
 */
export const CATALOGUE_EDITORS: Record<CatalogueKind, number[]> = {
  activities: [RoleId.SuperAdmin, RoleId.Admin, RoleId.Moderator],
  categories: [RoleId.SuperAdmin, RoleId.Admin, RoleId.Marketer],
  regions: [RoleId.SuperAdmin, RoleId.Admin],
  holidays: [RoleId.SuperAdmin, RoleId.Admin, RoleId.Moderator, RoleId.AccountManager],
};
/** Staff who read the administration lists. */
export const CATALOGUE_READERS: number[] = [RoleId.SuperAdmin, RoleId.Admin, RoleId.AccountManager, RoleId.Financial, RoleId.Moderator, RoleId.Marketer];

/** A new category shows this tag outline until its own icon is uploaded (24×24 path data). */
const DEFAULT_ICON = 'M20.59 13.41 13.42 20.58a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82zM7 7h.01';

/**
 * An uploaded category icon: an SVG whose drawing is paths only. We keep just the path data
 * (`d` attributes), so nothing else in the file (scripts, links, styles, embedded images) is ever
 * stored or served; the UI draws it with currentColor like the seeded icons. A 24×24 viewBox is
 * expected (others are accepted but drawn in a 24×24 box).
 */
export function iconPathsFromSvg(buf: Buffer): string | null {
  if (buf.length > 64 * 1024) return null;
  const text = buf.toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) return null;
  const paths = [...text.matchAll(/<path\b[^>]*?\sd\s*=\s*("([^"]*)"|'([^']*)')/gi)].map((m) => (m[2] ?? m[3] ?? '').trim()).filter(Boolean);
  if (!paths.length) return null;
  const d = paths.join(' ');
  // path data is numbers, commands and separators only
  if (!/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]+$/.test(d) || d.length > 8000) return null;
  return d;
}

export function catalogueAdminService({ sql }: { sql: SqlClient }) {
  const repo = catalogueAdminRepository(sql);
  const dto = (r: CatalogueDbRow, lang: Lang): CatalogueItem => ({ ...r, name: lang === 'ar' ? r.nameAr : r.nameEn });

  function values(kind: CatalogueKind, b: CatalogueBody, adding: boolean): Record<string, unknown> {
    const v: Record<string, unknown> = { name_en: String(b.nameEn).trim(), name_ar: String(b.nameAr).trim() };
    if (kind === 'regions') {
      if (b.latitude === undefined || b.longitude === undefined) throw new AppError(ApiMsg.validationFailed, 400, b.latitude === undefined ? { latitude: ['validation.required'] } : { longitude: ['validation.required'] });
      Object.assign(v, { latitude: Number(b.latitude), longitude: Number(b.longitude), search_text: normalizeSearch(`${v.name_en} ${v.name_ar}`) });
    }
    if (kind === 'holidays') {
      if (!b.fromDate || !b.toDate) throw new AppError(ApiMsg.validationFailed, 400, !b.fromDate ? { fromDate: ['validation.required'] } : { toDate: ['validation.required'] });
      Object.assign(v, { from_date: b.fromDate, to_date: b.toDate });
    }
    if (kind === 'categories' && adding) v.icon = DEFAULT_ICON;
    return v;
  }

  async function get(kind: CatalogueKind, id: number, lang: Lang) {
    const r = await repo.one(kind, id);
    if (!r) throw notFound();
    return dto(r, lang);
  }

  return {
    async list(kind: CatalogueKind, q: { Text?: string; IsActive?: boolean; PageNumber: number; PageSize: number }, lang: Lang) {
      const { rows, total } = await repo.page(kind, { text: q.Text?.trim() || undefined, isActive: q.IsActive }, q.PageNumber, q.PageSize);
      return { items: rows.map((r) => dto(r, lang)), total };
    },
    get,
    async add(kind: CatalogueKind, b: CatalogueBody, lang: Lang) {
      if (await repo.nameTaken(kind, String(b.nameEn).trim(), String(b.nameAr).trim(), null)) throw new AppError('error.catalogueNameTaken', 409, { nameEn: ['error.catalogueNameTaken'] });
      const v = values(kind, b, true);
      if (kind === 'categories') v.sort_order = await repo.nextCategorySort();
      return get(kind, await repo.insert(kind, v), lang);
    },
    async edit(kind: CatalogueKind, id: number, b: CatalogueBody, lang: Lang) {
      if (!(await repo.one(kind, id))) throw notFound();
      if (await repo.nameTaken(kind, String(b.nameEn).trim(), String(b.nameAr).trim(), id)) throw new AppError('error.catalogueNameTaken', 409, { nameEn: ['error.catalogueNameTaken'] });
      await repo.update(kind, id, values(kind, b, false));
      return get(kind, id, lang);
    },
    async reverseActive(kind: CatalogueKind, id: number, lang: Lang) {
      if ((await repo.reverseActive(kind, id)) === null) throw notFound();
      return get(kind, id, lang);
    },
    async updateIcon(id: number, file: Buffer, lang: Lang) {
      const d = iconPathsFromSvg(file);
      if (!d) throw new AppError('error.iconNotSvg', 415, { file: ['error.iconNotSvg'] });
      if (!(await repo.update('categories', id, { icon: d }))) throw notFound();
      return get('categories', id, lang);
    },
  };
}
