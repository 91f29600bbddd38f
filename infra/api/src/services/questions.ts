import { filePath, type Question } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import type { OwnedResource } from '../lib/access';
import { notFound } from '../lib/errors';
import { catalogueRepository } from '../repositories/catalogue';
import { questionsRepository, type QuestionRow } from '../repositories/questions';
import type { Notify } from './notifications';

/**
 * Guest questions about an experience: anyone reads the visible ones; a signed-in guest asks,
 * and edits or deletes only their own (another user's question answers 403, a missing one 404).
 */
export function questionsService({ sql, clock, notify }: { sql: SqlClient; clock: Clock; notify?: Notify }) {
  const repo = questionsRepository(sql);
  const catalogue = catalogueRepository(sql);

  const toDto = (r: QuestionRow, userId: number | null): Question => ({
    id: r.id,
    question: r.question,
    answer: r.answer,
    answerDate: r.answerDate,
    creationDate: r.creationDate,
    lastModificationDate: r.lastModificationDate,
    status: r.statusId === 1 ? 'visible' : 'hidden',
    user: { id: r.userId, name: r.userName, avatarPath: r.avatarId ? filePath(r.avatarId) : null },
    isOwn: userId !== null && r.userId === userId,
  });

  async function requireApproved(experienceId: number): Promise<void> {
    const e = await catalogue.schedule(experienceId);
    if (!e || e.statusId !== 5) throw notFound();
  }

  async function own(id: number, userId: number): Promise<QuestionRow> {
    const q = await repo.byId(id);
    // Someone else's question looks missing (the route's Access.owner rule answers the same).
    if (!q || q.userId !== userId) throw notFound();
    return q;
  }

  return {
    async visible(experienceId: number, page: number, size: number, userId: number | null) {
      await requireApproved(experienceId);
      const { rows, total } = await repo.visible(experienceId, page, size);
      return { items: rows.map((r) => toDto(r, userId)), total };
    },
    async mine(experienceId: number, userId: number, page: number, size: number) {
      await requireApproved(experienceId);
      const { rows, total } = await repo.ofUser(experienceId, userId, page, size);
      return { items: rows.map((r) => toDto(r, userId)), total };
    },
    async ask(experienceId: number, userId: number, question: string): Promise<number> {
      await requireApproved(experienceId);
      const id = await repo.create(experienceId, userId, question, clock.now());
      // The host hears about it (stored, live, e-mailed per their settings).
      const e = notify ? await repo.experienceHost(experienceId) : null;
      if (notify && e && e.hostId !== userId) await notify(e.hostId, 'questionAsked', { experienceId, experienceName: e.nameEn, experienceNameAr: e.nameAr, questionId: id });
      return id;
    },
    async edit(id: number, userId: number, question: string): Promise<Question> {
      await own(id, userId);
      if (!(await repo.update(id, userId, question, clock.now()))) throw notFound();
      const q = await repo.byId(id);
      if (!q) throw notFound();
      return toDto(q, userId);
    },
    async remove(id: number, userId: number): Promise<void> {
      await own(id, userId);
      if (!(await repo.remove(id, userId))) throw notFound();
    },
  };
}

/** A guest's question about an experience: its owner is the author. */
export const questionResource: OwnedResource = {
  name: 'question',
  // integer key: longer ids are left to validation (400) and the service's scoped query
  idPattern: /^[1-9]\d{0,8}$/,
  ownerOf: (fastify, id) => questionsRepository(fastify.sql).authorOf(Number(id)),
};
