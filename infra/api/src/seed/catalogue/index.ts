import { RoleId, VerificationStatusId } from '@tajriba/contracts';
import type { SqlClient } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { LocalFileStorage, type FileStorage } from '../../lib/storage';
import { catalogueRepository } from '../../repositories/catalogue';
import { insertRows } from '../../repositories/catalogue-import';
import { usersRepository } from '../../repositories/users';
import { addDays, platformNow } from '../../services/catalogue-dates';
import { DEMO_HORIZON_DAYS, DEMO_SEATS_SETTING, FEE_SETTING } from '../../services/catalogue-maintenance';
import { normalizeSearch } from '../../services/catalogue-text';
import { feeSignature, finalPriceOf, type FeeConfig } from '../../services/pricing';
import type { SeedContext, SeedHook } from '../index';
import { categories, type SceneKind } from './data/categories';
import { concepts, type ConceptSeed } from './data/concepts';
import { cities, regions } from './data/places';
import * as pools from './data/pools';
import { experienceIllustrations } from './art';
import { avatarSvg } from './illustrations';
import { storeSvgImages, type StoredImage } from './images';
import { createRng, type Rng } from './prng';

/** Written last: its presence means the catalogue seed completed. */
const SEEDED_SETTING = 'catalogue_seeded_at';
/** Password of every seeded catalogue host (listed in the API README). */
export const CATALOGUE_HOST_PASSWORD = 'Tajriba#2026';
/**
 * Until issue 18 each experience drew its 3–6 pictures from 8 per category (sample of 8); the
 * draw is kept so every other seeded value (slots, prices, reviews) stays as it was.
 */
const FORMER_POOL = Array.from({ length: 8 }, (_, i) => i);
const RIYADH_TZ = { id: 283, displayNameEn: '(UTC+03:00) Riyadh — Arabian Standard Time', displayNameAr: '(UTC+03:00) الرياض — التوقيت العربي الرسمي', baseUtcOffset: '+03:00' };

const TYPE_ID = { atHost: 1, atGuest: 2, online: 3 } as const;
const LEVEL_ID = { light: 1, medium: 2, moderate: 3, strenuous: 4 } as const;
const SLOT_TIMES: Record<SceneKind, string[]> = {
  desert: ['15:00', '15:30', '16:00'],
  kitchen: ['10:00', '12:00', '17:00', '19:00'],
  coffee: ['09:00', '16:00', '17:30', '20:00'],
  sea: ['07:00', '08:00', '09:00', '14:00'],
  mountain: ['07:00', '07:30', '08:00'],
  heritage: ['08:00', '16:00', '17:00', '20:00'],
  crafts: ['10:00', '14:00', '17:00', '19:30'],
  falcon: ['07:00', '16:00', '16:30'],
  photo: ['07:00', '16:30', '20:00', '21:00'],
  wellness: ['07:00', '09:00', '18:00', '20:00'],
  music: ['18:00', '19:30', '21:00'],
  farm: ['07:00', '08:00', '09:00'],
};
/** Concepts whose first instance gets 100+ reviews, so the reviews modal pages. */
const BUSY = new Set(['desert-camp:alula', 'albalad:jeddah', 'qahwa:riyadh', 'snorkel:jeddah', 'najdi-cooking:riyadh', 'diriyah:diriyah']);
/** Instances kept out of the guest catalogue (statuses other than approved). */
const NOT_APPROVED: Record<string, number> = { 'pottery:jeddah': 2, 'horse-ride:jeddah': 6, 'street-photo:riyadh': 1, 'perfume:madinah': 4 };

/**
 * What the moderator wrote when sending a seeded listing back (a send-back always has a note). A
 * note is one text, shown to the host as written whatever the page's language, so the seed's is
 * written in both, English first then Arabic. It asks for what the listing lacks: its location
 * names no place a guest could find.
 */
export const SEEDED_SEND_BACK_NOTES: Record<string, string> = {
  'perfume:madinah':
    '“Perfume atelier, Madinah” does not tell guests where to go: add the district and a landmark near the atelier, then submit again.\n' +
    '«مشغل العطور، المدينة المنورة» لا يكفي ليعرف الضيوف وجهتهم: أضف اسم الحي ومعلمًا قريبًا من المشغل، ثم أعد الإرسال.',
};

/**
 * The review history of a listing, told by its dates (the moderation queue shows when each
 * submission arrived, oldest first). One waiting for a decision was drafted for a few days and
 * submitted a day or three ago, and the submission was the host's last change: a queue does not
 * hold a listing for months, and an old submission would sit above every real one. One sent back
 * was submitted before the review that sent it back (its last change). Drafts were never
 * submitted. A live (or paused) listing was submitted after some drafting and approved hours
 * later, both before its last change: it has an approval date like one approved through the
 * moderation queue. A PRNG of its own keeps every other seeded value.
 */
function moderationDates(
  key: string,
  statusId: number,
  createdAt: Date,
  updatedAt: Date,
  now: Date,
): { createdAt: Date; updatedAt: Date; submittedAt: Date | null; approvedAt: Date | null } {
  const rng = createRng(`submitted:${key}`);
  if (statusId === 2) {
    const submittedAt = new Date(now.getTime() - rng.int(26, 70) * hourMs - rng.int(0, 3_599) * 1000);
    return { createdAt: new Date(submittedAt.getTime() - rng.int(3, 12) * dayMs - rng.int(0, 86_000) * 1000), updatedAt: submittedAt, submittedAt, approvedAt: null };
  }
  if (statusId === 4) return { createdAt, updatedAt, submittedAt: new Date(Math.max(createdAt.getTime(), updatedAt.getTime() - rng.int(20, 40) * hourMs)), approvedAt: null };
  if (statusId === 5 || statusId === 6) {
    // a live listing's last change is at least a day after its creation (see the caller's draw)
    const span = updatedAt.getTime() - createdAt.getTime();
    const submittedAt = new Date(createdAt.getTime() + Math.round(span * rng.float(0.05, 0.4)));
    const approvedAt = new Date(Math.min(updatedAt.getTime(), submittedAt.getTime() + rng.int(2, 30) * hourMs + rng.int(0, 3_599) * 1000));
    return { createdAt, updatedAt, submittedAt, approvedAt };
  }
  return { createdAt, updatedAt, submittedAt: null, approvedAt: null };
}

/** Heritage concepts that are walks through a quarter: no pick-up, no vehicle. */
const WALKING_TOURS = new Set(['albalad', 'diriyah', 'masmak', 'hofuf-souq', 'madinah-history']);
/** The vehicle a host drives guests in, by where they go (a 4x4 for sand, a minibus for roads). */
function vehiclesFor(cat: SceneKind): typeof pools.vehicles {
  const [landCruiser, minibus] = pools.vehicles;
  return cat === 'desert' || cat === 'falcon' ? [landCruiser] : cat === 'mountain' ? [landCruiser, minibus] : [minibus];
}

const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);
const dayMs = 86_400_000;
const hourMs = 3_600_000;

function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const isArabic = (s: string) => /[\u0600-\u06ff]/.test(s);

interface Ids {
  categories: Map<string, number>;
  regions: Map<string, number>;
  cities: Map<string, number>;
  activities: Map<string, number>;
  holidays: number[];
}

async function seedReference(sql: SqlClient, now: Date): Promise<Ids> {
  const cats = await insertRows(
    sql,
    'experience_categories',
    categories.map((c, i) => ({ name_en: c.en, name_ar: c.ar, icon: c.icon, color: c.color, sort_order: i + 1 })),
    { returning: 'id, name_en' },
  );
  const regs = await insertRows(
    sql,
    'regions',
    regions.map((r) => ({ name_en: r.en, name_ar: r.ar, search_text: normalizeSearch(`${r.en} ${r.ar}`), latitude: r.lat, longitude: r.lng })),
    { returning: 'id, name_en' },
  );
  const regionIds = new Map(regions.map((r) => [r.key, regs.find((x) => x.name_en === r.en)!.id as number]));
  const cits = await insertRows(
    sql,
    'cities',
    cities.map((c) => ({
      region_id: regionIds.get(c.region),
      name_en: c.en,
      name_ar: c.ar,
      search_text: normalizeSearch([c.en, c.ar, ...(c.aliases ?? [])].join(' ')),
      latitude: c.lat,
      longitude: c.lng,
      population: c.population,
    })),
    { returning: 'id, name_en' },
  );
  const acts = await insertRows(sql, 'activities', pools.activities.map((a) => ({ name_en: a.en, name_ar: a.ar })), { returning: 'id, name_en' });
  // national days for last, this and the next two years; Eids from the Umm al-Qura calendar
  const year = now.getUTCFullYear();
  const holidayRows: Record<string, unknown>[] = [];
  for (let y = year - 1; y <= year + 2; y++) {
    for (const h of pools.fixedHolidays) {
      const from = `${y}-${String(h.month).padStart(2, '0')}-${String(h.day).padStart(2, '0')}`;
      holidayRows.push({ name_en: `${h.en} ${y}`, name_ar: `${h.ar} ${y}`, from_date: from, to_date: addDays(from, h.days - 1) });
    }
  }
  for (const h of pools.eidHolidays) holidayRows.push({ name_en: h.en, name_ar: h.ar, from_date: h.from, to_date: h.to });
  const hols = await insertRows(sql, 'holidays', holidayRows, { returning: 'id' });
  return {
    categories: new Map(categories.map((c) => [c.key, cats.find((x) => x.name_en === c.en)!.id as number])),
    regions: regionIds,
    cities: new Map(cities.map((c) => [c.key, cits.find((x) => x.name_en === c.en)!.id as number])),
    activities: new Map(pools.activities.map((a) => [a.en, acts.find((x) => x.name_en === a.en)!.id as number])),
    holidays: hols.map((h) => h.id as number),
  };
}

/**
 * A host's About as they wrote it (in their language) plus the same fields in the other language
 * (`details:en`, `details:ar`, …): HostInfo answers in the page's language from these.
 */
function bilingualAbout(h: (typeof pools.hosts)[number], other: { about: string; profession: string; languages: string } | undefined): Record<string, string | null> {
  const own = isArabic(h.name) ? 'ar' : 'en';
  const otherLang = own === 'ar' ? 'en' : 'ar';
  const about: Record<string, string | null> = { details: h.about, profession: h.profession, languages: h.languages };
  for (const [key, value] of Object.entries({ details: h.about, profession: h.profession, languages: h.languages })) about[`${key}:${own}`] = value;
  if (other) for (const [key, value] of Object.entries({ details: other.about, profession: other.profession, languages: other.languages })) about[`${key}:${otherLang}`] = value;
  return about;
}

interface SeededUser {
  id: number;
  name: string;
  city: string;
}

async function seedUsers(ctx: SeedContext, storage: FileStorage): Promise<{ hosts: SeededUser[]; reviewers: SeededUser[] }> {
  const users = usersRepository(ctx.db);
  const now = ctx.clock.now();
  const hostHash = await hashPassword(CATALOGUE_HOST_PASSWORD);
  const avatars = await storeSvgImages(
    ctx.sql,
    storage,
    [...pools.hosts.map((h) => h.name), ...pools.reviewers.filter((_, i) => i % 3 !== 2).map((r) => r.name)].map((name) => ({ svg: avatarSvg(name), name: `avatar-${name}.webp` })),
    { cacheDir: ctx.config.seedImageCache },
  );
  const avatarOf = new Map([...pools.hosts.map((h) => h.name), ...pools.reviewers.filter((_, i) => i % 3 !== 2).map((r) => r.name)].map((n, i) => [n, avatars[i]]));
  const hosts: SeededUser[] = [];
  for (const [i, h] of pools.hosts.entries()) {
    const existing = await users.findByEmail(h.email);
    const row =
      existing ??
      (await users.create(
        {
          email: h.email,
          fullName: h.name,
          fullNameEn: h.nameEn ?? (isArabic(h.name) ? null : h.name),
          fullNameAr: h.nameAr ?? (isArabic(h.name) ? h.name : null),
          phoneNumber: `+9665510${String(i).padStart(5, '0')}`,
          dateOfBirth: `${1975 + (i % 20)}-0${1 + (i % 9)}-1${i % 9}`,
          isMale: h.isMale,
          passwordHash: hostHash,
          avatarFileId: avatarOf.get(h.name)?.fileId ?? null,
          emailConfirmed: true,
          phoneConfirmed: true,
          currentRoleId: RoleId.Host,
          identityStatusId: VerificationStatusId.Approved,
          workPapersStatusId: VerificationStatusId.Approved,
          language: isArabic(h.name) ? 'ar' : 'en-US',
          about: bilingualAbout(h, pools.hostProfileTranslations[h.email]),
          createdAt: new Date(now.getTime() - (900 + i * 37) * dayMs),
          updatedAt: now,
        },
        [RoleId.Guest, RoleId.Host],
      ));
    hosts.push({ id: row.id, name: h.name, city: h.city });
  }
  // the demo host account (core seed) also hosts a few experiences when it exists
  const demoHost = await users.findByEmail('host@tajriba.sa');
  if (demoHost) hosts.push({ id: demoHost.id, name: demoHost.fullName, city: 'riyadh' });
  const reviewers: SeededUser[] = [];
  for (const [i, r] of pools.reviewers.entries()) {
    const row = await users.create(
      {
        email: null,
        fullName: r.name,
        phoneNumber: null,
        isMale: r.isMale,
        passwordHash: null,
        avatarFileId: avatarOf.get(r.name)?.fileId ?? null,
        currentRoleId: RoleId.Guest,
        language: isArabic(r.name) ? 'ar' : 'en-US',
        createdAt: new Date(now.getTime() - (1000 + i * 11) * dayMs),
        updatedAt: now,
      },
      [RoleId.Guest],
    );
    reviewers.push({ id: row.id, name: r.name, city: '' });
  }
  return { hosts, reviewers };
}

interface Instance {
  concept: ConceptSeed;
  cityKey: string | null;
  key: string;
}

/** Every seeded experience: one per concept and city, one per online concept. */
export function instances(): Instance[] {
  const out: Instance[] = [];
  for (const c of concepts) {
    if (c.type === 'online') out.push({ concept: c, cityKey: null, key: `${c.key}:online` });
    else for (const city of c.cities) out.push({ concept: c, cityKey: city, key: `${c.key}:${city}` });
  }
  return out;
}

/** Seeds the catalogue once (skips when categories already exist). */
export async function seedCatalogue(ctx: SeedContext, opts: { storage?: FileStorage } = {}): Promise<void> {
  const { sql } = ctx;
  const repo = catalogueRepository(sql);
  if (await repo.setting(SEEDED_SETTING)) return;
  // catalogues seeded before the completion marker existed end with the demo-seats setting
  if (await repo.setting(DEMO_SEATS_SETTING)) {
    await repo.putSetting(SEEDED_SETTING, ctx.clock.now().toISOString());
    return;
  }
  const existing = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM experience_categories');
  if ((existing[0]?.n ?? 0) > 0) {
    // a run that stopped half-way (the process was killed): start the catalogue over. Plain
    // DELETEs (children go with ON DELETE CASCADE) so that rows of other areas pointing at an
    // experience make this fail loudly instead of being swept away.
    ctx.log.warn('incomplete catalogue seed found: seeding the catalogue again');
    for (const table of ['experiences', 'experience_categories', 'cities', 'regions', 'activities', 'holidays']) await sql.query(`DELETE FROM ${table}`);
    await sql.query(`DELETE FROM users WHERE email IS NULL AND phone_number IS NULL AND password_hash IS NULL AND full_name = ANY($1::text[])`, [
      pools.reviewers.map((r) => r.name),
    ]);
  }
  const storage = opts.storage ?? new LocalFileStorage(ctx.config.filesDir);
  const fees: FeeConfig = ctx.config.fees;
  const now = ctx.clock.now();
  const started = Date.now();

  const ids = await seedReference(sql, now);
  const { hosts, reviewers } = await seedUsers(ctx, storage);

  // co-host portraits (each experience's own pictures are rendered below)
  const coHostImages = await storeSvgImages(
    sql,
    storage,
    pools.coHostNames.map((n) => ({ svg: avatarSvg(n.en), name: `cohost-${n.en}.webp` })),
    { cacheDir: ctx.config.seedImageCache },
  );

  const list = instances();
  const experienceRows: Record<string, unknown>[] = [];
  const meta: { inst: Instance; rng: Rng; stamp: string; cat: SceneKind; minutes: number; createdAt: Date; capacityMax: number | null; privateEnabled: boolean }[] = [];
  const cityByKey = new Map(cities.map((c) => [c.key, c]));
  const regionCities = (regionKey: string) => cities.filter((c) => c.region === regionKey).map((c) => ids.cities.get(c.key)!);
  let newCount = 0;

  for (const [index, inst] of list.entries()) {
    const c = inst.concept;
    const rng = createRng(`exp:${inst.key}`);
    const city = inst.cityKey ? cityByKey.get(inst.cityKey)! : null;
    const cityEn = city?.en ?? '';
    const cityAr = city?.ar ?? '';
    const fill = (s: string, lang: 'en' | 'ar') => s.replaceAll('{city}', lang === 'en' ? cityEn : cityAr);
    const sameCityHosts = hosts.filter((h) => h.city === inst.cityKey);
    const host = sameCityHosts.length ? sameCityHosts[index % sameCityHosts.length] : hosts[rng.int(0, hosts.length - 1)];
    const typeId = TYPE_ID[c.type];
    const jitter = c.cat === 'desert' || c.cat === 'mountain' || c.cat === 'falcon' ? 0.12 : 0.035;
    const lat = city ? (typeId === 1 ? city.lat + rng.float(-jitter, jitter) : city.lat) : null;
    const lng = city ? (typeId === 1 ? city.lng + rng.float(-jitter, jitter) : city.lng) : null;
    // A concept offered in several cities by different hosts gets the city in its title when the
    // title does not name one already: a catalogue never lists two experiences under one name.
    const citySuffix = city && !c.en.includes('{city}') && c.cities.length > 1;
    const nameEn = fill(c.en, 'en') + (citySuffix ? ` in ${cityEn}` : '');
    const nameAr = fill(c.ar, 'ar') + (citySuffix ? ` في ${cityAr}` : '');
    const price = round5(rng.float(c.price[0], c.price[1]));
    const capacityMax = typeId === 2 ? null : typeId === 3 ? rng.pick([10, 20, 30, 50]) : rng.pick([6, 8, 10, 12, 15, 20]);
    const privateEnabled = typeId === 2 || rng.chance(0.45);
    const privateCapMax = privateEnabled ? (typeId === 2 ? rng.pick([6, 10, 15, 25]) : (capacityMax ?? 10) + rng.pick([0, 5, 10])) : null;
    const privatePrice = typeId === 2 ? price : privateEnabled ? round5(price * (capacityMax ?? 8) * rng.float(0.55, 0.8)) : null;
    // Walking tours of a quarter start on foot where they are; only trips out of town drive there.
    const providesTransport = typeId === 1 && ['desert', 'mountain', 'sea', 'heritage', 'falcon'].includes(c.cat) && rng.chance(0.5) && !WALKING_TOURS.has(c.key);
    const transportIncluded = providesTransport ? rng.chance(0.6) : true;
    const policy = rng.pick([1, 2, 3, 3]);
    const isNew = newCount < 8 && index % 13 === 5;
    if (isNew) newCount++;
    const drawnCreatedAt = new Date(now.getTime() - (isNew ? rng.int(2, 25) : rng.int(45, 900)) * dayMs - rng.int(0, 86_000) * 1000);
    const statusId = NOT_APPROVED[inst.key] ?? 5;
    const discount = rng.chance(0.3) ? [{ id: 1, type: 'percentage', value: rng.pick([10, 15, 20]), groupSizeMin: 4, groupSizeMax: rng.pick([8, 10, 20]) }] : [];
    const days = rng.chance(0.4) ? [0, 1, 2, 3, 4, 5, 6] : rng.sample([0, 1, 2, 3, 4, 5, 6], rng.int(4, 6));
    const womenOnly = (c.key === 'henna' || c.key === 'home-yoga') && rng.chance(0.5);
    const minAge = c.minAge ?? 2;
    const stamp = uuidFrom(rng);
    const servedCities = typeId === 1 ? [ids.cities.get(inst.cityKey!)!] : typeId === 2 ? regionCities(city!.region) : [];
    const keywordsEn = [...c.kwEn, ...(city ? [cityEn] : [])];
    const keywordsAr = [...c.kwAr, ...(city ? [cityAr] : [])];
    const cat = categories.find((x) => x.key === c.cat)!;
    const row = {
      host_id: host.id,
      status_id: statusId,
      type_id: typeId,
      category_id: ids.categories.get(c.cat),
      name_en: nameEn,
      name_ar: nameAr,
      description_en: fill(c.descEn, 'en'),
      description_ar: fill(c.descAr, 'ar'),
      keywords_en: keywordsEn,
      keywords_ar: keywordsAr,
      languages: c.langs ?? (rng.chance(0.15) ? ['ar', 'en', rng.pick(['fr', 'ur', 'hi'])] : rng.chance(0.85) ? ['ar', 'en'] : ['ar']),
      search_text: normalizeSearch([nameEn, nameAr, ...keywordsEn, ...keywordsAr, cat.en, cat.ar].join(' ')),
      city_id: city ? ids.cities.get(inst.cityKey!) : null,
      served_city_ids: servedCities,
      latitude: lat,
      longitude: lng,
      location_en: typeId === 1 && c.placeEn ? fill(c.placeEn, 'en') : null,
      location_ar: typeId === 1 && c.placeAr ? fill(c.placeAr, 'ar') : null,
      host_location:
        typeId === 1
          ? {
              isMeetingLocationDifferentFromEvent: providesTransport,
              meetingLocationName: providesTransport ? { en: `Pick-up point, ${cityEn} city centre`, ar: `نقطة التجمع، وسط ${cityAr}` } : null,
              meetingLocationLatitude: providesTransport ? city!.lat : null,
              meetingLocationLongitude: providesTransport ? city!.lng : null,
              vehicleType: providesTransport ? rng.pick(vehiclesFor(c.cat)) : null,
            }
          : null,
      online_setup:
        typeId === 3
          ? {
              platform: rng.pick(['Zoom', 'Google Meet', 'Microsoft Teams']),
              timezone: RIYADH_TZ,
              laptop: true,
              desktop: true,
              smartphone: rng.chance(0.6),
              tablet: rng.chance(0.6),
              smartTV: false,
              requireDevice: true,
              instructions: { en: 'You will receive the session link by e-mail 24 hours before the start.', ar: 'سيصلك رابط الجلسة بالبريد الإلكتروني قبل البداية بأربع وعشرين ساعة.' },
            }
          : null,
      travel_region_ids: typeId === 2 ? [ids.regions.get(city!.region)] : [],
      travel_cost: typeId === 2 ? rng.pick([0, 50, 100, 150]) : 0,
      duration_minutes: c.minutes,
      guest_arrival_before_minutes: typeId === 3 ? 0 : rng.pick([0, 15, 30]),
      weekday_mask: days.reduce((m, d) => m | (1 << d), 0),
      advance_booking_days: rng.pick([60, 90, 90, 180]),
      activity_level: LEVEL_ID[c.level ?? 'light'],
      activity_ids: pools.categoryActivities[c.cat].map((n) => ids.activities.get(n)!),
      preparation: rng.chance(0.5) ? rng.pick(pools.preparations) : null,
      special_skill: c.cat === 'sea' ? { en: 'You should be comfortable in the water and able to swim.', ar: 'يجب أن تكون مرتاحاً في الماء وقادراً على السباحة.' } : null,
      guest_bring: typeId === 3 ? null : pools.bringItems[c.cat],
      thirdparty_permit: c.cat === 'heritage' && typeId === 1 ? { en: 'The site entrance ticket is included in the price.', ar: 'تذكرة دخول الموقع مشمولة في السعر.' } : null,
      additional_requirements: rng.chance(0.35) ? rng.pick(pools.additionalRequirements) : null,
      is_accessible: c.accessible ?? false,
      included_food: c.food ?? [],
      included_drinks: c.drinks ?? [],
      included_equipments: typeId === 3 ? [] : pools.equipments[c.cat],
      guest_min_age: minAge,
      guest_under2_allowed: minAge <= 2 && rng.chance(0.7),
      guest_is_male: !womenOnly,
      guest_is_female: true,
      capacity_min: capacityMax === null ? null : 1,
      capacity_max: capacityMax,
      private_enabled: privateEnabled,
      private_capacity_min: privateEnabled ? (typeId === 2 ? 1 : 2) : null,
      private_capacity_max: privateCapMax,
      instant_booking: rng.chance(0.5),
      price,
      private_price: privatePrice,
      additional_guest_cost: typeId === 2 ? rng.pick([50, 75, 100]) : null,
      final_price: finalPriceOf(price, fees),
      private_final_price: privatePrice === null ? null : finalPriceOf(privatePrice, fees),
      provides_transportation: providesTransport,
      transportation_included: transportIncluded,
      transportation_fees: providesTransport && !transportIncluded ? rng.pick([50, 75, 100, 150]) : 0,
      discounts: discount,
      has_discounts: discount.length > 0,
      cancel_event_period_minutes: { 1: 1440, 2: 4320, 3: 7200 }[policy],
      guest_cutoff_minutes: rng.pick([0, 60, 120, 1440]),
      cancellation_policy: policy,
      generate_qr: rng.chance(0.9),
      security_stamp: stamp,
    };
    // drawn last whatever the status, as before, so every other value of this listing's PRNG stays as it was
    const drawnUpdatedAt = new Date(Math.min(now.getTime(), drawnCreatedAt.getTime() + rng.int(1, 40) * dayMs));
    const { createdAt, updatedAt, submittedAt, approvedAt } = moderationDates(inst.key, statusId, drawnCreatedAt, drawnUpdatedAt, now);
    experienceRows.push({
      ...row,
      created_at: createdAt.toISOString(),
      updated_at: updatedAt.toISOString(),
      submitted_at: submittedAt?.toISOString() ?? null,
      approved_at: approvedAt?.toISOString() ?? null,
      moderation_note: statusId === 4 ? (SEEDED_SEND_BACK_NOTES[inst.key] ?? null) : null,
    });
    meta.push({ inst, rng, stamp, cat: c.cat, minutes: c.minutes, createdAt, capacityMax, privateEnabled });
  }

  const jsonb = { host_location: 'jsonb', online_setup: 'jsonb', preparation: 'jsonb', special_skill: 'jsonb', guest_bring: 'jsonb', thirdparty_permit: 'jsonb', additional_requirements: 'jsonb', included_equipments: 'jsonb', discounts: 'jsonb' } as const;
  const inserted = await insertRows(sql, 'experiences', experienceRows, { casts: { ...jsonb, security_stamp: 'uuid', created_at: 'timestamptz', updated_at: 'timestamptz', submitted_at: 'timestamptz', approved_at: 'timestamptz' }, returning: 'id, security_stamp::text AS stamp' });
  const idByStamp = new Map(inserted.map((r) => [r.stamp as string, r.id as number]));

  // every experience's own pictures (issue 18 item 11): the same draw from its PRNG as before
  // (3–4 pictures: every one is rendered now, and the seed runs on small machines)
  const imageCounts = meta.map((m) => {
    const n = m.rng.int(3, 6);
    m.rng.shuffle(FORMER_POOL);
    return Math.min(n, 4);
  });
  const renderList = meta.flatMap((m, i) => experienceIllustrations(m.inst, imageCounts[i]));
  const rendered = await storeSvgImages(sql, storage, renderList, { cacheDir: ctx.config.seedImageCache });
  const ownImages: StoredImage[][] = [];
  let from = 0;
  for (const n of imageCounts) {
    ownImages.push(rendered.slice(from, from + n));
    from += n;
  }

  const images: Record<string, unknown>[] = [];
  const slots: Record<string, unknown>[] = [];
  const expHolidays: Record<string, unknown>[] = [];
  const addOns: Record<string, unknown>[] = [];
  const agenda: Record<string, unknown>[] = [];
  const coHosts: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  const questions: Record<string, unknown>[] = [];
  const imagePaths = new Map<number, string[]>();

  for (const [mi, m] of meta.entries()) {
    const id = idByStamp.get(m.stamp)!;
    const rng = m.rng;
    const chosen = ownImages[mi];
    imagePaths.set(id, chosen.map((i) => i.relativePath));
    chosen.forEach((img, i) => images.push({ experience_id: id, sort_order: i, file_id: img.fileId, relative_path: img.relativePath, content_type: img.contentType, size_bytes: img.sizeBytes }));
    const times = m.inst.concept.key === 'alula-night-photo' ? ['20:00', '21:30'] : m.minutes >= 600 ? ['15:30'] : rng.sample(SLOT_TIMES[m.cat], rng.int(1, 3)).sort();
    for (const t of times) {
      const hour = Number(t.slice(0, 2));
      const label = hour < 8 ? pools.slotNames[0] : hour < 12 ? pools.slotNames[1] : hour < 16 ? pools.slotNames[2] : hour < 19 ? pools.slotNames[3] : pools.slotNames[4];
      const named = rng.chance(0.5);
      slots.push({ experience_id: id, start_time: t, custom_name_en: named ? label.en : null, custom_name_ar: named ? label.ar : null });
    }
    if (rng.chance(0.6)) for (const h of ids.holidays) expHolidays.push({ experience_id: id, holiday_id: h });
    const addOnPool = pools.addOns[m.cat];
    const nAddOns = m.inst.concept.type === 'online' ? rng.int(0, 1) : rng.int(0, 2);
    rng.sample(addOnPool, nAddOns).forEach((a, i) =>
      addOns.push({
        experience_id: id,
        sort_order: i,
        name_en: a.en,
        name_ar: a.ar,
        description_en: a.descEn,
        description_ar: a.descAr,
        qty: a.qty,
        price: a.price,
        delivery_en: m.inst.concept.type === 'atHost' ? null : 'Delivered at the start of the session.',
        delivery_ar: m.inst.concept.type === 'atHost' ? null : 'يُسلَّم في بداية الجلسة.',
        image_path: rng.chance(0.5) ? rng.pick(chosen).relativePath : null,
      }),
    );
    pools.agendas[m.cat].forEach((a, i) =>
      agenda.push({
        experience_id: id,
        sort_order: i,
        title_en: a.en,
        title_ar: a.ar,
        topic_en: a.topicEn,
        topic_ar: a.topicAr,
        duration_minutes: Math.max(5, Math.round((m.minutes * a.share) / 5) * 5),
        image_path: i === 0 && rng.chance(0.4) ? rng.pick(chosen).relativePath : null,
      }),
    );
    rng.sample(pools.coHostNames.map((n, i) => ({ n, i })), rng.int(0, 2)).forEach(({ n, i }, k) => {
      const role = rng.pick(pools.coHostRoles);
      coHosts.push({ experience_id: id, sort_order: k, name_en: n.en, name_ar: n.ar, role_en: role.en, role_ar: role.ar, email: null, image_path: coHostImages[i].relativePath });
    });

    // reviews: busy listings get 100+, new ones 0–2, the rest 3–60
    const isNew = now.getTime() - m.createdAt.getTime() < 30 * dayMs;
    const count = BUSY.has(m.inst.key) ? rng.int(105, 180) : isNew ? rng.int(0, 2) : rng.chance(0.15) ? rng.int(25, 70) : rng.int(3, 30);
    const quality = rng.float(3.9, 4.97);
    const span = Math.max(1, now.getTime() - m.createdAt.getTime() - dayMs);
    for (let r = 0; r < count; r++) {
      const raw = quality + (rng.next() + rng.next() - 1) * 0.9;
      const rate = Math.max(2, Math.min(5, Math.round(raw)));
      const reviewer = reviewers[rng.int(0, reviewers.length - 1)];
      const texts = pools.reviewTexts[rate];
      const comment = isArabic(reviewer.name) ? rng.pick(texts.ar) : rng.pick(texts.en);
      const at = new Date(m.createdAt.getTime() + dayMs + Math.floor(rng.next() * span));
      reviews.push({ experience_id: id, user_id: reviewer.id, rate, comment, created_at: at.toISOString() });
    }
    for (const pair of rng.sample(pools.questionPairs, rng.int(0, 4))) {
      const asker = reviewers[rng.int(0, reviewers.length - 1)];
      const lang = isArabic(asker.name) ? 'ar' : 'en';
      const asked = new Date(m.createdAt.getTime() + Math.floor(rng.next() * span));
      const answered = rng.chance(0.8);
      questions.push({
        experience_id: id,
        user_id: asker.id,
        question: pair.q[lang],
        answer: answered ? pair.a[lang] : null,
        answered_at: answered ? new Date(Math.min(now.getTime(), asked.getTime() + rng.int(1, 48) * 3_600_000)).toISOString() : null,
        status_id: 1,
        created_at: asked.toISOString(),
        updated_at: asked.toISOString(),
      });
    }
  }

  await insertRows(sql, 'experience_images', images);
  for (const [id, paths] of imagePaths) await sql.query('UPDATE experiences SET image_paths = $2::text[] WHERE id = $1', [id, paths]);
  await insertRows(sql, 'experience_time_slots', slots, { casts: { start_time: 'time' } });
  await insertRows(sql, 'experience_holidays', expHolidays);
  await insertRows(sql, 'experience_add_ons', addOns);
  await insertRows(sql, 'experience_agenda_entries', agenda);
  await insertRows(sql, 'experience_co_hosts', coHosts);
  await insertRows(sql, 'experience_reviews', reviews, { casts: { created_at: 'timestamptz' } });
  await insertRows(sql, 'experience_questions', questions, { casts: { answered_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz' } });

  await repo.refreshRatings();
  const today = platformNow(now).today;
  const through = addDays(today, DEMO_HORIZON_DAYS);
  await repo.topUpDemoSeats(today, through);
  await repo.putSetting(DEMO_SEATS_SETTING, through);
  await repo.putSetting(FEE_SETTING, feeSignature(fees));
  await repo.putSetting(SEEDED_SETTING, now.toISOString());
  ctx.log.info(
    { experiences: inserted.length, reviews: reviews.length, questions: questions.length, images: renderList.length, ms: Date.now() - started },
    'catalogue seeded',
  );
}

const hook: SeedHook = { name: 'catalogue', order: 100, run: (ctx) => seedCatalogue(ctx) };
export default hook;
