import {
  ApiMsg,
  Msg,
  filePath,
  type AvailableSeats,
  type ExperienceCard,
  type ExperienceDetail,
  type ExperiencesFilter,
  type ExperiencesListParams,
  type ExperiencesMapParams,
  type HomeSection,
  type MapPoint,
  type RatingStatus,
  type SortBy,
  type TimeSlot,
} from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import { catalogueRepository, type ExperienceRow } from '../repositories/catalogue';
import { TOTAL_CAP, cardsByIds, searchRepository, type CardRow, type CursorValue, type LangSuffix, type ResolvedFilter } from '../repositories/catalogue-search';
import { reviewsRepository } from '../repositories/reviews';
import { addOnTotalPrice, priceBreakdown, type FeeConfig } from './pricing';
import { normalizeSearch, searchTokens, shortText } from './catalogue-text';
import { addDays, daysBetween, platformNow, weekdayOf } from './catalogue-dates';

const TYPE_NAMES = { 1: 'atHost', 2: 'atGuest', 3: 'online' } as const;
const STATUS_NAMES = { 1: 'draft', 2: 'pending', 3: 'rejected', 4: 'resubmit', 5: 'approved', 6: 'pause' } as const;
const RATING_STATUS: Record<number, RatingStatus> = { 1: 'guestFavourite', 2: 'top5', 3: 'new', 4: 'rated' };
const ACTIVITY_LEVELS = { 1: 'light', 2: 'medium', 3: 'moderate', 4: 'strenuous' } as const;
const POLICIES = { 1: 'oneDay', 2: 'threeDays', 3: 'fiveDays' } as const;
/** ExperienceAvailableDays answers at most this many days per call (a quarter). */
export const MAX_AVAILABILITY_RANGE_DAYS = 93;

export const langSuffix = (lang: string): LangSuffix => (lang === 'ar' ? 'ar' : 'en');
const avatarPath = (id: string | null) => (id ? filePath(id) : null);
const bi = (v: Record<string, string> | null | undefined, lang: LangSuffix): string | null => (v ? (v[lang] ?? v.en ?? null) : null);

/** Minutes → `[d.]hh:mm:ss` (the spec's duration strings). */
export function durationString(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const hms = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
  return d ? `${d}.${hms}` : hms;
}

export function encodeCursor(sort: SortBy, value: CursorValue): string {
  return Buffer.from(JSON.stringify({ s: sort, v: value.v, i: value.i })).toString('base64url');
}

export function decodeCursor(sort: SortBy, cursor: string): CursorValue {
  try {
    const o = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: string; v?: unknown; i?: unknown };
    const v = typeof o.v === 'number' ? String(o.v) : o.v;
    const intSort = sort === 'recommended' || sort === 'newest';
    const valueOk = typeof v === 'string' && (intSort ? /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= 2147483647 : /^-?\d{1,12}(\.\d{1,4})?$/.test(v));
    const idOk = Number.isInteger(o.i) && (o.i as number) >= 0 && (o.i as number) <= 2147483647;
    if (o.s === sort && valueOk && idOk) return { v: v as string, i: o.i as number };
  } catch {
    // fall through: a tampered or stale cursor is a client error, not a server one
  }
  throw new AppError(ApiMsg.validationFailed, 400, { After: [Msg.invalidValue] });
}

export function toCard(r: CardRow): ExperienceCard {
  return {
    id: r.id,
    name: r.name,
    imagesPaths: r.imagePaths,
    userFavouriteId: r.userFavouriteId,
    experienceCategory: { id: r.categoryId, name: r.categoryName, icon: r.categoryIcon },
    ratingsAverage: r.ratingsAverage,
    ratingsCount: r.ratingsCount,
    ratingStatus: RATING_STATUS[r.ratingStatus] ?? 'rated',
    type: { id: r.typeId, name: TYPE_NAMES[r.typeId as 1 | 2 | 3] },
    cityId: r.cityId,
    cityName: r.cityName,
    location: r.typeId === 1 ? r.location : null,
    latitude: r.typeId === 3 ? null : r.latitude,
    longitude: r.typeId === 3 ? null : r.longitude,
    shortDescription: shortText(r.description, 80),
    finalPrice: r.finalPrice,
    keywords: r.keywords,
    languages: r.languages as ExperienceCard['languages'],
    willHostPrivateEvent: r.privateEnabled,
    instantBooking: r.instantBooking,
    priceType: r.typeId === 2 ? 'perGroup' : 'perGuest',
    privateGroupBookingMinimumPrice: r.privateEnabled ? r.privateFinalPrice : null,
    transportationFees: r.transportationFees,
    hasDiscounts: r.hasDiscounts,
    isPopular: r.isPopular,
    host: { id: r.hostId, name: r.hostName, avatarPath: avatarPath(r.hostAvatarId) },
    securityStamp: r.securityStamp,
  };
}

export interface CatalogueDeps {
  sql: SqlClient;
  clock: Clock;
  fees: FeeConfig;
  /** Anonymous searches are kept this long while the catalogue does not change (default: never). */
  listCacheTtlMs?: number;
}

export function catalogueService({ sql, clock, fees, listCacheTtlMs = 0 }: CatalogueDeps) {
  const repo = catalogueRepository(sql);
  const search = searchRepository(sql, { listCacheTtlMs });
  const reviews = reviewsRepository(sql);

  /** Turns the query's filters into what the SQL needs (city ids, title tokens, date checks). */
  async function resolve(f: ExperiencesFilter): Promise<ResolvedFilter> {
    const r: ResolvedFilter = { ...f };
    if (f.Title) r.titleTokens = searchTokens(f.Title);
    const ids = new Set<number>();
    let cityGiven = false;
    if (f.CityId) {
      ids.add(f.CityId);
      cityGiven = true;
    }
    // CityName narrows only when no CityId was chosen (the search bar sends both for one city)
    if (f.CityName && !f.CityId) {
      const n = normalizeSearch(f.CityName);
      if (n) {
        cityGiven = true;
        for (const id of await search.resolveCityName(n)) ids.add(id);
      }
    }
    if (cityGiven) r.cityIds = [...ids];
    if (f.Date) {
      const now = platformNow(clock.now());
      const diff = daysBetween(now.today, f.Date);
      if (diff < 0) r.impossible = true;
      else r.date = { day: f.Date, weekdayBit: 1 << weekdayOf(f.Date), daysFromToday: diff, isToday: diff === 0, nowMinutes: now.minutes };
    }
    return r;
  }

  async function list(q: ExperiencesListParams, lang: LangSuffix, userId: number | null) {
    const filter = await resolve(q);
    const after = q.After ? decodeCursor(q.SortBy, q.After) : undefined;
    const offset = !after && q.Page && q.Page > 1 ? (q.Page - 1) * q.Size : undefined;
    const { rows, total } = await search.list({ filter, sort: q.SortBy, size: q.Size, lang, userId, after, offset });
    const more = rows.length > q.Size;
    const page = more ? rows.slice(0, q.Size) : rows;
    const last = page[page.length - 1];
    return {
      data: page.map(toCard),
      total: Math.min(total, TOTAL_CAP),
      totalCapped: total > TOTAL_CAP,
      after: more && last ? encodeCursor(q.SortBy, { v: last.sortValue, i: last.id }) : null,
    };
  }

  async function map(q: ExperiencesMapParams, lang: LangSuffix): Promise<{ data: MapPoint[]; total: number; totalCapped: boolean }> {
    const filter = await resolve(q);
    const hasBounds = q.SwLat !== undefined && q.SwLng !== undefined && q.NeLat !== undefined && q.NeLng !== undefined;
    if (hasBounds && (q.SwLat! > q.NeLat! || q.SwLng! > q.NeLng!)) throw new AppError(ApiMsg.validationFailed, 400, { SwLat: [Msg.invalidValue] });
    const bounds = hasBounds ? { swLat: q.SwLat!, swLng: q.SwLng!, neLat: q.NeLat!, neLng: q.NeLng! } : null;
    const { rows, total } = await search.map(filter, bounds, q.Limit, lang);
    return {
      total: Math.min(total, TOTAL_CAP),
      totalCapped: total > TOTAL_CAP,
      data: rows.map((r) => ({
        id: r.id,
        latitude: r.latitude,
        longitude: r.longitude,
        finalPrice: r.finalPrice,
        name: r.name,
        imagePath: r.imagePath,
        ratingsAverage: r.ratingsAverage,
        ratingsCount: r.ratingsCount,
        ratingStatus: RATING_STATUS[r.ratingStatus] ?? 'rated',
        type: { id: r.typeId, name: TYPE_NAMES[r.typeId as 1 | 2 | 3] },
        cityName: r.cityName,
        categoryName: r.categoryName,
      })),
    };
  }

  const SECTIONS: Record<HomeSection, (cateId?: number) => { filter: ExperiencesFilter; sort: SortBy }> = {
    popular: () => ({ filter: { IsPopular: true }, sort: 'recommended' }),
    topRated: () => ({ filter: { RateMin: 4 }, sort: 'rating' }),
    newest: () => ({ filter: {}, sort: 'newest' }),
    category: (cateId) => ({ filter: cateId ? { CateIds: [cateId] } : {}, sort: 'recommended' }),
    private: () => ({ filter: { IsPrivateEvent: true }, sort: 'recommended' }),
    online: () => ({ filter: { Types: [3] }, sort: 'recommended' }),
  };

  async function homeSection(section: HomeSection, cateId: number | undefined, page: number, size: number, lang: LangSuffix, userId: number | null) {
    if (section === 'category' && !cateId) throw new AppError(ApiMsg.validationFailed, 400, { CateId: [Msg.required] });
    const spec = SECTIONS[section](cateId);
    const filter = await resolve(spec.filter);
    const { rows, total } = await search.list({ filter, sort: spec.sort, size, lang, userId, offset: (page - 1) * size });
    return { items: rows.slice(0, size).map(toCard), total: Math.min(total, TOTAL_CAP) };
  }

  async function approvedExperience(id: number, lang: LangSuffix): Promise<ExperienceRow> {
    const e = await repo.experience(id, lang);
    if (!e || e.statusId !== 5) throw notFound();
    return e;
  }

  async function detail(id: number, lang: LangSuffix, userId: number | null): Promise<ExperienceDetail> {
    const e = await approvedExperience(id, lang);
    const [parts, favouriteId] = await Promise.all([
      repo.experienceParts(id, lang, e.travelRegionIds, e.activityIds, platformNow(clock.now()).today),
      userId ? repo.favouriteIdOf(userId, id) : Promise.resolve(null),
    ]);
    const pub = priceBreakdown(e.price, fees);
    const priv = e.privateEnabled && e.privatePrice !== null ? priceBreakdown(e.privatePrice, fees) : null;
    const hl = e.hostLocation as {
      isMeetingLocationDifferentFromEvent?: boolean;
      meetingLocationName?: Record<string, string> | null;
      meetingLocationLatitude?: number | null;
      meetingLocationLongitude?: number | null;
      vehicleType?: Record<string, string> | null;
    } | null;
    const os = e.onlineSetup as {
      platform?: string;
      timezone?: { id: number; displayNameEn: string; displayNameAr: string; baseUtcOffset: string } | null;
      laptop?: boolean;
      desktop?: boolean;
      smartphone?: boolean;
      tablet?: boolean;
      smartTV?: boolean;
      requireDevice?: boolean;
      instructions?: Record<string, string> | null;
    } | null;
    const days = [0, 1, 2, 3, 4, 5, 6].filter((d) => (e.weekdayMask & (1 << d)) !== 0);
    const meta = (path: string | null) => (path ? { fileMetaId: path.split('/').pop() ?? path, contentType: 'image/webp', relativePath: path, sizeInBytes: 0 } : null);
    return {
      id: e.id,
      type: { id: e.typeId, name: TYPE_NAMES[e.typeId as 1 | 2 | 3] },
      status: { id: e.statusId, name: STATUS_NAMES[e.statusId as 5] },
      name: e.name,
      description: e.description,
      experienceCategory: { id: e.categoryId, name: e.categoryName, icon: e.categoryIcon },
      keywords: e.keywords,
      languages: e.languages as ExperienceDetail['languages'],
      hostLocationSetup:
        e.typeId === 1 && e.latitude !== null && e.longitude !== null
          ? {
              locationName: e.location ?? '',
              cityId: e.cityId,
              cityName: e.cityName ?? '',
              locationLatitude: e.latitude,
              locationLongitude: e.longitude,
              isMeetingLocationDifferentFromEvent: !!hl?.isMeetingLocationDifferentFromEvent,
              meetingLocationName: bi(hl?.meetingLocationName, lang),
              meetingLocationLatitude: hl?.meetingLocationLatitude ?? null,
              meetingLocationLongitude: hl?.meetingLocationLongitude ?? null,
              provideTransportation: e.providesTransportation,
              vehicleType: bi(hl?.vehicleType, lang),
              transportationFeesIncluded: e.transportationIncluded,
              transportationFees: e.transportationFees,
            }
          : null,
      onlineSetup:
        e.typeId === 3
          ? {
              platform: os?.platform ?? '',
              link: null,
              timezone: os?.timezone
                ? { id: os.timezone.id, displayName: lang === 'ar' ? os.timezone.displayNameAr : os.timezone.displayNameEn, baseUtcOffset: os.timezone.baseUtcOffset }
                : null,
              laptop: !!os?.laptop,
              desktop: !!os?.desktop,
              smartphone: !!os?.smartphone,
              tablet: !!os?.tablet,
              smartTV: !!os?.smartTV,
              requireDevice: !!os?.requireDevice,
              instructions: bi(os?.instructions, lang),
            }
          : null,
      guestLocationSetup: e.typeId === 2 ? { travelRegions: parts.regions, travelCost: e.travelCost } : null,
      experienceDuration: durationString(e.durationMinutes),
      guestArrivalBefore: durationString(e.arrivalBeforeMinutes),
      availability: {
        isEveryDay: days.length === 7,
        days,
        timeSlots: parts.slots,
        holidays: parts.holidays,
        advanceGuestBookTime: e.advanceBookingDays,
      },
      activityLevel: { id: e.activityLevel, name: ACTIVITY_LEVELS[e.activityLevel as 1] ?? 'light' },
      activities: e.activityIds ? parts.activities : null,
      guestPreparationBeforeYourArrival: bi(e.preparation, lang),
      guestSpecialSkill: bi(e.specialSkill, lang),
      isAccessible: e.isAccessible,
      includedFood: e.includedFood as ExperienceDetail['includedFood'],
      includedDrinks: e.includedDrinks as ExperienceDetail['includedDrinks'],
      includedEquipments: e.includedEquipments.map((x) => x[lang] ?? x.en),
      guestBring: bi(e.guestBring, lang),
      thirdpartyTicketPermit: bi(e.thirdpartyPermit, lang),
      addOns: parts.addOns.map((a) => ({
        id: a.id,
        name: a.name,
        description: a.description,
        qty: a.qty,
        price: a.price,
        totalPrice: addOnTotalPrice(a.price, fees),
        imageMeta: meta(a.imagePath),
        deliveryInstructions: a.delivery,
      })),
      coHosts: parts.coHosts.map((c) => ({ id: c.id, name: c.name, role: c.role, email: null, imageMeta: meta(c.imagePath) })),
      agendaEntries: parts.agenda.map((a) => ({ id: a.id, title: a.title, topic: a.topic, duration: durationString(a.durationMinutes), imageMeta: meta(a.imagePath) })),
      imagesMeta: parts.images.map((i) => ({ fileMetaId: i.fileId, contentType: i.contentType, relativePath: i.relativePath, sizeInBytes: i.sizeBytes })),
      guestMinimumAge: e.guestMinAge,
      guestCanBringUnder2YearsOld: e.guestUnder2Allowed,
      guestIsMale: e.guestIsMale,
      guestIsFemale: e.guestIsFemale,
      guestAdditionalRequirements: bi(e.additionalRequirements, lang),
      guestCapacityMinimum: e.capacityMin,
      guestCapacityMaximum: e.capacityMax,
      willHostPrivateEvent: e.privateEnabled,
      privateGuestCapacityMinimum: e.privateEnabled ? e.privateCapacityMin : null,
      privateGuestCapacityMaximum: e.privateEnabled ? e.privateCapacityMax : null,
      instantBooking: e.instantBooking,
      price: pub.price,
      privateEventPrice: priv?.price ?? null,
      finalPrice: pub.finalPrice,
      priceSubTotal: pub.priceSubTotal,
      taxValue: pub.taxValue,
      platfromFees: pub.platfromFees,
      privateFinalPrice: priv?.finalPrice ?? null,
      privatePriceSubTotal: priv?.priceSubTotal ?? null,
      privateTaxValue: priv?.taxValue ?? null,
      privatePlatfromFees: priv?.platfromFees ?? null,
      transportationFees: e.transportationFees,
      discounts: e.discounts.map((d) => ({
        id: d.id,
        type: { id: d.type === 'percentage' ? 1 : 2, name: d.type },
        value: d.value,
        groupSizeMin: d.groupSizeMin,
        groupSizeMax: d.groupSizeMax,
      })),
      coupons: null,
      cancelEventPeriod: durationString(e.cancelEventPeriodMinutes),
      guestCutOffPeriod: durationString(e.guestCutoffMinutes),
      cancellationPolicy: { id: e.cancellationPolicy, name: POLICIES[e.cancellationPolicy as 1] ?? 'fiveDays' },
      guestEmails: null,
      generateGuestQRCode: e.generateQr,
      lastModificationDate: e.updatedAt,
      creationDate: e.createdAt,
      guestAdvanceBookingPeriodInMonths: Math.round(e.advanceBookingDays / 30),
      additionalGuestCost: e.additionalGuestCost,
      cityName: e.cityName,
      host: { id: e.hostId, name: e.hostName, avatarPath: avatarPath(e.hostAvatarId) },
      ratingSummary: { status: RATING_STATUS[e.ratingStatus] ?? 'rated', rating: e.ratingsAverage, reviewsCount: e.ratingsCount },
      userFavouriteId: favouriteId,
      securityStamp: e.securityStamp,
    };
  }

  async function ratings(id: number, page: number, size: number, lang: LangSuffix) {
    const e = await approvedExperience(id, lang);
    const { rows, breakdown } = await reviews.forExperience(id, page, size, lang);
    const total = e.ratingsCount;
    return {
      items: rows.map((r) => ({ id: r.id, user: { id: r.userId, name: r.userName, avatarPath: avatarPath(r.avatarId) }, creationDate: r.creationDate, comment: r.comment, rate: r.rate })),
      total,
      summary: { status: RATING_STATUS[e.ratingStatus] ?? 'rated', rating: e.ratingsAverage, reviewsCount: total },
      breakdown: [5, 4, 3, 2, 1].map((rate) => ({ rate, count: breakdown.find((b) => b.rate === rate)?.count ?? 0 })),
    };
  }

  const hostSummary = (count: number, sum: number) => {
    const rating = count ? Math.round((sum / count) * 100) / 100 : null;
    const status: RatingStatus = count < 3 ? 'new' : rating !== null && rating >= 4.8 && count >= 25 ? 'guestFavourite' : 'rated';
    return { status, rating, reviewsCount: count };
  };

  /**
   * A host's About fields in the page's language when the host has them in it (`details:ar`, …),
   * otherwise as they wrote them, with the language they are written in so the page can say so.
   */
  function profileTexts(about: Record<string, string | null> | null, writes: string | null, lang: LangSuffix) {
    const a = about ?? {};
    const translated = ['details', 'profession', 'languages'].some((k) => a[`${k}:${lang}`]);
    if (translated) {
      return { about: a[`details:${lang}`] ?? null, profession: a[`profession:${lang}`] ?? null, languages: a[`languages:${lang}`] ?? null, textLanguage: lang };
    }
    const texts = { about: a.details ?? null, profession: a.profession ?? null, languages: a.languages ?? null };
    const any = Object.values(texts).some(Boolean);
    return { ...texts, textLanguage: any ? langSuffix(writes ?? lang) : null };
  }

  async function hostInfo(id: number, lang: LangSuffix) {
    const h = await repo.host(id, lang);
    if (!h) throw notFound();
    return {
      id: h.id,
      name: h.name,
      avatarPath: avatarPath(h.avatarId),
      ...profileTexts(h.about, h.language, lang),
      cityName: h.cityName,
      joinedDate: h.createdAt,
      isIdentityVerified: h.identityStatusId === 2,
      experiencesCount: h.experiencesCount,
      ratingSummary: hostSummary(h.ratingsCount, h.ratingsSum),
    };
  }

  async function hostReviews(id: number, page: number, size: number, lang: LangSuffix) {
    const h = await repo.host(id, lang);
    if (!h) throw notFound();
    const { rows, total } = await reviews.forHost(id, page, size, lang);
    return {
      items: rows.map((r) => ({
        id: r.id,
        user: { id: r.userId, name: r.userName, avatarPath: avatarPath(r.avatarId) },
        creationDate: r.creationDate,
        comment: r.comment,
        rate: r.rate,
        experience: { id: r.experienceId, name: r.experienceName },
      })),
      total,
      summary: hostSummary(h.ratingsCount, h.ratingsSum),
    };
  }

  async function topHosts(limit: number, lang: LangSuffix) {
    const rows = await repo.topHosts(limit, lang);
    return rows.map((h) => ({
      id: h.id,
      name: h.name,
      avatarPath: avatarPath(h.avatarId),
      cityName: h.cityName,
      experiencesCount: h.experiencesCount,
      ratingSummary: hostSummary(h.ratingsCount, h.ratingsSum),
      coverImagePath: h.coverImagePath,
    }));
  }

  // ---- availability (guest §4 "Available date") ----

  async function seatsBetween(id: number, from: string, to: string) {
    const exp = await repo.schedule(id);
    if (!exp || exp.statusId !== 5) throw notFound();
    const now = platformNow(clock.now());
    const lastBookable = addDays(now.today, exp.advanceBookingDays);
    const lo = from < now.today ? now.today : from;
    const hi = to > lastBookable ? lastBookable : to;
    const [slots, holidays, taken] = await Promise.all([
      repo.timeSlots(id, 'en'),
      lo <= hi ? repo.holidayRanges(id, lo, hi) : Promise.resolve([]),
      lo <= hi ? repo.seatsTaken(id, lo, hi) : Promise.resolve([]),
    ]);
    const slotMinutes = slots.map((s) => {
      const [h, m] = s.time.split(':').map(Number);
      return h * 60 + m;
    });
    const todayOpen = slotMinutes.some((m) => m > now.minutes + exp.guestCutoffMinutes);
    const takenBy = new Map(taken.map((t) => [t.day, t]));
    const seats: AvailableSeats[] = [];
    const reasons = new Map<string, 'past' | 'tooFarAhead' | 'notScheduled' | 'holiday'>();
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (day < now.today || (day === now.today && !todayOpen)) {
        reasons.set(day, 'past');
        continue;
      }
      if (day > lastBookable) {
        reasons.set(day, 'tooFarAhead');
        continue;
      }
      if ((exp.weekdayMask & (1 << weekdayOf(day))) === 0 || slots.length === 0) {
        reasons.set(day, 'notScheduled');
        continue;
      }
      if (holidays.some((h) => day >= h.fromDate && day <= h.toDate)) {
        reasons.set(day, 'holiday');
        continue;
      }
      const t = takenBy.get(day);
      const dayFree = !t || (!t.privateBooked && t.guestsBooked === 0);
      const privateQty = exp.privateEnabled && dayFree ? (exp.privateCapacityMax ?? 0) : 0;
      // without public capacity (atGuest) every booking is for the guest's own group
      const publicQty = exp.capacityMax === null ? (dayFree ? (exp.privateCapacityMax ?? 0) : 0) : t?.privateBooked ? 0 : Math.max(0, exp.capacityMax - (t?.guestsBooked ?? 0));
      seats.push({ date: day, guestAvailableQTY: publicQty, privateGuestAvailableQTY: privateQty });
    }
    const openSlots = (day: string): TimeSlot[] =>
      day === now.today ? slots.filter((_, i) => slotMinutes[i] > now.minutes + exp.guestCutoffMinutes) : slots;
    return { exp, now, lastBookable, seats, reasons, slots, openSlots };
  }

  async function availableDays(id: number, from: string | undefined, to: string | undefined, lang: LangSuffix) {
    const today = platformNow(clock.now()).today;
    const start = from ?? today;
    const end = to ?? addDays(start, 30);
    if (end < start) throw new AppError(ApiMsg.validationFailed, 400, { To: [Msg.invalidValue] });
    if (daysBetween(start, end) > MAX_AVAILABILITY_RANGE_DAYS) throw new AppError(ApiMsg.validationFailed, 400, { To: [Msg.invalidValue] });
    const r = await seatsBetween(id, start, end);
    const timeSlots = lang === 'en' ? r.slots : await repo.timeSlots(id, lang);
    return { today: r.now.today, lastBookableDate: r.lastBookable, seats: r.seats, timeSlots };
  }

  async function isAvailable(id: number, date: string, adults: number, children: number, isPrivate: boolean, lang: LangSuffix) {
    const r = await seatsBetween(id, date, date);
    const seat = r.seats[0] ?? null;
    const guests = adults + children;
    let reason: string | null = r.reasons.get(date) ?? null;
    if (!reason && seat) {
      if (isPrivate) {
        if (!r.exp.privateEnabled) reason = 'privateNotOffered';
        else if (seat.privateGuestAvailableQTY === 0) reason = 'soldOut';
        else if (guests > seat.privateGuestAvailableQTY) reason = 'aboveMaximum';
      } else if (seat.guestAvailableQTY === 0) reason = 'soldOut';
      else if (guests > seat.guestAvailableQTY) reason = 'notEnoughSeats';
    }
    const slots = seat ? r.openSlots(date) : [];
    const localized = lang === 'en' || !slots.length ? slots : (await repo.timeSlots(id, lang)).filter((s) => slots.some((o) => o.id === s.id));
    return {
      isAvailable: reason === null && seat !== null,
      reason: reason as never,
      seats: seat,
      timeSlots: reason === null ? localized : [],
    };
  }

  return {
    resolve,
    list,
    map,
    homeSection,
    detail,
    ratings,
    hostInfo,
    hostReviews,
    topHosts,
    availableDays,
    isAvailable,
    categories: (lang: LangSuffix) => repo.categories(lang),
    activities: (lang: LangSuffix, activeOnly: boolean) => repo.activities(lang, activeOnly),
    cities: (text: string | undefined, limit: number, lang: LangSuffix) => repo.searchCities(normalizeSearch(text ?? ''), limit, lang),
    regions: (text: string | undefined, limit: number, lang: LangSuffix, activeOnly: boolean) =>
      repo.searchRegions(normalizeSearch(text ?? ''), limit, lang, activeOnly),
    cardsByIds: (ids: number[], lang: LangSuffix, userId: number | null) => cardsByIds(sql, ids, lang, userId),
    approvedExperience,
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
