import * as z from 'zod/mini';
import { Msg } from '@tajriba/contracts/constants';
import { isStorableText } from '../fields';
import { durationToSeconds, isDuration } from './duration';

/**
 * The experience form (host spec §3 "Experience form", §5 validation): one schema per wizard step,
 * used by the wizard's steps (client validation before the step's server action) and by the API's
 * step operations (the same rules on the server). Messages are message ids; `fieldsErrors` keys are
 * the zod paths joined with dots, relative to the step (`messages.2.title`).
 */

/** Message ids the wizard adds to the shared catalogue (translated by mf-host-wizard). */
export const WizardMsg = {
  chooseAtLeastOne: 'validation.chooseAtLeastOneItem',
  addAtLeastOne: 'validation.youMustAddOneItemAtLeast',
  uploadAtLeastOneMedia: 'validation.uploadAtLeastOneMedia',
  maxBelowMin: 'validation.maxBelowMin',
  percentageCap: 'validation.percentageCap',
  pickOnMap: 'validation.pickOnMap',
  durationNonZero: 'validation.durationNonZero',
  validateAllFields: 'validation.pleaseValidateAllFields',
  notNegative: 'validation.notNegative',
  atLeastOne: 'validation.atLeastOne',
  invalidDuration: 'validation.invalidDuration',
  toAfterFrom: 'validation.toTimeAfterFromTime',
} as const;

export const experienceModeSchema = z.enum(['atHost', 'atGuest', 'online']);
export type ExperienceMode = z.infer<typeof experienceModeSchema>;

// ---- field builders ---------------------------------------------------------------------------

const text = () => z.string().check(z.refine((s) => isStorableText(s), Msg.invalidValue));
const lenMsg = (n: number, kind: 'min' | 'max'): string =>
  kind === 'min' ? ({ 1: Msg.required, 2: Msg.min2, 3: Msg.min3, 5: Msg.min5, 10: Msg.min10 } as Record<number, string>)[n] ?? Msg.invalidValue
    : ({ 50: Msg.max50, 100: Msg.max100, 250: Msg.max250, 500: Msg.max500 } as Record<number, string>)[n] ?? Msg.invalidValue;
/** Required text between `min` and `max` characters (after trimming). */
const bounded = (min: number, max: number) =>
  text().check(
    z.refine((s) => s.trim().length > 0, Msg.required),
    z.refine((s) => s.trim().length === 0 || s.trim().length >= min, lenMsg(min, 'min')),
    z.refine((s) => s.trim().length <= max, lenMsg(max, 'max')),
  );
/** Optional text: empty, or between `min` and `max`. */
const optionalBounded = (min: number, max: number) =>
  text().check(
    z.refine((s) => s.trim().length === 0 || s.trim().length >= min, lenMsg(min, 'min')),
    z.refine((s) => s.trim().length <= max, lenMsg(max, 'max')),
  );
const maxText = (max: number) => text().check(z.refine((s) => s.trim().length <= max, lenMsg(max, 'max')));
const money = () => z.number({ error: Msg.invalidPrice }).check(z.refine((n) => Number.isFinite(n) && n >= 0, WizardMsg.notNegative), z.maximum(1_000_000, Msg.invalidPrice));
const int = (min: number, max: number, msg: string = Msg.invalidValue) => z.int({ error: Msg.required }).check(z.minimum(min, msg), z.maximum(max, msg));
const duration = () => z.string().check(z.refine((s) => isDuration(s), WizardMsg.invalidDuration));
const issue = (ctx: { issues: unknown[] }, path: (string | number)[], message: string, input?: unknown) =>
  (ctx.issues as { code: 'custom'; message: string; path: (string | number)[]; input: unknown }[]).push({ code: 'custom', message, path, input });

/** An uploaded file as the form keeps it (POST /api/Files/UploadFile answers the id; the path is `/files/<id>`). */
export const formFileSchema = z.object({
  fileMetaId: z.string().check(z.minLength(1), z.maxLength(64)),
  relativePath: z.string().check(z.maxLength(300)),
  contentType: z.optional(z.string().check(z.maxLength(100))),
  sizeInBytes: z.optional(z.int()),
});
export type FormFile = z.infer<typeof formFileSchema>;

const idName = z.object({ id: z.int(), name: z.string().check(z.maxLength(250)) });
/** Ids of list items: a number once stored, null (or a negative temporary id) for a new one. */
const itemId = z.nullable(z.int());

// ---- steps ------------------------------------------------------------------------------------

export const eventHighlightsStepSchema = z.object({
  name: bounded(2, 250),
  description: maxText(500),
  eventType: z.nullable(idName).check(z.refine((v) => v !== null, Msg.required)),
  keyWords: z.array(bounded(1, 50)).check(z.maxLength(20, Msg.invalidValue)),
  languages: z.array(z.enum(['en', 'ar'])).check(z.minLength(1, WizardMsg.chooseAtLeastOne)),
});
export type EventHighlightsStep = z.infer<typeof eventHighlightsStepSchema>;

const latitude = z.nullable(z.number().check(z.minimum(-90), z.maximum(90)));
const longitude = z.nullable(z.number().check(z.minimum(-180), z.maximum(180)));

export const locationStepSchema = z
  .object({
    location: bounded(2, 250),
    city: bounded(2, 100),
    meetingLocationDifferent: z.boolean(),
    meetingLocation: maxText(250),
    locationLongitude: longitude,
    locationLatitude: latitude,
    meetingLocationLongitude: longitude,
    meetingLocationLatitude: latitude,
    provideTransportation: z.boolean(),
    vehicleType: maxText(100),
    transportationPriceIncluded: z.boolean(),
    transportationPrice: money(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.locationLatitude === null || v.locationLongitude === null) issue(ctx, ['locationLatitude'], WizardMsg.pickOnMap);
      if (v.meetingLocationDifferent) {
        if (v.meetingLocation.trim().length === 0) issue(ctx, ['meetingLocation'], Msg.required, v.meetingLocation);
        else if (v.meetingLocation.trim().length < 2) issue(ctx, ['meetingLocation'], Msg.min2, v.meetingLocation);
        if (v.meetingLocationLatitude === null || v.meetingLocationLongitude === null) issue(ctx, ['meetingLocationLatitude'], WizardMsg.pickOnMap);
      }
      if (v.provideTransportation && v.vehicleType.trim().length === 0) issue(ctx, ['vehicleType'], Msg.required, v.vehicleType);
    }),
  );
export type LocationStep = z.infer<typeof locationStepSchema>;

export const recommendedDeviceSchema = z.enum(['laptop', 'desktop', 'smartphone', 'tablet', 'smartTV']);
export type RecommendedDevice = z.infer<typeof recommendedDeviceSchema>;
export const hostTimeZoneSchema = z.object({ id: z.int().check(z.minimum(0), z.maximum(417)), displayName: z.string().check(z.maxLength(200)), baseUtcOffset: z.string().check(z.maxLength(10)) });
export type HostTimeZone = z.infer<typeof hostTimeZoneSchema>;

export const onlineSetupStepSchema = z.object({
  platform: bounded(1, 50),
  sessionLink: text().check(
    z.refine((s) => s.trim().length > 0, Msg.required),
    z.refine((s) => s.trim().length === 0 || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s.trim()), Msg.invalidUrl),
    z.refine((s) => s.length <= 500, Msg.invalidUrl),
  ),
  hostTimeZone: z.nullable(hostTimeZoneSchema).check(z.refine((v) => v !== null, Msg.required)),
  recommendedDevices: z.array(recommendedDeviceSchema).check(z.maxLength(5)),
  otherPreparations: z.boolean(),
  instructions: maxText(250),
});
export type OnlineSetupStep = z.infer<typeof onlineSetupStepSchema>;

/** A region chosen from the active list (`id`), or a new one the host names (`id` null). */
export const coverageRegionSchema = z.object({ id: z.nullable(z.int()), name: bounded(2, 100) });
export const coverageDetailsStepSchema = z.object({
  regions: z.array(coverageRegionSchema).check(z.minLength(1, WizardMsg.chooseAtLeastOne), z.maxLength(20, Msg.invalidValue)),
  additionalTravelCosts: money(),
});
export type CoverageDetailsStep = z.infer<typeof coverageDetailsStepSchema>;

export const ARRIVAL_OPTIONS = ['00:00:00', '00:15:00', '00:30:00'] as const;
export const scheduleStepSchema = z.object({
  duration: duration().check(z.refine((s) => !isDuration(s) || durationToSeconds(s) > 0, WizardMsg.durationNonZero)),
  guestArrivalTime: z.enum(ARRIVAL_OPTIONS, { error: Msg.required }),
});
export type ScheduleStep = z.infer<typeof scheduleStepSchema>;

/** Time slots offered: every half hour from 07:00 to 23:00 (shown on a 12-hour clock). */
export const TIME_SLOT_OPTIONS: readonly string[] = Array.from({ length: 33 }, (_, i) => `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const dayString = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, Msg.invalidDate));
export const formHolidaySchema = z.object({
  /** a catalogue holiday's id, or a negative temporary id for one the host adds */
  id: z.int(),
  name: bounded(2, 100),
  fromDate: z.optional(z.nullable(dayString)),
  toDate: z.optional(z.nullable(dayString)),
});
export type FormHoliday = z.infer<typeof formHolidaySchema>;
export const availabilityStepSchema = z
  .object({
    isEveryDay: z.boolean(),
    days: z.array(z.object({ id: z.int().check(z.minimum(0), z.maximum(6)) })).check(z.minLength(1, WizardMsg.chooseAtLeastOne), z.maxLength(7)),
    timeSlots: z
      .array(z.object({ id: z.string().check(z.refine((s) => TIME_SLOT_OPTIONS.includes(s), Msg.invalidValue)), name: maxText(50) }))
      .check(z.minLength(1, WizardMsg.chooseAtLeastOne), z.maxLength(33)),
    holidays: z.array(formHolidaySchema).check(z.maxLength(100)),
    howFarCanGuetsBook: int(0, 11),
  })
  .check(
    z.superRefine((v, ctx) => {
      v.holidays.forEach((h, i) => {
        if (h.id < 0 && (!h.fromDate || !h.toDate)) issue(ctx, ['holidays', i, 'fromDate'], Msg.required);
        else if (h.fromDate && h.toDate && h.toDate < h.fromDate) issue(ctx, ['holidays', i, 'toDate'], WizardMsg.toAfterFrom);
      });
      if (new Set(v.timeSlots.map((t) => t.id)).size !== v.timeSlots.length) issue(ctx, ['timeSlots'], Msg.invalidValue);
    }),
  );
export type AvailabilityStep = z.infer<typeof availabilityStepSchema>;

export const activityLevelSchema = z.enum(['light', 'medium', 'moderate', 'strenuous']);
export const foodOptions = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export const drinkOptions = ['tea', 'coffee', 'juice', 'soda', 'iceCream'] as const;
export const activitiesStepSchema = z
  .object({
    activityLevelExpected: activityLevelSchema,
    includeActivities: z.boolean(),
    activities: z.nullable(z.array(idName).check(z.maxLength(50))),
    needSpecialSkill: z.boolean(),
    guestSpecialSkill: maxText(500),
    isAccessible: z.boolean(),
    needToBringSomething: z.boolean(),
    bringItems: maxText(250),
    thirdPartyRequired: z.boolean(),
    thirdPaty: maxText(250),
    guestPrepareBeforeArrival: maxText(500),
    whatIsIncluded: z.object({
      food: z.array(z.enum(foodOptions)),
      drinks: z.array(z.enum(drinkOptions)),
      equipment: z.array(bounded(1, 100)).check(z.maxLength(20)),
    }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.includeActivities && !(v.activities?.length ?? 0)) issue(ctx, ['activities'], WizardMsg.addAtLeastOne);
      if (v.needSpecialSkill && !v.guestSpecialSkill.trim()) issue(ctx, ['guestSpecialSkill'], Msg.required);
      if (v.needToBringSomething && !v.bringItems.trim()) issue(ctx, ['bringItems'], Msg.required);
      if (v.thirdPartyRequired && !v.thirdPaty.trim()) issue(ctx, ['thirdPaty'], Msg.required);
    }),
  );
export type ActivitiesStep = z.infer<typeof activitiesStepSchema>;

export const formAddOnSchema = z.object({
  id: itemId,
  name: bounded(2, 100),
  description: bounded(2, 50),
  quantity: int(1, 2147483647),
  price: money(),
  howWillTheGuestRecieve: maxText(250),
  image: z.nullable(formFileSchema),
});
export type FormAddOn = z.infer<typeof formAddOnSchema>;
export const addOnsStepSchema = z
  .object({ addAddOns: z.boolean(), addOns: z.array(formAddOnSchema).check(z.maxLength(20)) })
  .check(z.superRefine((v, ctx) => void (v.addAddOns && v.addOns.length === 0 && issue(ctx, ['addOns'], WizardMsg.addAtLeastOne))));
export type AddOnsStep = z.infer<typeof addOnsStepSchema>;

export const formCoHostSchema = z.object({
  id: itemId,
  name: bounded(2, 100),
  role: optionalBounded(2, 50),
  email: maxText(250).check(z.refine((s) => !s.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim()), Msg.invalidEmail)),
  imageId: z.nullable(formFileSchema),
});
export type FormCoHost = z.infer<typeof formCoHostSchema>;
export const coHostStepSchema = z
  .object({ addCoHost: z.boolean(), coHosts: z.array(formCoHostSchema).check(z.maxLength(10)) })
  .check(z.superRefine((v, ctx) => void (v.addCoHost && v.coHosts.length === 0 && issue(ctx, ['coHosts'], WizardMsg.addAtLeastOne))));
export type CoHostStep = z.infer<typeof coHostStepSchema>;

export const agendaItemSchema = z.object({
  id: itemId,
  imageMeta: z.nullable(formFileSchema),
  title: bounded(2, 100),
  topic: maxText(100),
  duration: duration().check(z.refine((s) => !isDuration(s) || durationToSeconds(s) > 0, WizardMsg.durationNonZero)),
});
export type FormAgendaItem = z.infer<typeof agendaItemSchema>;
export const agendaStepSchema = z.object({ items: z.array(agendaItemSchema).check(z.minLength(1, WizardMsg.addAtLeastOne), z.maxLength(30)) });
export type AgendaStep = z.infer<typeof agendaStepSchema>;

export const MEDIA_SLOTS = 6;
export const mediaStepSchema = z.object({
  media: z
    .array(z.nullable(formFileSchema))
    .check(z.length(MEDIA_SLOTS, Msg.invalidValue), z.refine((m) => m.some((x) => x !== null), WizardMsg.uploadAtLeastOneMedia)),
});
export type MediaStep = z.infer<typeof mediaStepSchema>;

export const guestRequirementsStepSchema = z
  .object({
    minAge: int(2, 100),
    kidsAllowed: z.boolean(),
    gender: z.array(z.enum(['male', 'female'])).check(z.minLength(1, WizardMsg.chooseAtLeastOne)),
    additionalRequirements: maxText(250),
    publicGuestCapacity: z.nullable(z.object({ min: int(1, 10_000, WizardMsg.atLeastOne), max: int(1, 10_000, WizardMsg.atLeastOne) })),
    instantBooking: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.publicGuestCapacity && v.publicGuestCapacity.max < v.publicGuestCapacity.min) issue(ctx, ['publicGuestCapacity', 'max'], WizardMsg.maxBelowMin);
    }),
  );
export type GuestRequirementsStep = z.infer<typeof guestRequirementsStepSchema>;

export const pricingStepSchema = z.object({
  price: money(),
  privatePrice: money(),
  maxGuestPerService: int(1, 10_000, WizardMsg.atLeastOne),
  extraGuestPrice: money(),
  allowPrivateBooking: z.boolean(),
  allowAddExtraGuests: z.boolean(),
});
export type PricingStep = z.infer<typeof pricingStepSchema>;

export const discountTypeIdSchema = z.enum(['percentage', 'fixed']);
export const formDiscountSchema = z
  .object({
    id: itemId,
    type: z.object({ id: discountTypeIdSchema }),
    value: money(),
    groupSizeMin: int(1, 10_000),
    groupSizeMax: int(1, 10_000),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.groupSizeMax < v.groupSizeMin) issue(ctx, ['groupSizeMax'], WizardMsg.maxBelowMin);
      if (v.type.id === 'percentage' && v.value > 100) issue(ctx, ['value'], WizardMsg.percentageCap);
    }),
  );
export type FormDiscount = z.infer<typeof formDiscountSchema>;
export const couponSchema = z
  .object({
    id: itemId,
    code: bounded(2, 50).check(z.refine((s) => /^[\p{L}\p{N}_-]*$/u.test(s.trim()), Msg.invalidValue)),
    name: bounded(2, 50),
    type: z.object({ id: discountTypeIdSchema }),
    value: money(),
    duration: z.object({ days: int(0, 999), hrs: int(0, 23), mins: int(0, 59) }),
    maxUsagePerUser: z.nullable(int(0, 1_000_000)),
  })
  .check(z.superRefine((v, ctx) => void (v.type.id === 'percentage' && v.value > 100 && issue(ctx, ['value'], WizardMsg.percentageCap))));
export type FormCoupon = z.infer<typeof couponSchema>;
export const discountsStepSchema = z
  .object({ discounts: z.array(formDiscountSchema).check(z.maxLength(20)), coupons: z.array(couponSchema).check(z.maxLength(50)) })
  .check(
    z.superRefine((v, ctx) => {
      const seen = new Map<string, number>();
      v.coupons.forEach((c, i) => {
        const key = c.code.trim().toLowerCase();
        if (seen.has(key)) issue(ctx, ['coupons', i, 'code'], Msg.invalidValue);
        seen.set(key, i);
      });
    }),
  );
export type DiscountsStep = z.infer<typeof discountsStepSchema>;

/** Lead-time options (spec §9): 7, 3, 1 days and whole hours 1–23; cut-off also "none". */
export const LEAD_TIME_OPTIONS: readonly string[] = ['7.00:00:00', '3.00:00:00', '1.00:00:00', ...Array.from({ length: 23 }, (_, i) => `${String(23 - i).padStart(2, '0')}:00:00`)];
export const CUT_OFF_OPTIONS: readonly string[] = [...LEAD_TIME_OPTIONS, '00:00:00'];
export const bookingDeadlinesStepSchema = z.object({
  cancelEventPeriod: z.string().check(z.refine((s) => LEAD_TIME_OPTIONS.includes(s), Msg.invalidValue)),
  guestCutOffPeriod: z.string().check(z.refine((s) => CUT_OFF_OPTIONS.includes(s), Msg.invalidValue)),
});
export type BookingDeadlinesStep = z.infer<typeof bookingDeadlinesStepSchema>;

export const cancellationPolicyOptionSchema = z.enum(['oneDay', 'threeDays', 'fiveDays']);
export const cancellationPolicyStepSchema = z.object({ cancellationPolicy: cancellationPolicyOptionSchema });
export type CancellationPolicyStep = z.infer<typeof cancellationPolicyStepSchema>;

export const sendTimeSchema = z.enum(['dayBefore', 'afterBooking', 'weekBefore']);
export const scheduledMessageSchema = z.object({
  id: itemId,
  title: bounded(5, 250),
  message: bounded(5, 500),
  sendTime: z.nullable(sendTimeSchema).check(z.refine((v) => v !== null, Msg.required)),
  filesIds: z.array(formFileSchema).check(z.maxLength(5)),
});
export type FormScheduledMessage = z.infer<typeof scheduledMessageSchema>;
export const hostingToolsStepSchema = z
  .object({ addMessages: z.boolean(), messages: z.array(scheduledMessageSchema).check(z.maxLength(10)), generateBarcode: z.boolean() })
  .check(z.superRefine((v, ctx) => void (v.addMessages && v.messages.length === 0 && issue(ctx, ['messages'], WizardMsg.addAtLeastOne))));
export type HostingToolsStep = z.infer<typeof hostingToolsStepSchema>;

// ---- the whole form ---------------------------------------------------------------------------

export interface ExperienceForm {
  /** set after the first server save (step 3) */
  id: number;
  mode: ExperienceMode;
  eventHighlightsStep: EventHighlightsStep;
  locationStep: LocationStep | null;
  onlineSetupStep: OnlineSetupStep | null;
  coverageDetailsStep: CoverageDetailsStep | null;
  scheduleStep: ScheduleStep;
  availabilityStep: AvailabilityStep;
  activitiesStep: ActivitiesStep;
  addOnsStep: AddOnsStep;
  coHostStep: CoHostStep;
  agendaStep: AgendaStep;
  media: MediaStep['media'];
  guestRequirementsStep: GuestRequirementsStep;
  pricingStep: PricingStep;
  discountsStep: DiscountsStep;
  bookingDeadlinesStep: BookingDeadlinesStep;
  cancellationPolicyStep: CancellationPolicyStep;
  hostingToolsStep: HostingToolsStep;
}

/** The steps that have a server operation, by the name of their form part (spec §7). */
export const stepKeys = [
  'eventHighlightsStep',
  'locationStep',
  'onlineSetupStep',
  'coverageDetailsStep',
  'scheduleStep',
  'availabilityStep',
  'activitiesStep',
  'addOnsStep',
  'coHostStep',
  'agendaStep',
  'media',
  'guestRequirementsStep',
  'pricingStep',
  'discountsStep',
  'bookingDeadlinesStep',
  'cancellationPolicyStep',
  'hostingToolsStep',
] as const;
export type StepKey = (typeof stepKeys)[number];

/** Each step's schema; `media` validates `{ media }`. */
export const stepSchemas = {
  eventHighlightsStep: eventHighlightsStepSchema,
  locationStep: locationStepSchema,
  onlineSetupStep: onlineSetupStepSchema,
  coverageDetailsStep: coverageDetailsStepSchema,
  scheduleStep: scheduleStepSchema,
  availabilityStep: availabilityStepSchema,
  activitiesStep: activitiesStepSchema,
  addOnsStep: addOnsStepSchema,
  coHostStep: coHostStepSchema,
  agendaStep: agendaStepSchema,
  media: mediaStepSchema,
  guestRequirementsStep: guestRequirementsStepSchema,
  pricingStep: pricingStepSchema,
  discountsStep: discountsStepSchema,
  bookingDeadlinesStep: bookingDeadlinesStepSchema,
  cancellationPolicyStep: cancellationPolicyStepSchema,
  hostingToolsStep: hostingToolsStepSchema,
} as const;

/** The step keys a mode uses, in wizard order (step 4 differs by mode). */
export function stepKeysFor(mode: ExperienceMode): StepKey[] {
  const fourth: StepKey = mode === 'atHost' ? 'locationStep' : mode === 'online' ? 'onlineSetupStep' : 'coverageDetailsStep';
  return stepKeys.filter((k) => !['locationStep', 'onlineSetupStep', 'coverageDetailsStep'].includes(k) || k === fourth);
}

/** The value a step validates: the step's part, or `{ media }` for the media step. */
export function stepValue(form: ExperienceForm, key: StepKey): unknown {
  return key === 'media' ? { media: form.media } : form[key];
}

/** Zod issues as the envelope's `fieldsErrors`: path joined with dots → message ids. */
export function issuesToFieldsErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || '_';
    const list = (out[key] ??= []);
    if (!list.includes(i.message)) list.push(i.message);
  }
  return out;
}

/** Validates one step; `null` when valid, otherwise its fieldsErrors. */
export function validateStep(key: StepKey, value: unknown): Record<string, string[]> | null {
  const r = stepSchemas[key].safeParse(value);
  return r.success ? null : issuesToFieldsErrors(r.error.issues);
}
