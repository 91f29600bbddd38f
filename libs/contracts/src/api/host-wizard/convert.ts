import { daysToMonths, durationFields, formatDuration, isDuration, monthsToDays, parseStartTime } from './duration';
import {
  formAddOnSchema,
  agendaItemSchema,
  formCoHostSchema,
  couponSchema,
  formDiscountSchema,
  MEDIA_SLOTS,
  scheduledMessageSchema,
  type ActivitiesStep,
  type AddOnsStep,
  type AvailabilityStep,
  type CoHostStep,
  type CoverageDetailsStep,
  type ExperienceForm,
  type ExperienceMode,
  type FormAddOn,
  type FormCoHost,
  type FormFile,
  type FormScheduledMessage,
  type GuestRequirementsStep,
  type HostingToolsStep,
  type LocationStep,
  type OnlineSetupStep,
  type PricingStep,
  type StepKey,
} from './form';
import type { ExperienceServer } from './server';

/**
 * Form ↔ server (host spec §4 "Load for edit", "Form to server conversion", "Mode switching",
 * "Toggles"). Pure functions shared by the wizard and the API: the wizard converts what `Draft/{id}`
 * answers into the form, the API converts each step's form data into the server shape it stores.
 */

export const DEFAULT_CAPACITY = { min: 1, max: 100 } as const;
export const modeTypeId: Record<ExperienceMode, number> = { atHost: 1, atGuest: 2, online: 3 };
export const modeOfTypeId = (id: number): ExperienceMode => (id === 2 ? 'atGuest' : id === 3 ? 'online' : 'atHost');

// ---- defaults ----------------------------------------------------------------------------------

export const emptyLocation = (): LocationStep => ({
  location: '',
  city: '',
  meetingLocationDifferent: false,
  meetingLocation: '',
  locationLongitude: null,
  locationLatitude: null,
  meetingLocationLongitude: null,
  meetingLocationLatitude: null,
  provideTransportation: false,
  vehicleType: '',
  transportationPriceIncluded: true,
  transportationPrice: 0,
});
export const emptyOnlineSetup = (): OnlineSetupStep => ({ platform: '', sessionLink: '', hostTimeZone: null, recommendedDevices: [], otherPreparations: false, instructions: '' });
export const emptyCoverage = (): CoverageDetailsStep => ({ regions: [], additionalTravelCosts: 0 });
export const blankAddOn = (): FormAddOn => ({ id: null, name: '', description: '', quantity: 1, price: 0, howWillTheGuestRecieve: '', image: null });
export const blankCoHost = (): FormCoHost => ({ id: null, name: '', role: '', email: '', imageId: null });
export const blankMessage = (): FormScheduledMessage => ({ id: null, title: '', message: '', sendTime: null, filesIds: [] });
export const blankAgendaItem = () => ({ id: null, imageMeta: null, title: '', topic: '', duration: '00:30:00' });

/** A new form (add mode, spec §3 and §9 defaults). */
export function emptyForm(mode: ExperienceMode = 'atHost'): ExperienceForm {
  return {
    id: 0,
    mode,
    eventHighlightsStep: { name: '', description: '', eventType: null, keyWords: [], languages: ['en'] },
    locationStep: mode === 'atHost' ? emptyLocation() : null,
    onlineSetupStep: mode === 'online' ? emptyOnlineSetup() : null,
    coverageDetailsStep: mode === 'atGuest' ? emptyCoverage() : null,
    scheduleStep: { duration: '01:00:00', guestArrivalTime: '00:00:00' },
    availabilityStep: { isEveryDay: false, days: [], timeSlots: [], holidays: [], howFarCanGuetsBook: 1 },
    activitiesStep: {
      activityLevelExpected: 'light',
      includeActivities: false,
      activities: null,
      needSpecialSkill: false,
      guestSpecialSkill: '',
      isAccessible: false,
      needToBringSomething: false,
      bringItems: '',
      thirdPartyRequired: false,
      thirdPaty: '',
      guestPrepareBeforeArrival: '',
      whatIsIncluded: { food: [], drinks: [], equipment: [] },
    },
    addOnsStep: { addAddOns: false, addOns: [] },
    coHostStep: { addCoHost: false, coHosts: [] },
    agendaStep: { items: [] },
    media: Array.from({ length: MEDIA_SLOTS }, () => null),
    guestRequirementsStep: {
      minAge: 2,
      kidsAllowed: true,
      gender: ['male', 'female'],
      additionalRequirements: '',
      publicGuestCapacity: mode === 'atGuest' ? null : { ...DEFAULT_CAPACITY },
      instantBooking: false,
    },
    pricingStep: { price: 0, privatePrice: 0, maxGuestPerService: 1, extraGuestPrice: 0, allowPrivateBooking: false, allowAddExtraGuests: false },
    discountsStep: { discounts: [], coupons: [] },
    bookingDeadlinesStep: { cancelEventPeriod: '1.00:00:00', guestCutOffPeriod: '00:00:00' },
    cancellationPolicyStep: { cancellationPolicy: 'fiveDays' },
    hostingToolsStep: { addMessages: false, messages: [], generateBarcode: true },
  };
}

// ---- mode switching and toggles (§4) ------------------------------------------------------------

/** Switching mode resets the mode-specific steps (§4 "Mode switching"). */
export function switchMode(form: ExperienceForm, mode: ExperienceMode): ExperienceForm {
  const capacity = mode === 'atGuest' ? null : { ...DEFAULT_CAPACITY };
  return {
    ...form,
    mode,
    locationStep: mode === 'atHost' ? (form.mode === 'atHost' && form.locationStep ? form.locationStep : emptyLocation()) : null,
    onlineSetupStep: mode === 'online' ? (form.mode === 'online' && form.onlineSetupStep ? form.onlineSetupStep : emptyOnlineSetup()) : null,
    coverageDetailsStep: mode === 'atGuest' ? (form.mode === 'atGuest' && form.coverageDetailsStep ? form.coverageDetailsStep : emptyCoverage()) : null,
    scheduleStep: mode === 'online' ? { ...form.scheduleStep, guestArrivalTime: '00:00:00' } : form.scheduleStep,
    guestRequirementsStep: { ...form.guestRequirementsStep, publicGuestCapacity: form.mode === mode ? form.guestRequirementsStep.publicGuestCapacity : capacity },
  };
}

export const toggles = {
  /** on: one empty message; off: none */
  addMessages: (s: HostingToolsStep, on: boolean): HostingToolsStep => ({ ...s, addMessages: on, messages: on ? [blankMessage()] : [] }),
  /** off clears the meeting point */
  meetingLocationDifferent: (s: LocationStep, on: boolean): LocationStep =>
    on ? { ...s, meetingLocationDifferent: true } : { ...s, meetingLocationDifferent: false, meetingLocation: '', meetingLocationLatitude: null, meetingLocationLongitude: null },
  /** included: the separate price is 0 (its error goes with it, the field is disabled) */
  transportationPriceIncluded: (s: LocationStep, on: boolean): LocationStep => ({ ...s, transportationPriceIncluded: on, transportationPrice: on ? 0 : s.transportationPrice }),
  allowPrivateBooking: (s: PricingStep, on: boolean): PricingStep => ({ ...s, allowPrivateBooking: on, privatePrice: 0 }),
  allowAddExtraGuests: (s: PricingStep, on: boolean): PricingStep => ({ ...s, allowAddExtraGuests: on, extraGuestPrice: 0 }),
  /** on: an empty list to fill; off: none */
  includeActivities: (s: ActivitiesStep, on: boolean): ActivitiesStep => ({ ...s, includeActivities: on, activities: on ? [] : null }),
  needSpecialSkill: (s: ActivitiesStep, on: boolean): ActivitiesStep => ({ ...s, needSpecialSkill: on, guestSpecialSkill: on ? s.guestSpecialSkill : '' }),
  needToBringSomething: (s: ActivitiesStep, on: boolean): ActivitiesStep => ({ ...s, needToBringSomething: on, bringItems: on ? s.bringItems : '' }),
  thirdPartyRequired: (s: ActivitiesStep, on: boolean): ActivitiesStep => ({ ...s, thirdPartyRequired: on, thirdPaty: on ? s.thirdPaty : '' }),
  addAddOns: (s: AddOnsStep, on: boolean): AddOnsStep => ({ addAddOns: on, addOns: on ? [blankAddOn()] : [] }),
  addCoHost: (s: CoHostStep, on: boolean): CoHostStep => ({ addCoHost: on, coHosts: on ? [blankCoHost()] : [] }),
  /** "every day" selects all seven days; unticking it keeps the days chosen so far */
  isEveryDay: (s: AvailabilityStep, on: boolean): AvailabilityStep => ({ ...s, isEveryDay: on, days: on ? [0, 1, 2, 3, 4, 5, 6].map((id) => ({ id })) : s.days }),
} as const;

/** The first add-on and the first co-host cannot be removed (§4). */
export const canRemoveItem = (index: number): boolean => index > 0;

// ---- form → server ------------------------------------------------------------------------------

const keep = <T>(items: readonly T[], schema: { safeParse(v: unknown): { success: boolean } }): T[] | null => {
  const valid = items.filter((i) => schema.safeParse(i).success);
  return valid.length ? valid : null;
};
const fileOut = (f: FormFile | null) => (f ? { fileMetaId: f.fileMetaId, relativePath: f.relativePath, contentType: f.contentType, sizeInBytes: f.sizeInBytes } : null);
const trimOrNull = (s: string) => (s.trim() ? s.trim() : null);
const POLICY = { oneDay: 'oneDay', threeDays: 'threeDays', fiveDays: 'fiveDays' } as const;

/** The languages the highlights step offers (host spec §2 step 3: English, Arabic). */
export const WIZARD_LANGUAGES = ['en', 'ar'] as const;
export type WizardLanguage = (typeof WIZARD_LANGUAGES)[number];
const isWizardLanguage = (l: string): l is WizardLanguage => (WIZARD_LANGUAGES as readonly string[]).includes(l);

/**
 * The highlights step's choice applied to what is stored. The step shows En and Ar only, so a
 * language it does not show (a catalogue listing's "fr") is not the host's to remove by saving:
 * it is kept, after the chosen ones. (Removing one is the catalogue's business, not the wizard's.)
 */
export function applyLanguageChoice(chosen: readonly string[], stored: readonly string[] | null | undefined): string[] {
  return [...chosen.filter(isWizardLanguage), ...otherLanguages(stored)];
}

/** The stored languages the highlights step does not offer (kept on save; the step names them). */
export function otherLanguages(stored: readonly string[] | null | undefined): string[] {
  return (stored ?? []).filter((l, i, all) => !isWizardLanguage(l) && all.indexOf(l) === i);
}

/** One step's form data as the server parts it sets (what a step operation stores). */
export function stepToServer(key: StepKey, value: unknown, mode: ExperienceMode): ExperienceServer {
  switch (key) {
    case 'eventHighlightsStep': {
      const v = value as ExperienceForm['eventHighlightsStep'];
      return {
        type: { id: modeTypeId[mode], name: mode },
        name: v.name.trim(),
        description: v.description.trim(),
        experienceCategory: v.eventType,
        keywords: v.keyWords.map((k) => k.trim()).filter(Boolean),
        languages: v.languages,
      };
    }
    case 'locationStep': {
      const v = value as LocationStep;
      return {
        hostLocationSetup: {
          locationName: v.location.trim(),
          cityName: v.city.trim(),
          locationLatitude: v.locationLatitude,
          locationLongitude: v.locationLongitude,
          isMeetingLocationDifferentFromEvent: v.meetingLocationDifferent,
          meetingLocationName: v.meetingLocationDifferent ? trimOrNull(v.meetingLocation) : null,
          meetingLocationLatitude: v.meetingLocationDifferent ? v.meetingLocationLatitude : null,
          meetingLocationLongitude: v.meetingLocationDifferent ? v.meetingLocationLongitude : null,
          provideTransportation: v.provideTransportation,
          vehicleType: v.provideTransportation ? trimOrNull(v.vehicleType) : null,
          transportationFeesIncluded: v.provideTransportation ? v.transportationPriceIncluded : true,
          transportationFees: v.provideTransportation && !v.transportationPriceIncluded ? v.transportationPrice : 0,
        },
        transportationFees: v.provideTransportation && !v.transportationPriceIncluded ? v.transportationPrice : 0,
        onlineSetup: null,
        guestLocationSetup: null,
      };
    }
    case 'onlineSetupStep': {
      const v = value as OnlineSetupStep;
      const has = (d: string) => v.recommendedDevices.includes(d as never);
      return {
        onlineSetup: {
          platform: v.platform.trim(),
          link: v.sessionLink.trim(),
          timezone: v.hostTimeZone,
          laptop: has('laptop'),
          desktop: has('desktop'),
          smartphone: has('smartphone'),
          tablet: has('tablet'),
          smartTV: has('smartTV'),
          requireDevice: v.otherPreparations,
          instructions: trimOrNull(v.instructions),
        },
        hostLocationSetup: null,
        guestLocationSetup: null,
        guestArrivalBefore: '00:00:00',
      };
    }
    case 'coverageDetailsStep': {
      const v = value as CoverageDetailsStep;
      return { guestLocationSetup: { travelRegions: v.regions.map((r) => ({ id: r.id, name: r.name.trim() })), travelCost: v.additionalTravelCosts }, hostLocationSetup: null, onlineSetup: null };
    }
    case 'scheduleStep': {
      const v = value as ExperienceForm['scheduleStep'];
      return { experienceDuration: v.duration, guestArrivalBefore: mode === 'online' ? '00:00:00' : v.guestArrivalTime };
    }
    case 'availabilityStep': {
      const v = value as AvailabilityStep;
      const days = v.isEveryDay ? [0, 1, 2, 3, 4, 5, 6] : [...new Set(v.days.map((d) => d.id))].sort();
      return {
        availability: {
          days,
          timeSlots: v.timeSlots.map((t) => ({ time: `${t.id}:00`, customName: trimOrNull(t.name) })).sort((a, b) => a.time.localeCompare(b.time)),
          holidays: v.holidays.map((h) => ({ id: h.id, name: h.name.trim(), fromDate: h.fromDate ?? null, toDate: h.toDate ?? null })),
          advanceGuestBookTime: monthsToDays(v.howFarCanGuetsBook),
        },
        guestAdvanceBookingPeriodInMonths: v.howFarCanGuetsBook,
      };
    }
    case 'activitiesStep': {
      const v = value as ActivitiesStep;
      return {
        activityLevel: v.activityLevelExpected,
        activities: v.includeActivities ? (v.activities ?? []) : null,
        guestSpecialSkill: v.needSpecialSkill ? trimOrNull(v.guestSpecialSkill) : null,
        isAccessible: v.isAccessible,
        guestBring: v.needToBringSomething ? trimOrNull(v.bringItems) : null,
        thirdpartyTicketPermit: v.thirdPartyRequired ? trimOrNull(v.thirdPaty) : null,
        guestPreparationBeforeYourArrival: trimOrNull(v.guestPrepareBeforeArrival),
        includedFood: v.whatIsIncluded.food,
        includedDrinks: v.whatIsIncluded.drinks,
        includedEquipments: v.whatIsIncluded.equipment.map((e) => e.trim()).filter(Boolean),
      };
    }
    case 'addOnsStep': {
      const v = value as AddOnsStep;
      const items = v.addAddOns ? keep(v.addOns, formAddOnSchema) : null;
      return {
        addOns:
          items?.map((a) => ({
            id: a.id !== null && a.id > 0 ? a.id : null,
            name: a.name.trim(),
            qty: a.quantity,
            totalPrice: a.price,
            imageMeta: fileOut(a.image),
            deliveryInstructions: mode === 'atHost' ? null : trimOrNull(a.howWillTheGuestRecieve),
            description: a.description.trim(),
          })) ?? null,
      };
    }
    case 'coHostStep': {
      const v = value as CoHostStep;
      const items = v.addCoHost ? keep(v.coHosts, formCoHostSchema) : null;
      return {
        coHosts:
          items?.map((c) => ({ id: c.id !== null && c.id > 0 ? c.id : null, name: c.name.trim(), role: trimOrNull(c.role), email: trimOrNull(c.email)?.toLowerCase() ?? null, imageMeta: fileOut(c.imageId) })) ??
          null,
      };
    }
    case 'agendaStep': {
      const v = value as ExperienceForm['agendaStep'];
      return {
        agendaEntries: (keep(v.items, agendaItemSchema) ?? []).map((a) => ({ id: a.id !== null && a.id > 0 ? a.id : null, title: a.title.trim(), topic: trimOrNull(a.topic), duration: a.duration, imageMeta: fileOut(a.imageMeta) })),
      };
    }
    case 'media': {
      const v = value as { media: (FormFile | null)[] };
      return { imagesMeta: v.media.filter((m): m is FormFile => m !== null).map((m) => fileOut(m)!) };
    }
    case 'guestRequirementsStep': {
      const v = value as GuestRequirementsStep;
      const capacity = mode === 'atGuest' ? null : (v.publicGuestCapacity ?? DEFAULT_CAPACITY);
      return {
        guestMinimumAge: v.minAge,
        guestCanBringUnder2YearsOld: v.kidsAllowed,
        guestIsMale: v.gender.includes('male'),
        guestIsFemale: v.gender.includes('female'),
        guestAdditionalRequirements: trimOrNull(v.additionalRequirements),
        guestCapacityMinimum: capacity?.min ?? null,
        guestCapacityMaximum: capacity?.max ?? null,
        instantBooking: v.instantBooking,
      };
    }
    case 'pricingStep': {
      const v = value as PricingStep;
      // atGuest experiences have no public capacity: a booking is always for the guest's own group
      const isPrivate = mode === 'atGuest' || v.allowPrivateBooking;
      return {
        price: v.price,
        willHostPrivateEvent: isPrivate,
        privateEventPrice: isPrivate ? (v.allowPrivateBooking ? v.privatePrice : v.price) : null,
        privateGuestCapacityMinimum: isPrivate ? 1 : null,
        privateGuestCapacityMaximum: isPrivate ? v.maxGuestPerService : null,
        additionalGuestCost: v.allowAddExtraGuests ? v.extraGuestPrice : null,
      };
    }
    case 'discountsStep': {
      const v = value as ExperienceForm['discountsStep'];
      return {
        discounts: keep(v.discounts, formDiscountSchema)?.map((d, i) => ({ id: d.id !== null && d.id > 0 ? d.id : i + 1, type: d.type.id, value: d.value, groupSizeMin: d.groupSizeMin, groupSizeMax: d.groupSizeMax })) ?? null,
        coupons:
          keep(v.coupons, couponSchema)?.map((c) => ({
            id: c.id !== null && c.id > 0 ? c.id : null,
            code: c.code.trim(),
            name: c.name.trim(),
            type: c.type.id,
            value: c.value,
            duration: c.duration,
            maxUsagePerUser: c.maxUsagePerUser,
          })) ?? null,
      };
    }
    case 'bookingDeadlinesStep': {
      const v = value as ExperienceForm['bookingDeadlinesStep'];
      return { cancelEventPeriod: v.cancelEventPeriod, guestCutOffPeriod: v.guestCutOffPeriod };
    }
    case 'cancellationPolicyStep':
      return { cancellationPolicy: POLICY[(value as ExperienceForm['cancellationPolicyStep']).cancellationPolicy] };
    case 'hostingToolsStep': {
      const v = value as HostingToolsStep;
      const items = v.addMessages ? keep(v.messages, scheduledMessageSchema) : null;
      return {
        generateGuestQRCode: v.generateBarcode,
        messages: items?.map((m) => ({ id: m.id !== null && m.id > 0 ? m.id : null, title: m.title.trim(), message: m.message.trim(), filesMeta: m.filesIds.map((f) => fileOut(f)!), sendTime: m.sendTime! })) ?? null,
      };
    }
  }
}

/** The whole form as the server shape (§4 "Form to server conversion"). */
export function formToServer(form: ExperienceForm): ExperienceServer {
  const out: ExperienceServer = { id: form.id || undefined, type: { id: modeTypeId[form.mode], name: form.mode } };
  const parts: [StepKey, unknown][] = [
    ['eventHighlightsStep', form.eventHighlightsStep],
    ...(form.mode === 'atHost' && form.locationStep ? [['locationStep', form.locationStep] as [StepKey, unknown]] : []),
    ...(form.mode === 'online' && form.onlineSetupStep ? [['onlineSetupStep', form.onlineSetupStep] as [StepKey, unknown]] : []),
    ...(form.mode === 'atGuest' && form.coverageDetailsStep ? [['coverageDetailsStep', form.coverageDetailsStep] as [StepKey, unknown]] : []),
    ['scheduleStep', form.scheduleStep],
    ['availabilityStep', form.availabilityStep],
    ['activitiesStep', form.activitiesStep],
    ['addOnsStep', form.addOnsStep],
    ['coHostStep', form.coHostStep],
    ['agendaStep', form.agendaStep],
    ['media', { media: form.media }],
    ['guestRequirementsStep', form.guestRequirementsStep],
    ['pricingStep', form.pricingStep],
    ['discountsStep', form.discountsStep],
    ['bookingDeadlinesStep', form.bookingDeadlinesStep],
    ['cancellationPolicyStep', form.cancellationPolicyStep],
    ['hostingToolsStep', form.hostingToolsStep],
  ];
  for (const [key, value] of parts) Object.assign(out, stepToServer(key, value, form.mode));
  if (form.mode !== 'atHost') out.hostLocationSetup = null;
  if (form.mode !== 'online') out.onlineSetup = null;
  if (form.mode !== 'atGuest') out.guestLocationSetup = null;
  return out;
}

// ---- server → form ------------------------------------------------------------------------------

const fileIn = (f: { fileMetaId: string; relativePath: string; contentType?: string; sizeInBytes?: number } | null | undefined): FormFile | null =>
  f ? { fileMetaId: f.fileMetaId, relativePath: f.relativePath, ...(f.contentType ? { contentType: f.contentType } : {}), ...(f.sizeInBytes !== undefined ? { sizeInBytes: f.sizeInBytes } : {}) } : null;
const safeDuration = (s: string | null | undefined, fallback: string) => (s && isDuration(s) ? s : fallback);
/** A stored duration as one of the offered choices (seconds dropped, days kept). */
const asOption = (s: string | null | undefined, options: readonly string[], fallback: string) => {
  const d = safeDuration(s, fallback);
  const f = durationFields(d);
  const canonical = formatDuration(f);
  return options.includes(canonical) ? canonical : fallback;
};

/** An experience read from the server as the form (§4 "Load for edit": defaults for what is missing). */
export function serverToForm(s: ExperienceServer): ExperienceForm {
  const mode = modeOfTypeId(s.type?.id ?? 1);
  const base = emptyForm(mode);
  const hl = s.hostLocationSetup;
  const on = s.onlineSetup;
  const av = s.availability;
  const images = (s.imagesMeta ?? []).slice(0, MEDIA_SLOTS).map(fileIn);
  const capacity = mode === 'atGuest' ? null : { min: s.guestCapacityMinimum ?? DEFAULT_CAPACITY.min, max: s.guestCapacityMaximum ?? DEFAULT_CAPACITY.max };
  return {
    ...base,
    id: s.id ?? 0,
    eventHighlightsStep: {
      name: s.name ?? '',
      description: s.description ?? '',
      eventType: s.experienceCategory ?? null,
      keyWords: s.keywords ?? [],
      // the step's choices only; the others stay on the server (applyLanguageChoice)
      languages: (s.languages ?? []).filter(isWizardLanguage).length ? (s.languages ?? []).filter(isWizardLanguage) : ['en'],
    },
    locationStep:
      mode !== 'atHost'
        ? null
        : hl
          ? {
              location: hl.locationName,
              city: hl.cityName,
              meetingLocationDifferent: hl.isMeetingLocationDifferentFromEvent,
              meetingLocation: hl.meetingLocationName ?? '',
              locationLongitude: hl.locationLongitude,
              locationLatitude: hl.locationLatitude,
              meetingLocationLongitude: hl.meetingLocationLongitude,
              meetingLocationLatitude: hl.meetingLocationLatitude,
              provideTransportation: hl.provideTransportation,
              vehicleType: hl.vehicleType ?? '',
              transportationPriceIncluded: hl.transportationFeesIncluded,
              transportationPrice: hl.transportationFeesIncluded ? 0 : hl.transportationFees,
            }
          : emptyLocation(),
    onlineSetupStep:
      mode !== 'online'
        ? null
        : on
          ? {
              platform: on.platform,
              sessionLink: on.link,
              hostTimeZone: on.timezone,
              recommendedDevices: (['laptop', 'desktop', 'smartphone', 'tablet', 'smartTV'] as const).filter((d) => on[d]),
              otherPreparations: on.requireDevice,
              instructions: on.instructions ?? '',
            }
          : emptyOnlineSetup(),
    coverageDetailsStep:
      mode !== 'atGuest' ? null : s.guestLocationSetup ? { regions: s.guestLocationSetup.travelRegions, additionalTravelCosts: s.guestLocationSetup.travelCost } : emptyCoverage(),
    scheduleStep: {
      duration: safeDuration(s.experienceDuration, '01:00:00'),
      guestArrivalTime: mode === 'online' ? '00:00:00' : ((['00:00:00', '00:15:00', '00:30:00'] as const).find((o) => o === s.guestArrivalBefore) ?? '00:00:00'),
    },
    availabilityStep: av
      ? {
          isEveryDay: new Set(av.days).size === 7,
          days: [...new Set(av.days)].sort().map((id) => ({ id })),
          timeSlots: av.timeSlots.map((t) => {
            const minutes = parseStartTime(t.time);
            return { id: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, name: t.customName ?? '' };
          }),
          holidays: av.holidays.map((h) => ({ id: h.id, name: h.name, fromDate: h.fromDate, toDate: h.toDate })),
          howFarCanGuetsBook: Math.min(11, daysToMonths(av.advanceGuestBookTime)),
        }
      : { isEveryDay: false, days: [], timeSlots: [], holidays: [], howFarCanGuetsBook: 0 },
    activitiesStep: {
      activityLevelExpected: s.activityLevel ?? 'light',
      includeActivities: s.activities !== null && s.activities !== undefined,
      activities: s.activities ?? null,
      needSpecialSkill: !!s.guestSpecialSkill,
      guestSpecialSkill: s.guestSpecialSkill ?? '',
      isAccessible: s.isAccessible ?? false,
      needToBringSomething: !!s.guestBring,
      bringItems: s.guestBring ?? '',
      thirdPartyRequired: !!s.thirdpartyTicketPermit,
      thirdPaty: s.thirdpartyTicketPermit ?? '',
      guestPrepareBeforeArrival: s.guestPreparationBeforeYourArrival ?? '',
      whatIsIncluded: {
        food: (s.includedFood ?? []).filter((f): f is ActivitiesStep['whatIsIncluded']['food'][number] => ['breakfast', 'lunch', 'dinner', 'snacks'].includes(f)),
        drinks: (s.includedDrinks ?? []).filter((d): d is ActivitiesStep['whatIsIncluded']['drinks'][number] => ['tea', 'coffee', 'juice', 'soda', 'iceCream'].includes(d)),
        equipment: s.includedEquipments ?? [],
      },
    },
    addOnsStep: s.addOns?.length
      ? {
          addAddOns: true,
          addOns: s.addOns.map((a) => ({ id: a.id, name: a.name, description: a.description, quantity: a.qty, price: a.totalPrice, howWillTheGuestRecieve: a.deliveryInstructions ?? '', image: fileIn(a.imageMeta) })),
        }
      : { addAddOns: false, addOns: [] },
    coHostStep: s.coHosts?.length
      ? { addCoHost: true, coHosts: s.coHosts.map((c) => ({ id: c.id, name: c.name, role: c.role ?? '', email: c.email ?? '', imageId: fileIn(c.imageMeta) })) }
      : { addCoHost: false, coHosts: [] },
    agendaStep: { items: (s.agendaEntries ?? []).map((a, i) => ({ id: a.id ?? -(i + 1), imageMeta: fileIn(a.imageMeta), title: a.title, topic: a.topic ?? '', duration: safeDuration(a.duration, '00:30:00') })) },
    media: [...images, ...Array.from({ length: MEDIA_SLOTS - images.length }, () => null)],
    guestRequirementsStep: {
      minAge: s.guestMinimumAge ?? 2,
      kidsAllowed: s.guestCanBringUnder2YearsOld ?? true,
      gender: [...((s.guestIsMale ?? true) ? (['male'] as const) : []), ...((s.guestIsFemale ?? true) ? (['female'] as const) : [])],
      additionalRequirements: s.guestAdditionalRequirements ?? '',
      publicGuestCapacity: capacity,
      instantBooking: s.instantBooking ?? false,
    },
    pricingStep: {
      price: s.price ?? 0,
      allowPrivateBooking: mode === 'atGuest' ? (s.willHostPrivateEvent ?? false) && (s.privateEventPrice ?? 0) !== (s.price ?? 0) : (s.willHostPrivateEvent ?? false),
      privatePrice: s.willHostPrivateEvent ? (s.privateEventPrice ?? 0) : 0,
      maxGuestPerService: s.privateGuestCapacityMaximum ?? 1,
      allowAddExtraGuests: s.additionalGuestCost !== null && s.additionalGuestCost !== undefined,
      extraGuestPrice: s.additionalGuestCost ?? 0,
    },
    discountsStep: {
      discounts: (s.discounts ?? []).map((d) => ({ id: d.id, type: { id: d.type }, value: d.value, groupSizeMin: d.groupSizeMin, groupSizeMax: d.groupSizeMax })),
      coupons: (s.coupons ?? []).map((c) => ({ id: c.id, code: c.code, name: c.name, type: { id: c.type }, value: c.value, duration: c.duration, maxUsagePerUser: c.maxUsagePerUser })),
    },
    bookingDeadlinesStep: {
      cancelEventPeriod: asOption(s.cancelEventPeriod, ['7.00:00:00', '3.00:00:00', '1.00:00:00', ...Array.from({ length: 23 }, (_, i) => `${String(23 - i).padStart(2, '0')}:00:00`)], '1.00:00:00'),
      guestCutOffPeriod: asOption(s.guestCutOffPeriod, ['7.00:00:00', '3.00:00:00', '1.00:00:00', '00:00:00', ...Array.from({ length: 23 }, (_, i) => `${String(23 - i).padStart(2, '0')}:00:00`)], '00:00:00'),
    },
    cancellationPolicyStep: { cancellationPolicy: s.cancellationPolicy ?? 'fiveDays' },
    hostingToolsStep: s.messages?.length
      ? {
          addMessages: true,
          messages: s.messages.map((m) => ({ id: m.id, title: m.title, message: m.message, sendTime: m.sendTime, filesIds: m.filesMeta.map((f) => fileIn(f)!) })),
          generateBarcode: s.generateGuestQRCode ?? true,
        }
      : { addMessages: false, messages: [], generateBarcode: s.generateGuestQRCode ?? true },
  };
}
