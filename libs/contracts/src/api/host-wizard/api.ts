import * as z from 'zod/mini';
import { envelope, pagedEnvelope } from '../../common/envelope';
import { withDefault } from '../../common/schema-helpers';
import { experienceModeSchema, stepKeys, type StepKey } from './form';
import { experienceServerSchema } from './server';
import { experienceStatusNameSchema } from '../discovery/common';

/**
 * Host experience endpoints (host spec §7 "Wizard step operations", "Experiences", the host side of
 * questions) and staff moderation. The spec leaves the step operations' paths open: they are
 * `POST /api/Experiences/Steps/<Name>` (table below). Each takes `{ id, isAdd, mode, data }` where
 * `data` is the step's form part (./form.ts) and answers `{ id, status }`, or 400 with `fieldsErrors`
 * keyed by the path inside the step (`messages.2.title`).
 */

/** Step operation path names (spec §7 list order: cohosts, add-ons, agenda, …). */
export const stepOperationNames: Record<StepKey, string> = {
  eventHighlightsStep: 'EventHighlights',
  locationStep: 'Location',
  onlineSetupStep: 'Online',
  coverageDetailsStep: 'CoverageDetails',
  scheduleStep: 'Schedule',
  availabilityStep: 'Availability',
  activitiesStep: 'Activities',
  addOnsStep: 'AddOns',
  coHostStep: 'CoHosts',
  agendaStep: 'Agenda',
  media: 'Media',
  guestRequirementsStep: 'Guests',
  pricingStep: 'Pricing',
  discountsStep: 'Discounts',
  bookingDeadlinesStep: 'BookingDeadline',
  cancellationPolicyStep: 'Cancellation',
  hostingToolsStep: 'HostingTools',
};
export const stepOperationPath = (key: StepKey) => `/api/Experiences/Steps/${stepOperationNames[key]}`;

const experienceId = z.int().check(z.minimum(1), z.maximum(2147483647));

export const stepOperationBodySchema = z.object({
  /** the experience being built; null (with `isAdd`) for the first save of a new one */
  id: z.nullable(experienceId),
  /** the first save of a new experience (step 3 in add mode): the API creates it and answers its id */
  isAdd: withDefault(z.boolean(), false),
  mode: experienceModeSchema,
  data: z.unknown(),
});
export type StepOperationBody = z.infer<typeof stepOperationBodySchema>;

export type ExperienceStatusName = z.infer<typeof experienceStatusNameSchema>;
export const experienceStatusSchema = z.object({ id: z.int(), name: experienceStatusNameSchema });

export const stepResultSchema = z.object({ id: z.int(), status: experienceStatusSchema });
export type StepResult = z.infer<typeof stepResultSchema>;
export const stepResponseSchema = envelope(stepResultSchema);

/**
 * Whole-form operations: `AddDraft` (new draft), `EditDraft/{id}` (Save draft), `SubmitDraft/{id}`
 * (step 18) and `Add` (create and submit at once). `steps` carries the form parts to store, by
 * step key; errors come back keyed `<stepKey>.<path>`.
 */
export const wholeFormBodySchema = z.object({
  mode: experienceModeSchema,
  steps: z.partialRecord(z.enum(stepKeys), z.unknown()),
});
export type WholeFormBody = z.infer<typeof wholeFormBodySchema>;

/** The working copy (`Draft/{id}`) and the stored experience (`GET /api/Experiences/{id}`). */
export const experienceServerResponseSchema = envelope(experienceServerSchema);

export const submissionKindSchema = z.enum(['new', 'resubmitted', 'revision']);
export type SubmissionKind = z.infer<typeof submissionKindSchema>;

/** A row of the host's own list (`HostList`) and of the staff list (`DashList`). */
export const hostExperienceRowSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.object({ id: z.int(), name: experienceModeSchema }),
  status: experienceStatusSchema,
  /** a submitted revision of an approved experience waits for moderation (the listing stays live) */
  hasPendingChanges: z.boolean(),
  /**
   * What a row waiting for a decision is (moderation queue): `new` — a first submission;
   * `resubmitted` — a never-approved experience sent back (or rejected) with a note and submitted
   * again; `revision` — an edit of a live (approved or paused) listing. Null when nothing waits.
   * Defaults to null so a remote newer than the API still reads the older rows.
   */
  submissionKind: withDefault(z.nullable(submissionKindSchema), null),
  /**
   * The waiting submission comes after a decision: the host was sent back (or rejected) with a note
   * and submitted again. Always true for `resubmitted`; for a `revision` it tells a live listing's
   * second round from a first edit. A flag next to the kind (not a fourth kind) so a remote older
   * than the API still reads the rows; defaults to false for an API older than the remote.
   */
  afterReview: withDefault(z.boolean(), false),
  moderationNote: z.nullable(z.string()),
  imagePath: z.nullable(z.string()),
  cityName: z.nullable(z.string()),
  categoryName: z.nullable(z.string()),
  finalPrice: z.number(),
  hostId: z.int(),
  hostName: z.string(),
  submittedAt: z.nullable(z.string()),
  creationDate: z.string(),
  lastModificationDate: z.string(),
});
export type HostExperienceRow = z.infer<typeof hostExperienceRowSchema>;

export const hostListQuerySchema = z.object({
  PageNumber: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000)), 1),
  PageSize: withDefault(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
  /** one status (name), or all */
  Status: z.optional(experienceStatusNameSchema),
});
/** Staff list: `Queue=true` lists what waits for a decision (new submissions and revisions), oldest first. */
export const dashListQuerySchema = z.extend(hostListQuerySchema, {
  Queue: z.optional(z.enum(['true', 'false'])),
  Text: z.optional(z.string().check(z.maxLength(100))),
});
export const hostListResponseSchema = pagedEnvelope(hostExperienceRowSchema);

/** Staff decision on a submission (moderation). `note` is required to reject or send back. */
export const moderationDecisionSchema = z.enum(['approve', 'reject', 'sendBack']);
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;
export const changeStatusBodySchema = z.object({
  decision: moderationDecisionSchema,
  note: z.optional(z.nullable(z.string().check(z.maxLength(1000, 'validation.invalidValue')))),
});
export type ChangeStatusBody = z.infer<typeof changeStatusBodySchema>;
export const changeStatusResponseSchema = envelope(z.object({ id: z.int(), status: experienceStatusSchema }));

/** Reference lists the wizard reads: regions (`/api/ExperiencesRegions`) and holidays (`/api/Holidays/All|Search`). */
export const regionListQuerySchema = z.object({ isActive: z.optional(z.enum(['true', 'false'])) });
export const regionItemSchema = z.object({ id: z.int(), name: z.string() });
export const regionListResponseSchema = envelope(z.array(regionItemSchema));
export const holidaySearchQuerySchema = z.object({
  Text: z.optional(z.string().check(z.maxLength(100))),
  IsActive: z.optional(z.enum(['true', 'false'])),
});
export const holidayItemSchema = z.object({ id: z.int(), name: z.string(), fromDate: z.string(), toDate: z.string(), isActive: z.boolean() });
export type HolidayItem = z.infer<typeof holidayItemSchema>;
export const holidayListResponseSchema = envelope(z.array(holidayItemSchema));

/** `GET /api/Utilities/TimeZones` as the online step reads it (418 entries; the IANA id is not kept). */
export const timeZoneListResponseSchema = envelope(z.array(z.object({ id: z.int(), displayName: z.string(), baseUtcOffset: z.string() })));
