import { ApiMsg, Msg, type FavouriteExperience } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { NUMERIC_ID, type OwnedResource } from '../lib/access';
import { AppError, notFound } from '../lib/errors';
import { catalogueRepository } from '../repositories/catalogue';
import { cardsByIds, type LangSuffix } from '../repositories/catalogue-search';
import { favouritesRepository } from '../repositories/favourites';
import { toCard } from './catalogue';

/** Favourites and named wishlists of the signed-in user; every operation is scoped to them. */
export function favouritesService({ sql, clock }: { sql: SqlClient; clock: Clock }) {
  const repo = favouritesRepository(sql);
  const catalogue = catalogueRepository(sql);

  async function requireOwnList(userId: number, nameId: string | null | undefined): Promise<string | null> {
    if (!nameId) return null;
    if (!(await repo.ownsName(userId, nameId))) throw new AppError(ApiMsg.validationFailed, 400, { favouriteNameId: [Msg.invalidValue] });
    return nameId;
  }

  return {
    names: (userId: number) => repo.names(userId),
    async createName(userId: number, name: string): Promise<string> {
      if (await repo.nameExists(userId, name)) throw new AppError(ApiMsg.validationFailed, 400, { name: [Msg.invalidValue] });
      return repo.createName(userId, name, clock.now());
    },
    async renameName(userId: number, nameId: string, name: string): Promise<void> {
      if (await repo.nameExists(userId, name, nameId)) throw new AppError(ApiMsg.validationFailed, 400, { name: [Msg.invalidValue] });
      if (!(await repo.renameName(userId, nameId, name))) throw notFound();
    },
    async deleteName(userId: number, nameId: string): Promise<void> {
      if (!(await repo.deleteName(userId, nameId))) throw notFound();
    },
    async add(userId: number, experienceId: number, nameId: string | null | undefined): Promise<string> {
      const e = await catalogue.schedule(experienceId);
      if (!e || e.statusId !== 5) throw notFound();
      return repo.add(userId, experienceId, await requireOwnList(userId, nameId), clock.now());
    },
    async move(userId: number, favouriteId: string, nameId: string | null): Promise<void> {
      const list = await requireOwnList(userId, nameId);
      if (!(await repo.move(userId, favouriteId, list))) throw notFound();
    },
    async remove(userId: number, favouriteId: string): Promise<void> {
      if (!(await repo.remove(userId, favouriteId))) throw notFound();
    },
    async page(userId: number, nameId: string | undefined, page: number, size: number, lang: LangSuffix): Promise<{ items: FavouriteExperience[]; total: number }> {
      if (nameId) await requireOwnList(userId, nameId);
      const { rows, total } = await repo.page(userId, nameId ?? null, page, size);
      const cards = new Map((await cardsByIds(sql, rows.map((r) => r.experienceId), lang, userId)).map((c) => [c.id, toCard(c)]));
      const items = rows.flatMap((r) => {
        const experience = cards.get(r.experienceId);
        return experience ? [{ id: r.id, favouriteNameId: r.favouriteNameId, creationDate: r.creationDate, experience }] : [];
      });
      return { items, total };
    },
  };
}

/** A saved experience (`favourites` row): its owner is the user who saved it. */
export const favouriteResource: OwnedResource = {
  name: 'favourite',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => favouritesRepository(fastify.sql).favouriteOwner(id),
};

/** A named wishlist (`favourite_names` row). */
export const favouriteListResource: OwnedResource = {
  name: 'favourite list',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => favouritesRepository(fastify.sql).listOwner(id),
};
