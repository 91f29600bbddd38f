import {
  ApiMsg,
  applyLanguageChoice,
  ExperienceStatusId,
  Msg,
  WizardMsg,
  durationToMinutes,
  experienceServerSchema,
  filePath,
  issuesToFieldsErrors,
  minutesToDuration,
  modeOfTypeId,
  modeTypeId,
  serverToForm,
  stepKeysFor,
  stepSchemas,
  stepToServer,
  stepValue,
  type ExperienceMode,
  type ExperienceServer,
  type HostExperienceRow,
  type ModerationDecision,
  type SubmissionKind,
  type StepKey,
} from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { NUMERIC_ID, type OwnedResource } from '../lib/access';
import { AppError, notFound } from '../lib/errors';
import { catalogueRepository } from '../repositories/catalogue';
import type { LangSuffix } from '../repositories/catalogue-search';
import { hostExperiencesRepository, type HostListRow, type ListingChildren, type ListingColumns } from '../repositories/host-experiences';
import { normalizeSearch } from './catalogue-text';
import { platformNow } from './catalogue-dates';
import { experiencePriceFields, finalPriceOf, priceBreakdown, type FeeConfig } from './pricing';
import { timeZones } from './reference-data';
import type { Notify } from './notifications';

/**
 * The host wizard's server side (host spec §4, §7): step operations merge a validated step into the
 * experience's working copy (`draft`, the server shape); whole-form operations save several steps
 * at once, or submit; staff decide on submissions, and approval writes the listing guests search.
 * A host reaches only their own experiences (someone else's looks missing: 404).
 */

const STATUS_NAMES = { 1: 'draft', 2: 'pending', 3: 'rejected', 4: 'resubmit', 5: 'approved', 6: 'pause' } as const;
const statusOf = (id: number) => ({ id, name: STATUS_NAMES[id as 1] ?? 'draft' });
const LEVEL_IDS = { light: 1, medium: 2, moderate: 3, strenuous: 4 } as const;
const POLICY_IDS = { oneDay: 1, threeDays: 2, fiveDays: 3 } as const;
const SAUDI_CENTRE = { lat: 23.89, lng: 45.08 };
const bi = (s: string | null | undefined) => (s ? { en: s, ar: s } : null);
const fileIdOf = (relativePath: string) => relativePath.split('/').pop() ?? relativePath;

/** Parts of the server shape each step owns (cleared when the step stores nothing for them). */
const EXCLUSIVE_PARTS: ReadonlyArray<keyof ExperienceServer> = ['hostLocationSetup', 'onlineSetup', 'guestLocationSetup'];

export interface HostExperiencesDeps {
  sql: SqlClient;
  clock: Clock;
  fees: FeeConfig;
  notify?: Notify;
  /** sends the decision e-mail (the outbox in development) */
  mail?: (userId: number, subject: { en: string; ar: string }, body: { en: string; ar: string }) => Promise<void>;
}

const validationFailed = (fieldsErrors: Record<string, string[]>, code: string = ApiMsg.validationFailed) => new AppError(code, 400, fieldsErrors);

export function hostExperiencesService({ sql, clock, fees, notify }: HostExperiencesDeps) {
  const repo = hostExperiencesRepository(sql);
  const catalogue = catalogueRepository(sql);

  /** The caller's experience, or 404 (a missing one and someone else's look the same). */
  async function own(id: number, userId: number) {
    const row = await repo.owned(id);
    if (!row || row.hostId !== userId) throw notFound();
    return row;
  }

  /** Checks what a schema cannot: references to the catalogue and uploaded files. Resolves new holidays and regions. */
  async function checkReferences(key: StepKey, data: Record<string, unknown>, userId: number, lang: LangSuffix): Promise<Record<string, unknown>> {
    const errors: Record<string, string[]> = {};
    const add = (k: string, m: string) => void (errors[k] ??= []).push(m);
    // Pictures everywhere; a scheduled message may also carry a PDF for its guests.
    const files: { path: string; id: string; pdf?: boolean }[] = [];
    const collect = (path: string, f: unknown, pdf = false) => {
      if (f && typeof f === 'object' && 'fileMetaId' in f) files.push({ path, id: String((f as { fileMetaId: string }).fileMetaId), pdf });
    };
    let out = data;
    switch (key) {
      case 'eventHighlightsStep': {
        const t = data.eventType as { id: number } | null;
        const cat = t ? await repo.activeCategory(t.id, lang) : null;
        if (!cat) add('eventType', Msg.invalidValue);
        else out = { ...data, eventType: { id: cat.id, name: cat.name } };
        break;
      }
      case 'onlineSetupStep': {
        const tz = data.hostTimeZone as { id: number } | null;
        const found = tz ? timeZones.find((z) => z.id === tz.id) : undefined;
        if (!found) add('hostTimeZone', Msg.invalidValue);
        else out = { ...data, hostTimeZone: { id: found.id, displayName: lang === 'ar' ? found.displayNameAr : found.displayNameEn, baseUtcOffset: found.baseUtcOffset } };
        break;
      }
      case 'coverageDetailsStep': {
        const regions = data.regions as { id: number | null; name: string }[];
        const known = await repo.existingIds('regions', regions.flatMap((r) => (r.id !== null ? [r.id] : [])));
        regions.forEach((r, i) => r.id !== null && !known.has(r.id) && add(`regions.${i}`, Msg.invalidValue));
        if (!Object.keys(errors).length) {
          const resolved = [];
          for (const r of regions) {
            resolved.push(r.id !== null ? r : { id: await repo.createRegion(userId, r.name.trim(), normalizeSearch(r.name), SAUDI_CENTRE.lat, SAUDI_CENTRE.lng), name: r.name.trim() });
          }
          out = { ...data, regions: resolved };
        }
        break;
      }
      case 'availabilityStep': {
        const holidays = data.holidays as { id: number; name: string; fromDate?: string | null; toDate?: string | null }[];
        const visible = await repo.visibleHolidayIds(userId, holidays.filter((h) => h.id > 0).map((h) => h.id));
        holidays.forEach((h, i) => h.id > 0 && !visible.has(h.id) && add(`holidays.${i}`, Msg.invalidValue));
        if (!Object.keys(errors).length) {
          const resolved = [];
          // A new holiday (temporary negative id) becomes the host's own holiday.
          for (const h of holidays) resolved.push(h.id > 0 ? h : { ...h, id: await repo.createHoliday(userId, h.name.trim(), h.fromDate!, h.toDate!) });
          out = { ...data, holidays: resolved };
        }
        break;
      }
      case 'activitiesStep': {
        const acts = (data.activities as { id: number }[] | null) ?? [];
        const known = await repo.existingIds('activities', acts.map((a) => a.id));
        acts.forEach((a, i) => !known.has(a.id) && add(`activities.${i}`, Msg.invalidValue));
        break;
      }
      case 'addOnsStep':
        (data.addOns as { image: unknown }[]).forEach((a, i) => collect(`addOns.${i}.image`, a.image));
        break;
      case 'coHostStep':
        (data.coHosts as { imageId: unknown }[]).forEach((c, i) => collect(`coHosts.${i}.imageId`, c.imageId));
        break;
      case 'agendaStep':
        (data.items as { imageMeta: unknown }[]).forEach((a, i) => collect(`items.${i}.imageMeta`, a.imageMeta));
        break;
      case 'media':
        (data.media as unknown[]).forEach((m, i) => collect(`media.${i}`, m));
        break;
      case 'hostingToolsStep':
        (data.messages as { filesIds: unknown[] }[]).forEach((m, i) => m.filesIds.forEach((f, j) => collect(`messages.${i}.filesIds.${j}`, f, true)));
        break;
      default:
        break;
    }
    if (files.length) {
      const usable = await repo.usableFiles(userId, files.map((f) => f.id));
      for (const f of files) {
        const type = usable.get(f.id);
        if (!type || !(type.startsWith('image/') || (f.pdf && type === 'application/pdf'))) add(f.path, Msg.invalidValue);
      }
      // The path is the API's, never the client's.
      if (!Object.keys(errors).length) {
        const meta = await repo.fileMeta(files.map((f) => f.id));
        const fix = (v: unknown): unknown => {
          if (Array.isArray(v)) return v.map(fix);
          if (v && typeof v === 'object') {
            if ('fileMetaId' in v) {
              const id = String((v as { fileMetaId: string }).fileMetaId);
              const m = meta.get(id);
              return { fileMetaId: id, relativePath: filePath(id), contentType: m?.contentType, sizeInBytes: m?.sizeBytes };
            }
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fix(x)]));
          }
          return v;
        };
        out = fix(out) as Record<string, unknown>;
      }
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    return out;
  }

  /** Validates one step (schema, then references); throws 400 with fieldsErrors prefixed by `prefix`. */
  async function validStep(key: StepKey, data: unknown, userId: number, lang: LangSuffix, prefix = ''): Promise<Record<string, unknown>> {
    const parsed = stepSchemas[key].safeParse(data);
    const pre = (e: Record<string, string[]>) => (prefix ? Object.fromEntries(Object.entries(e).map(([k, v]) => [`${prefix}${k}`, v])) : e);
    if (!parsed.success) throw validationFailed(pre(issuesToFieldsErrors(parsed.error.issues)));
    try {
      return await checkReferences(key, parsed.data as Record<string, unknown>, userId, lang);
    } catch (err) {
      if (err instanceof AppError && prefix) throw validationFailed(pre(err.fieldsErrors));
      throw err;
    }
  }

  /** The working copy: the draft, or (an experience never edited in the wizard) the listing read back. */
  async function workingCopy(id: number, draft: Record<string, unknown> | null, lang: LangSuffix): Promise<ExperienceServer> {
    if (draft) return draft as ExperienceServer;
    return fromListing(id, lang);
  }

  /**
   * Stores the working copy; the states follow from the row as the write finds it (the
   * repository's `saveDraft` says why). Staff deciding on the listing between our read and this
   * write do not make the save fail: the decision stands, and the host's changes are kept as a
   * save made just after it would keep them (a freshly approved listing gets them as an edit not
   * submitted; nothing reaches guests before a review). Refusing the save instead would make the
   * host redo the changes for no gain, and the spec's Save draft knows only success or the
   * returned errors. The host gets back the status the listing really has.
   */
  async function store(id: number, draft: ExperienceServer, mode: ExperienceMode, submit: boolean, now: Date, cols: ExperienceServer) {
    const statusId = await repo.saveDraft(id, { draft: draft as Record<string, unknown>, typeId: modeTypeId[mode], submit, now, name: cols.name ?? undefined, categoryId: cols.experienceCategory?.id });
    if (statusId === null) throw notFound();
    return { id, status: statusOf(statusId) };
  }

  function merge(base: ExperienceServer, patch: ExperienceServer, mode: ExperienceMode): ExperienceServer {
    const next: ExperienceServer = { ...base, ...patch, type: { id: modeTypeId[mode], name: mode } };
    // The step offers En and Ar: languages it does not show (a seeded listing's "fr") stay.
    if (patch.languages) next.languages = applyLanguageChoice(patch.languages, base.languages);
    // Mode switching resets the mode-specific parts (§4).
    if (base.type && base.type.name !== mode) {
      for (const k of EXCLUSIVE_PARTS) if (!(k in patch)) next[k] = null as never;
      if (mode === 'atGuest') Object.assign(next, { guestCapacityMinimum: null, guestCapacityMaximum: null });
      if (mode === 'online') next.guestArrivalBefore = '00:00:00';
    }
    return next;
  }

  async function step(userId: number, key: StepKey, body: { id: number | null; isAdd: boolean; mode: ExperienceMode; data: unknown }, lang: LangSuffix) {
    const data = await validStep(key, body.data, userId, lang);
    const patch = stepToServer(key, data, body.mode);
    const now = clock.now();
    if (body.id === null) {
      // Only the first save (step 3 in add mode) creates an experience.
      if (!body.isAdd || key !== 'eventHighlightsStep') throw validationFailed({ id: [Msg.required] });
      const draft = merge({}, patch, body.mode);
      const id = await repo.create({ hostId: userId, typeId: modeTypeId[body.mode], categoryId: patch.experienceCategory!.id, name: patch.name!, draft: { ...draft }, now });
      return { id, status: statusOf(ExperienceStatusId.draft) };
    }
    const row = await own(body.id, userId);
    const base = await workingCopy(row.id, row.draft, lang);
    const draft = merge(base, patch, body.mode);
    draft.id = row.id;
    return store(row.id, draft, body.mode, false, now, patch);
  }

  /** Saves several steps at once (all valid, or nothing stored); `submit` then requires every step. */
  async function saveSteps(userId: number, id: number | null, body: { mode: ExperienceMode; steps: Partial<Record<StepKey, unknown>> }, lang: LangSuffix, submit: boolean) {
    const keys = (Object.keys(body.steps) as StepKey[]).filter((k) => stepKeysFor(body.mode).includes(k));
    const errors: Record<string, string[]> = {};
    const patches: ExperienceServer[] = [];
    for (const key of keys) {
      try {
        patches.push(stepToServer(key, await validStep(key, body.steps[key], userId, lang, `${key}.`), body.mode));
      } catch (err) {
        if (err instanceof AppError && err.status === 400) Object.assign(errors, err.fieldsErrors);
        else throw err;
      }
    }
    if (Object.keys(errors).length) throw validationFailed(errors, submit ? WizardMsg.validateAllFields : ApiMsg.validationFailed);
    const now = clock.now();
    let row;
    let base: ExperienceServer = {};
    if (id === null) {
      const highlights = patches.find((p) => p.experienceCategory);
      if (!highlights) throw validationFailed({ 'eventHighlightsStep.name': [Msg.required] });
      const newId = await repo.create({ hostId: userId, typeId: modeTypeId[body.mode], categoryId: highlights.experienceCategory!.id, name: highlights.name!, draft: {}, now });
      row = (await repo.owned(newId))!;
    } else {
      row = await own(id, userId);
      base = await workingCopy(row.id, row.draft, lang);
    }
    let draft = base;
    for (const p of patches) draft = merge(draft, p, body.mode);
    draft = merge(draft, {}, body.mode);
    draft.id = row.id;
    if (submit) {
      const missing = incomplete(draft);
      if (Object.keys(missing).length) {
        // keep what was valid, then say what is missing
        await store(row.id, draft, body.mode, false, now, draft);
        throw validationFailed(missing, WizardMsg.validateAllFields);
      }
    }
    return store(row.id, draft, body.mode, submit, now, draft);
  }

  /** fieldsErrors of every step the stored copy does not complete (keys `<stepKey>.<path>`). */
  function incomplete(draft: ExperienceServer): Record<string, string[]> {
    const form = serverToForm(draft);
    const out: Record<string, string[]> = {};
    for (const key of stepKeysFor(form.mode)) {
      const r = stepSchemas[key].safeParse(stepValue(form, key));
      if (!r.success) for (const [k, v] of Object.entries(issuesToFieldsErrors(r.error.issues))) out[`${key}.${k}`] = v;
    }
    if (!draft.agendaEntries?.length) out['agendaStep.items'] ??= [WizardMsg.addAtLeastOne];
    if (!draft.price && draft.price !== 0) out['pricingStep.price'] = [Msg.required];
    return out;
  }

  /** The listing (columns) read back as the server shape. */
  async function fromListing(id: number, lang: LangSuffix): Promise<ExperienceServer> {
    const e = await catalogue.experience(id, lang);
    if (!e) throw notFound();
    const [parts, coupons, messages] = await Promise.all([
      catalogue.experienceParts(id, lang, e.travelRegionIds, e.activityIds, '1900-01-01'),
      repo.coupons(id),
      repo.scheduledMessages(id),
    ]);
    const pick = (v: Record<string, string> | null | undefined) => (v ? (v[lang] ?? v.en ?? null) : null);
    const hl = e.hostLocation as Record<string, unknown> | null;
    const os = e.onlineSetup as Record<string, unknown> | null;
    const tz = os?.timezone as { id: number; displayNameEn: string; displayNameAr: string; baseUtcOffset: string } | undefined;
    const meta = (p: string | null) => (p ? { fileMetaId: fileIdOf(p), relativePath: p } : null);
    const mode = modeOfTypeId(e.typeId);
    return experienceServerSchema.parse({
      id: e.id,
      type: { id: e.typeId, name: mode },
      status: statusOf(e.statusId),
      name: e.name,
      description: e.description,
      experienceCategory: { id: e.categoryId, name: e.categoryName },
      keywords: e.keywords,
      languages: e.languages,
      hostLocationSetup:
        mode === 'atHost'
          ? {
              locationName: e.location ?? '',
              cityName: e.cityName ?? '',
              locationLatitude: e.latitude,
              locationLongitude: e.longitude,
              isMeetingLocationDifferentFromEvent: !!hl?.isMeetingLocationDifferentFromEvent,
              meetingLocationName: pick(hl?.meetingLocationName as Record<string, string> | null),
              meetingLocationLatitude: (hl?.meetingLocationLatitude as number | null) ?? null,
              meetingLocationLongitude: (hl?.meetingLocationLongitude as number | null) ?? null,
              provideTransportation: e.providesTransportation,
              vehicleType: pick(hl?.vehicleType as Record<string, string> | null),
              transportationFeesIncluded: e.transportationIncluded,
              transportationFees: e.transportationFees,
            }
          : null,
      onlineSetup:
        mode === 'online'
          ? {
              platform: String(os?.platform ?? ''),
              link: String(os?.link ?? ''),
              timezone: tz ? { id: tz.id, displayName: lang === 'ar' ? tz.displayNameAr : tz.displayNameEn, baseUtcOffset: tz.baseUtcOffset } : null,
              laptop: !!os?.laptop,
              desktop: !!os?.desktop,
              smartphone: !!os?.smartphone,
              tablet: !!os?.tablet,
              smartTV: !!os?.smartTV,
              requireDevice: !!os?.requireDevice,
              instructions: pick(os?.instructions as Record<string, string> | null),
            }
          : null,
      guestLocationSetup: mode === 'atGuest' ? { travelRegions: parts.regions, travelCost: e.travelCost } : null,
      experienceDuration: minutesToDuration(e.durationMinutes),
      guestArrivalBefore: minutesToDuration(e.arrivalBeforeMinutes),
      availability: {
        days: [0, 1, 2, 3, 4, 5, 6].filter((d) => (e.weekdayMask & (1 << d)) !== 0),
        timeSlots: parts.slots.map((s) => ({ time: s.time, customName: s.customName })),
        holidays: parts.holidays,
        advanceGuestBookTime: e.advanceBookingDays,
      },
      activityLevel: (['light', 'medium', 'moderate', 'strenuous'] as const)[e.activityLevel - 1] ?? 'light',
      activities: e.activityIds ? parts.activities : null,
      guestPreparationBeforeYourArrival: pick(e.preparation),
      guestSpecialSkill: pick(e.specialSkill),
      isAccessible: e.isAccessible,
      includedFood: e.includedFood,
      includedDrinks: e.includedDrinks,
      includedEquipments: e.includedEquipments.map((x) => x[lang] ?? x.en),
      guestBring: pick(e.guestBring),
      thirdpartyTicketPermit: pick(e.thirdpartyPermit),
      addOns: parts.addOns.length ? parts.addOns.map((a) => ({ id: a.id, name: a.name, qty: a.qty, totalPrice: a.price, imageMeta: meta(a.imagePath), deliveryInstructions: a.delivery, description: a.description })) : null,
      coHosts: parts.coHosts.length ? parts.coHosts.map((c) => ({ id: c.id, name: c.name, role: c.role, email: null, imageMeta: meta(c.imagePath) })) : null,
      agendaEntries: parts.agenda.map((a) => ({ id: a.id, title: a.title, topic: a.topic, duration: minutesToDuration(a.durationMinutes), imageMeta: meta(a.imagePath) })),
      imagesMeta: parts.images.map((i) => ({ fileMetaId: i.fileId, relativePath: i.relativePath, contentType: i.contentType, sizeInBytes: i.sizeBytes })),
      guestMinimumAge: e.guestMinAge,
      guestCanBringUnder2YearsOld: e.guestUnder2Allowed,
      guestIsMale: e.guestIsMale,
      guestIsFemale: e.guestIsFemale,
      guestAdditionalRequirements: pick(e.additionalRequirements),
      guestCapacityMinimum: e.capacityMin,
      guestCapacityMaximum: e.capacityMax,
      willHostPrivateEvent: e.privateEnabled,
      privateGuestCapacityMinimum: e.privateEnabled ? e.privateCapacityMin : null,
      privateGuestCapacityMaximum: e.privateEnabled ? e.privateCapacityMax : null,
      instantBooking: e.instantBooking,
      price: e.price,
      privateEventPrice: e.privatePrice,
      additionalGuestCost: e.additionalGuestCost,
      ...experiencePriceFields(e.price, e.privateEnabled ? e.privatePrice : null, fees),
      transportationFees: e.transportationFees,
      discounts: e.discounts.length ? e.discounts : null,
      coupons: coupons.length
        ? coupons.map((c) => {
            const left = c.validUntil ? Math.max(0, Math.round((Date.parse(c.validUntil) - Date.parse(c.createdAt)) / 60000)) : 0;
            return {
              id: c.id,
              code: c.code,
              name: c.name,
              type: c.typeId === 1 ? ('percentage' as const) : ('fixed' as const),
              value: c.value,
              duration: { days: Math.min(999, Math.floor(left / 1440)), hrs: Math.floor((left % 1440) / 60), mins: left % 60 },
              maxUsagePerUser: c.maxUsagePerUser,
            };
          })
        : null,
      cancelEventPeriod: minutesToDuration(e.cancelEventPeriodMinutes),
      guestCutOffPeriod: minutesToDuration(e.guestCutoffMinutes),
      cancellationPolicy: (['oneDay', 'threeDays', 'fiveDays'] as const)[e.cancellationPolicy - 1] ?? 'fiveDays',
      generateGuestQRCode: e.generateQr,
      guestAdvanceBookingPeriodInMonths: Math.round(e.advanceBookingDays / 30),
      messages: messages.length ? messages : null,
      lastModificationDate: e.updatedAt,
      creationDate: e.createdAt,
    });
  }

  /** The approved version as listing columns (what guests search and book). */
  async function listing(draft: ExperienceServer, lang: LangSuffix): Promise<{ cols: ListingColumns; children: ListingChildren }> {
    const mode = modeOfTypeId(draft.type?.id ?? 1);
    const hl = draft.hostLocationSetup;
    const cat = await repo.activeCategory(draft.experienceCategory!.id, lang);
    let city: { id: number; nameEn: string; nameAr: string } | null = null;
    let served: number[] = [];
    let lat: number | null = null;
    let lng: number | null = null;
    const regionIds = (draft.guestLocationSetup?.travelRegions ?? []).flatMap((r) => (r.id ? [r.id] : []));
    if (mode === 'atHost' && hl?.locationLatitude != null && hl.locationLongitude != null) {
      lat = hl.locationLatitude;
      lng = hl.locationLongitude;
      city = await repo.nearestCity(lat, lng);
      served = city ? [city.id] : [];
    } else if (mode === 'atGuest') {
      const cities = await repo.regionCities(regionIds);
      served = cities.map((c) => c.id);
      if (cities[0]) {
        city = { id: cities[0].id, nameEn: cities[0].nameEn, nameAr: cities[0].nameAr };
        lat = cities[0].lat;
        lng = cities[0].lng;
      }
    }
    const name = draft.name ?? '';
    const keywords = draft.keywords ?? [];
    const av = draft.availability ?? { days: [], timeSlots: [], holidays: [], advanceGuestBookTime: 0 };
    const price = draft.price ?? 0;
    const isPrivate = !!draft.willHostPrivateEvent;
    const privatePrice = isPrivate ? (draft.privateEventPrice ?? price) : null;
    const tz = draft.onlineSetup?.timezone ? timeZones.find((z) => z.id === draft.onlineSetup!.timezone!.id) : undefined;
    const cols: ListingColumns = {
      type_id: modeTypeId[mode],
      category_id: draft.experienceCategory!.id,
      name_en: name,
      name_ar: name,
      description_en: draft.description ?? '',
      description_ar: draft.description ?? '',
      keywords_en: keywords,
      keywords_ar: keywords,
      languages: draft.languages?.length ? draft.languages : ['en'],
      search_text: normalizeSearch([name, ...keywords, cat?.nameEn ?? '', cat?.nameAr ?? '', city?.nameEn ?? '', city?.nameAr ?? ''].join(' ')),
      city_id: city?.id ?? null,
      served_city_ids: served,
      latitude: lat,
      longitude: lng,
      location_en: mode === 'atHost' ? (hl?.locationName ?? null) : null,
      location_ar: mode === 'atHost' ? (hl?.locationName ?? null) : null,
      host_location:
        mode === 'atHost' && hl
          ? {
              isMeetingLocationDifferentFromEvent: hl.isMeetingLocationDifferentFromEvent,
              meetingLocationName: bi(hl.meetingLocationName),
              meetingLocationLatitude: hl.meetingLocationLatitude,
              meetingLocationLongitude: hl.meetingLocationLongitude,
              vehicleType: bi(hl.vehicleType),
              cityName: hl.cityName,
            }
          : null,
      online_setup:
        mode === 'online' && draft.onlineSetup
          ? {
              ...draft.onlineSetup,
              timezone: tz ? { id: tz.id, displayNameEn: tz.displayNameEn, displayNameAr: tz.displayNameAr, baseUtcOffset: tz.baseUtcOffset } : null,
              instructions: bi(draft.onlineSetup.instructions),
            }
          : null,
      travel_region_ids: mode === 'atGuest' ? regionIds : [],
      travel_cost: mode === 'atGuest' ? (draft.guestLocationSetup?.travelCost ?? 0) : 0,
      duration_minutes: Math.max(1, durationToMinutes(draft.experienceDuration ?? '01:00:00')),
      guest_arrival_before_minutes: mode === 'online' ? 0 : durationToMinutes(draft.guestArrivalBefore ?? '00:00:00'),
      weekday_mask: av.days.reduce((m, d) => m | (1 << d), 0),
      advance_booking_days: av.advanceGuestBookTime,
      activity_level: LEVEL_IDS[draft.activityLevel ?? 'light'],
      activity_ids: draft.activities ? draft.activities.map((a) => a.id) : null,
      preparation: bi(draft.guestPreparationBeforeYourArrival),
      special_skill: bi(draft.guestSpecialSkill),
      guest_bring: bi(draft.guestBring),
      thirdparty_permit: bi(draft.thirdpartyTicketPermit),
      additional_requirements: bi(draft.guestAdditionalRequirements),
      is_accessible: !!draft.isAccessible,
      included_food: draft.includedFood ?? [],
      included_drinks: draft.includedDrinks ?? [],
      included_equipments: (draft.includedEquipments ?? []).map((x) => ({ en: x, ar: x })),
      guest_min_age: draft.guestMinimumAge ?? 2,
      guest_under2_allowed: draft.guestCanBringUnder2YearsOld ?? true,
      guest_is_male: draft.guestIsMale ?? true,
      guest_is_female: draft.guestIsFemale ?? true,
      capacity_min: mode === 'atGuest' ? null : (draft.guestCapacityMinimum ?? 1),
      capacity_max: mode === 'atGuest' ? null : (draft.guestCapacityMaximum ?? 100),
      private_enabled: isPrivate,
      private_capacity_min: isPrivate ? (draft.privateGuestCapacityMinimum ?? 1) : null,
      private_capacity_max: isPrivate ? (draft.privateGuestCapacityMaximum ?? 1) : null,
      instant_booking: !!draft.instantBooking,
      price,
      private_price: privatePrice,
      additional_guest_cost: draft.additionalGuestCost ?? null,
      final_price: finalPriceOf(price, fees),
      private_final_price: privatePrice === null ? null : finalPriceOf(privatePrice, fees),
      provides_transportation: mode === 'atHost' && !!hl?.provideTransportation,
      transportation_included: hl?.transportationFeesIncluded ?? true,
      transportation_fees: mode === 'atHost' ? (hl?.transportationFees ?? 0) : 0,
      discounts: (draft.discounts ?? []).map((d, i) => ({ id: i + 1, type: d.type, value: d.value, groupSizeMin: d.groupSizeMin, groupSizeMax: d.groupSizeMax })),
      has_discounts: (draft.discounts ?? []).length > 0,
      cancel_event_period_minutes: durationToMinutes(draft.cancelEventPeriod ?? '1.00:00:00'),
      guest_cutoff_minutes: durationToMinutes(draft.guestCutOffPeriod ?? '00:00:00'),
      cancellation_policy: POLICY_IDS[draft.cancellationPolicy ?? 'fiveDays'],
      generate_qr: draft.generateGuestQRCode ?? true,
      scheduled_messages: draft.messages ?? [],
      image_paths: (draft.imagesMeta ?? []).slice(0, 6).map((i) => i.relativePath),
    };
    const nowMs = clock.now().getTime();
    const children: ListingChildren = {
      images: (draft.imagesMeta ?? []).slice(0, 6).map((i) => ({ fileId: i.fileMetaId, relativePath: i.relativePath, contentType: i.contentType ?? 'image/webp', sizeBytes: i.sizeInBytes ?? 0 })),
      slots: av.timeSlots.map((t) => ({ time: t.time, customName: t.customName })),
      holidayIds: av.holidays.map((h) => h.id).filter((h) => h > 0),
      addOns: (draft.addOns ?? []).map((a) => ({ name: a.name, description: a.description, qty: a.qty, price: a.totalPrice, delivery: mode === 'atHost' ? null : a.deliveryInstructions, imagePath: a.imageMeta?.relativePath ?? null })),
      agenda: (draft.agendaEntries ?? []).map((a) => ({ title: a.title, topic: a.topic, durationMinutes: Math.max(1, durationToMinutes(a.duration)), imagePath: a.imageMeta?.relativePath ?? null })),
      coHosts: (draft.coHosts ?? []).map((c) => ({ name: c.name, role: c.role, email: c.email, imagePath: c.imageMeta?.relativePath ?? null })),
      coupons: (draft.coupons ?? []).map((c) => {
        const minutes = (c.duration.days * 24 + c.duration.hrs) * 60 + c.duration.mins;
        return {
          code: c.code,
          name: c.name,
          typeId: c.type === 'percentage' ? 1 : 2,
          value: c.value,
          // "duration" counted from approval; zero means no end
          validUntil: minutes > 0 ? new Date(nowMs + minutes * 60_000).toISOString() : null,
          maxUsagePerUser: c.maxUsagePerUser,
        };
      }),
    };
    return { cols, children };
  }

  /**
   * The queue's label for a row waiting for a decision. A send-back or rejection always leaves its
   * note (required for both) until an approval clears it, and resubmitting keeps it: a pending,
   * never-approved experience with a note is one the host sent again after a decision.
   */
  const submissionKind = (r: { statusId: number; draftStatus: number | null; moderationNote: string | null }): SubmissionKind | null => {
    const pending = r.draftStatus === ExperienceStatusId.pending || (r.draftStatus === null && r.statusId === ExperienceStatusId.pending);
    if (!pending) return null;
    if (r.statusId === ExperienceStatusId.approved || r.statusId === ExperienceStatusId.pause) return 'revision';
    return r.moderationNote ? 'resubmitted' : 'new';
  };

  const toRow = (r: HostListRow): HostExperienceRow => ({
    id: r.id,
    name: r.name,
    type: { id: r.typeId, name: modeOfTypeId(r.typeId) },
    status: statusOf(r.statusId),
    hasPendingChanges: r.draftStatus === ExperienceStatusId.pending && (r.statusId === ExperienceStatusId.approved || r.statusId === ExperienceStatusId.pause),
    submissionKind: submissionKind(r),
    // the note survives a resubmission until an approval clears it (see submissionKind)
    afterReview: submissionKind(r) !== null && !!r.moderationNote,
    moderationNote: r.draftStatus === ExperienceStatusId.resubmit || r.draftStatus === ExperienceStatusId.rejected ? r.moderationNote : null,
    imagePath: r.imagePath,
    cityName: r.cityName,
    categoryName: r.categoryName,
    finalPrice: r.finalPrice,
    hostId: r.hostId,
    hostName: r.hostName,
    submittedAt: r.submittedAt,
    creationDate: r.createdAt,
    lastModificationDate: r.updatedAt,
  });


  /**
   * SubmitDraft (the dashboard's button) on an experience the wizard has a working copy of: the
   * same submission as the wizard's step 18 (every step of the stored copy checked, then pending
   * review), so the two buttons can never disagree. `false` when there is no working copy (a
   * listing edited only through its columns keeps the dashboard's own check).
   */
  async function submitWorkingCopy(userId: number, id: number, lang: LangSuffix): Promise<boolean> {
    const row = await own(id, userId);
    if (!row.draft) return false;
    const status = row.draftStatus ?? row.statusId;
    if (status !== ExperienceStatusId.draft && status !== ExperienceStatusId.resubmit && status !== ExperienceStatusId.rejected) throw new AppError('error.experienceNotSubmittable', 409);
    const copy = row.draft as ExperienceServer;
    await saveSteps(userId, id, { mode: copy.type?.name ?? modeOfTypeId(row.typeId), steps: {} }, lang, true);
    return true;
  }

  return {
    step,
    saveSteps,
    submitWorkingCopy,

    async draft(userId: number, id: number, lang: LangSuffix): Promise<ExperienceServer> {
      const row = await own(id, userId);
      const copy = await workingCopy(row.id, row.draft, lang);
      const status = row.draftStatus ?? row.statusId;
      return { ...copy, id: row.id, status: statusOf(status), moderationNote: row.moderationNote && (status === 3 || status === 4) ? row.moderationNote : null };
    },

    /** The stored experience (its listing); for a never-approved one, the submitted copy. Host (own) or staff. */
    async get(id: number, lang: LangSuffix): Promise<ExperienceServer> {
      const row = await repo.owned(id);
      if (!row) throw notFound();
      const base = row.statusId === ExperienceStatusId.approved || row.statusId === ExperienceStatusId.pause || !row.draft ? await fromListing(id, lang) : (row.draft as ExperienceServer);
      return { ...base, id, status: statusOf(row.statusId), moderationNote: row.moderationNote };
    },

    /** Staff: the version waiting for a decision (the submitted working copy), with guest-facing prices. */
    async submission(id: number, lang: LangSuffix): Promise<ExperienceServer> {
      const row = await repo.owned(id);
      if (!row) throw notFound();
      const copy = await workingCopy(id, row.draft, lang);
      const pub = priceBreakdown(copy.price ?? 0, fees);
      return { ...copy, id, status: statusOf(row.draftStatus ?? row.statusId), finalPrice: pub.finalPrice, moderationNote: row.moderationNote };
    },

    async dashList(q: { queue: boolean; status?: keyof typeof ExperienceStatusId; text?: string }, page: number, size: number, lang: LangSuffix) {
      const { rows, total } = await repo.dashList({ queue: q.queue, statusId: q.status ? ExperienceStatusId[q.status] : null, text: q.text?.trim() || null }, page, size, lang);
      return { items: rows.map(toRow), total };
    },


    /** Staff decision on a pending submission (moderation). */
    async decide(staffId: number, id: number, decision: ModerationDecision, note: string | null | undefined, lang: LangSuffix) {
      const row = await repo.owned(id);
      if (!row) throw notFound();
      // pending through the wizard (draft_status) or through the dashboard's SubmitDraft (status only)
      const pending = row.draftStatus === ExperienceStatusId.pending || (row.draftStatus === null && row.statusId === ExperienceStatusId.pending);
      if (!pending) throw new AppError(ApiMsg.notPendingReview, 409);
      const text = note?.trim() || null;
      if (decision !== 'approve' && !text) throw validationFailed({ note: [Msg.required] });
      const live = row.statusId === ExperienceStatusId.approved || row.statusId === ExperienceStatusId.pause;
      const now = clock.now();
      let statusId: number;
      const draft = (row.draft ?? {}) as ExperienceServer;
      let written: boolean;
      if (decision === 'approve' && !row.draft) {
        // submitted from the dashboard with its listing columns already complete: only the status changes
        statusId = ExperienceStatusId.approved;
        written = await repo.setModeration(id, null, { draftStatus: null, statusId, note: null, reviewerId: staffId, now, approved: true });
      } else if (decision === 'approve') {
        const { cols, children } = await listing(draft, lang);
        statusId = row.statusId === ExperienceStatusId.pause ? ExperienceStatusId.pause : ExperienceStatusId.approved;
        written = await repo.publish(id, row.draft!, { ...cols, status_id: statusId, draft_status: null, moderation_note: null, approved_at: now.toISOString(), reviewed_by: staffId, updated_at: now.toISOString() }, children);
      } else {
        const draftStatus = decision === 'reject' ? ExperienceStatusId.rejected : ExperienceStatusId.resubmit;
        statusId = live ? row.statusId : draftStatus;
        written = await repo.setModeration(id, row.draft, { draftStatus, statusId, note: text, reviewerId: staffId, now });
      }
      // The host saved or sent a new version after staff opened this one: deciding on a version that
      // is gone would publish it over the host's changes (or hide them). Staff reopen the submission.
      if (!written) throw new AppError(ApiMsg.submissionChanged, 409);
      const name = draft.name ?? row.nameEn;
      if (notify) await notify(row.hostId, 'experienceReviewed', { experienceId: id, experienceName: name, decision, note: text ?? '' });
      return { id, status: statusOf(statusId) };
    },

    hostOf: (id: number) => repo.hostOf(id),
    regions: (activeOnly: boolean, lang: LangSuffix) => repo.regions(activeOnly, lang),
    holidays: (hostId: number | null, text: string | null, activeOnly: boolean, lang: LangSuffix) => repo.holidays(hostId, text, activeOnly, lang),
    today: () => platformNow(clock.now()).today,
  };
}
export type HostExperiencesService = ReturnType<typeof hostExperiencesService>;

/** An experience the caller builds in the wizard: its host (staff reach it through `orRoles`). */
export const wizardExperienceResource: OwnedResource = {
  name: 'experience in the wizard',
  idPattern: NUMERIC_ID,
  async ownerOf(fastify, id) {
    return hostExperiencesRepository(fastify.sql).hostOf(Number(id));
  },
};

