import {
  ApiMsg,
  ExperienceStatusId,
  filePath,
  type CouponBody,
  type HostEditStatus,
  type HostCoupon,
  type HostExperience,
  type HostQuestion,
  type PauseForm,
} from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { NUMERIC_ID, type OwnedResource } from '../lib/access';
import { AppError, notFound } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { hostListingsRepository, type HostCouponRow, type HostListingRow, type HostQuestionRow } from '../repositories/host-listings';
import { platformNow } from './catalogue-dates';
import type { Notify } from './notifications';

const STATUS_NAMES = Object.fromEntries(Object.entries(ExperienceStatusId).map(([k, v]) => [v, k])) as Record<number, HostExperience['status']['name']>;

/** An experience belongs to its host (Pause, Unpause, ReverseInstantBooking, SubmitDraft, DELETE, insights). */
export const hostExperienceResource: OwnedResource = {
  name: 'my experience',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => hostListingsRepository(fastify.sql).hostOf(Number(id)),
};
/** A question asked on one of the host's experiences (HostAnswer, ChangeStatus). */
export const hostQuestionResource: OwnedResource = {
  name: 'question on my experience',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => hostListingsRepository(fastify.sql).questionHost(Number(id)),
};
export const hostCouponResource: OwnedResource = {
  name: 'coupon of my experience',
  idPattern: NUMERIC_ID,
  ownerOf: (fastify, id) => hostListingsRepository(fastify.sql).couponHost(Number(id)),
};

const EDIT_STATUS: Record<number, HostEditStatus> = {
  [ExperienceStatusId.draft]: 'draft',
  [ExperienceStatusId.pending]: 'pending',
  [ExperienceStatusId.resubmit]: 'resubmit',
  [ExperienceStatusId.rejected]: 'rejected',
};

/**
 * Where a listing stands with moderation beyond its status. A live listing keeps its status
 * (approved or paused) while an edit of it is saved, reviewed, sent back or rejected
 * (`draft_status`, migration 0600), so the host's card would otherwise read "Approved" and say
 * nothing of the edit. The note is the last decision's, shown while that decision stands: a
 * resubmission keeps the note for the moderator's queue but it no longer asks the host anything.
 */
function reviewState(r: Pick<HostListingRow, 'statusId' | 'draftStatus' | 'moderationNote'>): Pick<HostExperience, 'editStatus' | 'moderationNote'> {
  const live = r.statusId === ExperienceStatusId.approved || r.statusId === ExperienceStatusId.pause;
  const standing = r.draftStatus ?? r.statusId;
  const decided = standing === ExperienceStatusId.resubmit || standing === ExperienceStatusId.rejected;
  return { editStatus: live && r.draftStatus !== null ? (EDIT_STATUS[r.draftStatus] ?? null) : null, moderationNote: decided ? r.moderationNote : null };
}

export function hostListingsService({ sql, clock, notify }: { sql: SqlClient; clock: Clock; notify?: Notify }) {
  const repo = hostListingsRepository(sql);
  const l = (lang: Lang) => (lang === 'ar' ? 'ar' : 'en') as 'en' | 'ar';
  const now = () => clock.now().toISOString();
  const today = () => platformNow(clock.now()).today;

  const toDto = (r: HostListingRow, withHost = false): HostExperience => ({
    id: r.id,
    name: r.name,
    imagePath: r.imagePath,
    type: r.type,
    categoryName: r.categoryName,
    cityName: r.cityName,
    status: { id: r.statusId, name: STATUS_NAMES[r.statusId] },
    instantBooking: r.instantBooking,
    finalPrice: r.finalPrice,
    ratingsAverage: r.ratingsAverage,
    ratingsCount: r.ratingsCount,
    upcomingBookings: r.upcomingBookings,
    pauseFrom: r.pauseFrom,
    pauseTo: r.pauseTo,
    ...reviewState(r),
    ...(withHost ? { hostName: r.hostName } : {}),
    lastModificationDate: r.updatedAt,
    creationDate: r.createdAt,
  });
  const questionDto = (r: HostQuestionRow): HostQuestion => ({
    id: r.id,
    experienceId: r.experienceId,
    experienceName: r.experienceName,
    userName: r.userName,
    avatarPath: r.avatarFileId ? filePath(r.avatarFileId) : null,
    question: r.question,
    answer: r.answer,
    answeredAt: r.answeredAt,
    status: r.statusId === 1 ? 'visible' : 'hidden',
    creationDate: r.creationDate,
  });
  const couponDto = (r: HostCouponRow): HostCoupon => ({
    id: r.id,
    experienceId: r.experienceId,
    experienceName: r.experienceName,
    code: r.code,
    name: r.name,
    type: r.typeId === 1 ? 'percentage' : 'fixed',
    value: r.value,
    validUntil: r.validUntil,
    maxUsagePerUser: r.maxUsagePerUser,
    uses: r.uses,
    creationDate: r.creationDate,
  });

  async function one(id: number, lang: Lang): Promise<HostExperience> {
    const r = await repo.one(id, today(), l(lang));
    if (!r) throw notFound();
    return toDto(r);
  }
  async function state(id: number) {
    const s = await repo.state(id);
    if (!s) throw notFound();
    return s;
  }

  return {
    async list(hostId: number | null, q: { PageNumber: number; PageSize: number; Status?: HostExperience['status']['name']; Text?: string }, lang: Lang) {
      const { rows, total } = await repo.page(
        { hostId, statusId: q.Status ? ExperienceStatusId[q.Status] : undefined, text: q.Text?.trim() || undefined },
        today(),
        q.PageNumber,
        q.PageSize,
        l(lang),
      );
      return { items: rows.map((r) => toDto(r, hostId === null)), total };
    },
    one,
    /**
     * Pause (host §5): only a published (approved) listing, or one already paused (the window is
     * changed). The start may not be before today; the end is after the start or open ("until I
     * reactivate"). A pause that starts today hides the listing at once; a later one is applied
     * by the sweeper on its first day, and a dated one ends by itself after its last day.
     */
    async pause(id: number, form: PauseForm, lang: Lang) {
      const s = await state(id);
      const pausable: number[] = [ExperienceStatusId.approved, ExperienceStatusId.pause];
      if (!pausable.includes(s.statusId)) throw new AppError('error.experienceNotPausable', 409);
      if (form.pauseFrom < today()) throw new AppError(ApiMsg.validationFailed, 400, { pauseFrom: ['validation.pastDate'] });
      const to = form.tillIReactivate ? null : (form.pauseTo ?? null);
      const startsNow = form.pauseFrom <= today();
      if (!(await repo.setStatus(id, pausable, startsNow ? ExperienceStatusId.pause : ExperienceStatusId.approved, now(), { pauseFrom: form.pauseFrom, pauseTo: to })))
        throw new AppError('error.experienceNotPausable', 409);
      return one(id, lang);
    },
    async unpause(id: number, lang: Lang) {
      const s = await state(id);
      const r = await repo.one(id, today(), 'en');
      const scheduled = s.statusId === ExperienceStatusId.approved && r?.pauseFrom;
      if (s.statusId !== ExperienceStatusId.pause && !scheduled) throw new AppError('error.experienceNotPaused', 409);
      if (!(await repo.setStatus(id, [s.statusId], ExperienceStatusId.approved, now(), { pauseFrom: null, pauseTo: null }))) throw new AppError('error.experienceNotPaused', 409);
      return one(id, lang);
    },
    async reverseInstantBooking(id: number, lang: Lang) {
      await state(id);
      await repo.toggleInstantBooking(id, now());
      return one(id, lang);
    },
    /** A draft (or a listing sent back for changes) goes to review when it has what guests need to book. */
    async submitDraft(id: number, lang: Lang) {
      const s = await state(id);
      const submittable: number[] = [ExperienceStatusId.draft, ExperienceStatusId.resubmit];
      if (!submittable.includes(s.statusId)) throw new AppError('error.experienceNotSubmittable', 409);
      if (!s.hasName || !s.hasImage || !s.hasSlot || !(s.price > 0)) throw new AppError('error.experienceIncomplete', 400);
      if (!(await repo.setStatus(id, submittable, ExperienceStatusId.pending, now(), { submitted: true }))) throw new AppError('error.experienceNotSubmittable', 409);
      return one(id, lang);
    },
    /** Only a draft is deleted (a listing that was ever booked keeps its history). */
    async remove(id: number) {
      const s = await state(id);
      if (s.statusId !== ExperienceStatusId.draft || (await repo.hasOrders(id))) throw new AppError('error.experienceNotDraft', 409);
      await repo.delete(id);
    },
    async applyPauseWindows() {
      return repo.applyPauseWindows(today(), now());
    },

    // ------------------------------------------------------------ questions
    async questions(hostId: number, q: { PageNumber: number; PageSize: number; Unanswered?: boolean; ExperienceId?: number }, lang: Lang) {
      const { rows, total } = await repo.questions(hostId, { unanswered: q.Unanswered, experienceId: q.ExperienceId }, q.PageNumber, q.PageSize, l(lang));
      return { items: rows.map(questionDto), total };
    },
    async answer(id: number, answer: string, lang: Lang) {
      const asked = notify ? await repo.questionAsker(id) : null;
      await repo.answer(id, answer.trim(), now());
      // The guest hears about the first answer (stored, live, e-mailed per their settings); an edit does not notify again.
      if (notify && asked && !asked.answered) await notify(asked.userId, 'questionAnswered', { experienceId: asked.experienceId, experienceName: asked.nameEn, experienceNameAr: asked.nameAr, questionId: id });
      const r = await repo.question(id, l(lang));
      if (!r) throw notFound();
      return questionDto(r);
    },
    async questionStatus(id: number, status: 'visible' | 'hidden', lang: Lang) {
      await repo.questionStatus(id, status === 'visible' ? 1 : 2, now());
      const r = await repo.question(id, l(lang));
      if (!r) throw notFound();
      return questionDto(r);
    },

    // ------------------------------------------------------------ coupons
    async coupons(hostId: number, page: number, size: number, lang: Lang) {
      const { rows, total } = await repo.coupons(hostId, page, size, l(lang));
      return { items: rows.map(couponDto), total };
    },
    /** Add or edit a coupon on one of the host's experiences (the wizard's coupon rules). */
    async saveCoupon(hostId: number, id: number | null, b: CouponBody & { value: number }, lang: Lang) {
      if ((await repo.hostOf(Number(b.experienceId))) !== hostId) throw new AppError(ApiMsg.validationFailed, 400, { experienceId: ['validation.invalidValue'] });
      const code = String(b.code).trim().toUpperCase();
      if (await repo.codeTaken(Number(b.experienceId), code, id)) throw new AppError('error.couponCodeTaken', 409, { code: ['error.couponCodeTaken'] });
      const d = b.duration as { days: number; hrs?: number; mins?: number };
      const minutes = d.days * 1440 + (d.hrs ?? 0) * 60 + (d.mins ?? 0);
      // a duration of zero means "no end"; otherwise it counts from now
      const validUntil = minutes > 0 ? new Date(clock.now().getTime() + minutes * 60_000).toISOString() : null;
      const saved = await repo.saveCoupon({
        id,
        experienceId: Number(b.experienceId),
        code,
        name: String(b.name).trim(),
        typeId: b.type === 'percentage' ? 1 : 2,
        value: Number(b.value),
        validUntil,
        maxUsagePerUser: b.maxUsagePerUser === undefined || b.maxUsagePerUser === null ? null : Number(b.maxUsagePerUser),
        at: now(),
      });
      const r = await repo.coupon(saved, l(lang));
      if (!r) throw notFound();
      return couponDto(r);
    },
    async deleteCoupon(id: number) {
      await repo.deleteCoupon(id);
    },
  };
}
