import {
  ApiMsg,
  ExperienceStatusId,
  filePath,
  PaymentStatusId,
  PayoutStatusId,
  type AnalyticsRange,
  type ChartPoint,
  type DashboardAnalytics,
  type EarningAnalytics,
  type ExperienceAnalyticsRow,
  type ExperienceInsights,
  type HostBookingRow,
  type HostCalendarSlot,
  type HostRating,
  type PayoutStatusName,
  type StatCard,
} from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError, notFound } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { dashboardRepository, type HostBookingDbRow, type L, type StatsRow } from '../repositories/dashboard';
import { addDays, daysBetween, isValidDay, platformNow } from './catalogue-dates';
import { startsAt } from './booking';

const PAYMENT_NAMES = Object.fromEntries(Object.entries(PaymentStatusId).map(([k, v]) => [v, k])) as Record<number, HostBookingRow['status']['name']>;
const PAYOUT_NAMES = Object.fromEntries(Object.entries(PayoutStatusId).map(([k, v]) => [v, k])) as Record<number, PayoutStatusName>;
const STATUS_NAMES = Object.fromEntries(Object.entries(ExperienceStatusId).map(([k, v]) => [v, k])) as Record<number, ExperienceAnalyticsRow['status']['name']>;
const ORDER_STATUS_IDS = { completed: 1, upcoming: 2, canceled: 3, pending: 4, refunded: 5 } as const;
const HOUR = 3_600_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Payout cadence: a run every week, Sunday 03:00 Saudi time (Saturday 00:00 UTC), by the staff
 * command or the deployment's schedule (infra/api README "Payouts"). Exposed so the dashboard can
 * say when the next one is.
 */
export function nextPayoutRun(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // Sunday 03:00 in Riyadh is Sunday 00:00 UTC
  const add = (7 - d.getUTCDay()) % 7;
  let run = new Date(d.getTime() + add * 86_400_000);
  if (run <= now) run = new Date(run.getTime() + 7 * 86_400_000);
  return run;
}

/** A resolved analytics period and the previous one of the same length (for the signed change). */
export interface Period {
  range: AnalyticsRange;
  bucket: 'hour' | 'day' | 'month';
  /** Saudi days, inclusive (day and month buckets) */
  from: string;
  to: string;
  /** instants, [fromIso, toIso) */
  fromIso: string;
  toIso: string;
  prev: { from: string; to: string; fromIso: string; toIso: string };
  /** every bucket's start, so charts have a point for empty buckets too */
  buckets: string[];
}

const dayStartIso = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 3 * HOUR).toISOString();
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const addMonths = (day: string, n: number) => {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + n, 1));
  return d.toISOString().slice(0, 10);
};

export function resolvePeriod(now: Date, q: { Range: AnalyticsRange; From?: string; To?: string }): Period {
  const { today } = platformNow(now);
  if (q.Range === '24h') {
    const end = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
    const start = new Date(end.getTime() - 24 * HOUR);
    const buckets = Array.from({ length: 24 }, (_, i) => new Date(start.getTime() + i * HOUR).toISOString());
    const prevStart = new Date(start.getTime() - 24 * HOUR);
    return {
      range: '24h', bucket: 'hour', from: platformNow(start).today, to: today, fromIso: start.toISOString(), toIso: end.toISOString(), buckets,
      prev: { from: platformNow(prevStart).today, to: platformNow(start).today, fromIso: prevStart.toISOString(), toIso: start.toISOString() },
    };
  }
  let from: string;
  let to = today;
  let bucket: 'day' | 'month' = 'day';
  if (q.Range === '12m') {
    from = addMonths(monthStart(today), -11);
    bucket = 'month';
  } else if (q.Range === '7d') from = addDays(today, -6);
  else if (q.Range === 'custom') {
    if (!q.From || !q.To || !isValidDay(q.From) || !isValidDay(q.To)) throw new AppError(ApiMsg.validationFailed, 400, { [q.From ? 'To' : 'From']: ['validation.required'] });
    // the date picker swaps a reversed pick (host §5); we do the same
    [from, to] = q.From <= q.To ? [q.From, q.To] : [q.To, q.From];
    if (daysBetween(from, to) > 366 * 3) throw new AppError('error.rangeTooLong', 400, { To: ['error.rangeTooLong'] });
    if (daysBetween(from, to) > 92) bucket = 'month';
  } else from = addDays(today, -29);
  const len = daysBetween(from, to) + 1;
  const prevTo = addDays(from, -1);
  const prevFrom = addDays(prevTo, -(len - 1));
  const buckets: string[] = [];
  if (bucket === 'month') for (let m = monthStart(from); m <= to; m = addMonths(m, 1)) buckets.push(m);
  else for (let d = from; d <= to; d = addDays(d, 1)) buckets.push(d);
  return {
    range: q.Range, bucket, from, to, fromIso: dayStartIso(from), toIso: dayStartIso(addDays(to, 1)), buckets,
    prev: { from: prevFrom, to: prevTo, fromIso: dayStartIso(prevFrom), toIso: dayStartIso(from) },
  };
}

/** Bucket key of a row: hours compare as instants, days and months as day strings. */
const keyOf = (at: string, bucket: Period['bucket']) => (bucket === 'hour' ? new Date(at).toISOString() : at.slice(0, 10));

function series<T>(p: Period, rows: T[], at: (r: T) => string, value: (r: T) => number): ChartPoint[] {
  const m = new Map<string, number>();
  for (const r of rows) m.set(keyOf(at(r), p.bucket), (m.get(keyOf(at(r), p.bucket)) ?? 0) + value(r));
  return p.buckets.map((b) => ({ at: b, value: round2(m.get(b) ?? 0) }));
}

function change(now: number, before: number): Pick<StatCard, 'change' | 'status'> {
  if (before === 0) return { change: null, status: now > 0 ? 'up' : 'flat' };
  const c = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return { change: c, status: c > 0 ? 'up' : c < 0 ? 'down' : 'flat' };
}

const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

export interface DashboardDeps {
  sql: SqlClient;
  clock: Clock;
}

export function dashboardService({ sql, clock }: DashboardDeps) {
  const repo = dashboardRepository(sql);
  const l = (lang: Lang): L => (lang === 'ar' ? 'ar' : 'en');

  function reservationStatus(r: HostBookingDbRow, now: Date): HostBookingRow['reservationStatus'] {
    const name =
      r.paymentStatus === PaymentStatusId.refunded ? 'refunded'
      : r.paymentStatus === PaymentStatusId.canceled ? 'canceled'
      : [1, 2, 4].includes(r.paymentStatus) ? 'pending'
      : startsAt(r.bookingDate, r.startTime) < now ? 'completed'
      : 'upcoming';
    return { id: ORDER_STATUS_IDS[name], name };
  }

  function payoutStatus(r: HostBookingDbRow): number {
    if (r.payoutRunStatus) return r.payoutRunStatus;
    return r.payoutStatus === 3 ? PayoutStatusId.canceled : r.payoutStatus === 2 ? PayoutStatusId.completed : PayoutStatusId.pending;
  }

  function toRow(r: HostBookingDbRow): HostBookingRow {
    const ps = payoutStatus(r);
    return {
      id: r.id,
      userId: r.userId,
      buyerName: r.buyerName,
      hasPrivateReservation: r.isPrivate,
      payoutAmount: r.payoutAmount,
      totalAmount: r.totalAmount,
      securityStamp: r.securityStamp,
      experienceType: r.experienceType,
      experienceLanguage: r.experienceLanguages,
      experienceId: r.experienceId,
      experienceCityName: r.cityName,
      experienceFirstImageMeta: r.imagePath ? { relativePath: r.imagePath } : null,
      experienceName: r.experienceName,
      bookingDate: r.bookingDate,
      startTime: r.startTime,
      adultsQTY: r.adults,
      childrenQTY: r.children,
      status: { id: r.paymentStatus, name: PAYMENT_NAMES[r.paymentStatus] },
      reservationStatus: reservationStatus(r, clock.now()),
      payoutStatus: { id: ps, name: PAYOUT_NAMES[ps] },
      refundReason: r.refundReason,
      creationDate: r.createdAt,
      lastModificationDate: r.updatedAt,
    };
  }

  async function stats(hostId: number, p: { fromIso: string; toIso: string; from: string; to: string }, bucket: Period['bucket'], experienceId?: number): Promise<StatsRow[]> {
    return bucket === 'hour' ? repo.statsByHour(hostId, p.fromIso, p.toIso, experienceId) : repo.statsByBucket(hostId, p.from, p.to, bucket, experienceId);
  }
  async function views(ids: number[], p: { fromIso: string; toIso: string; from: string; to: string }, bucket: Period['bucket']) {
    return bucket === 'hour' ? repo.viewsByHour(ids, p.fromIso, p.toIso) : repo.viewsByBucket(ids, p.from, p.to, bucket);
  }

  return {
    toRow,
    async bookings(hostId: number, q: { PageNumber: number; PageSize: number; OrderStatus?: number; PayoutStatus?: number }, lang: Lang) {
      const { rows, total } = await repo.bookings(
        hostId,
        { page: q.PageNumber, size: q.PageSize, orderStatus: q.OrderStatus, payoutStatus: q.PayoutStatus, today: platformNow(clock.now()).today },
        l(lang),
      );
      return { items: rows.map(toRow), total };
    },
    async booking(id: string, lang: Lang): Promise<HostBookingRow> {
      const r = await repo.booking(id, l(lang));
      if (!r) throw notFound();
      return toRow(r);
    },
    async payoutOrders(payoutId: string, lang: Lang): Promise<HostBookingRow[]> {
      return (await repo.payoutOrders(payoutId, l(lang))).map(toRow);
    },
    async upcomings(hostId: number, take: number, lang: Lang) {
      const rows = await repo.upcomings(hostId, clock.now().toISOString(), take, l(lang));
      return rows.map((r) => ({ ...r, startsAt: startsAt(r.bookingDate, r.startTime).toISOString() }));
    },
    async calendar(hostId: number, from: string, to: string, lang: Lang): Promise<HostCalendarSlot[]> {
      if (!isValidDay(from) || !isValidDay(to)) throw new AppError(ApiMsg.validationFailed, 400, { From: ['validation.invalidDate'] });
      if (to < from) throw new AppError(ApiMsg.validationFailed, 400, { To: ['validation.toAfterFrom'] });
      if (daysBetween(from, to) > 62) throw new AppError('error.rangeTooLong', 400, { To: ['error.rangeTooLong'] });
      const rows = await repo.calendar(hostId, from, to, l(lang));
      return rows.map((r) => {
        const start = startsAt(r.date, r.startTime);
        const end = new Date(start.getTime() + r.durationMinutes * 60_000);
        const endLocal = new Date(end.getTime() + 3 * HOUR).toISOString().slice(11, 19);
        const booked = r.guestsBooked ?? 0;
        return {
          experienceId: r.experienceId,
          experienceName: r.experienceName,
          date: r.date,
          startTime: r.startTime,
          endTime: endLocal,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
          bookings: r.bookings,
          guests: r.guests,
          isPrivate: r.isPrivate,
          guestAvailableQTY: r.capacityMax === null ? null : r.privateBooked ? 0 : Math.max(0, r.capacityMax - booked),
          privateGuestAvailableQTY: r.privateEnabled ? (r.privateBooked || booked > 0 ? 0 : 1) : null,
        };
      });
    },
    async guestInfo(orderId: string) {
      const g = await repo.guestInfo(orderId);
      if (!g) throw notFound();
      return {
        id: g.id,
        name: g.name,
        avatarPath: g.avatarFileId ? filePath(g.avatarFileId) : null,
        memberSince: g.memberSince,
        isIdentityVerified: g.identityStatus === 2,
        bookingsWithHost: g.bookingsWithHost,
        reviewsCount: g.reviewsCount,
        language: g.language,
      };
    },

    // ------------------------------------------------------------ analytics
    async dashboard(hostId: number, q: { Range: AnalyticsRange; From?: string; To?: string }): Promise<DashboardAnalytics> {
      const p = resolvePeriod(clock.now(), q);
      const exps = await repo.hostExperiences(hostId, 'en');
      const ids = exps.map((e) => e.id);
      const [cur, prev, v, pv, rNow, rPrev] = await Promise.all([
        stats(hostId, p, p.bucket),
        stats(hostId, p.prev, p.bucket),
        views(ids, p, p.bucket),
        views(ids, p.prev, p.bucket),
        repo.ratingBetween(hostId, p.fromIso, p.toIso),
        repo.ratingBetween(hostId, p.prev.fromIso, p.prev.toIso),
      ]);
      const total = { earnings: sum(cur, (r) => r.net), bookings: sum(cur, (r) => r.bookings), guests: sum(cur, (r) => r.guests), views: sum(v, (r) => r.value) };
      const before = { earnings: sum(prev, (r) => r.net), bookings: sum(prev, (r) => r.bookings), guests: sum(prev, (r) => r.guests), views: sum(pv, (r) => r.value) };
      const conv = (b: number, vw: number) => (vw > 0 ? Math.round((b / vw) * 1000) / 10 : 0);
      const card = (key: StatCard['key'], amountType: StatCard['amountType'], amount: number, prevAmount: number, chart: ChartPoint[]): StatCard => ({
        key, amountType, amount: round2(amount), ...change(amount, prevAmount), chart,
      });
      const viewsByBucket = new Map(series(p, v, (r) => r.at, (r) => r.value).map((x) => [x.at, x.value]));
      return {
        range: p.range,
        from: p.fromIso,
        to: p.toIso,
        bucket: p.bucket,
        cards: [
          card('earnings', 'money', total.earnings, before.earnings, series(p, cur, (r) => r.at, (r) => r.net)),
          card('bookings', 'other', total.bookings, before.bookings, series(p, cur, (r) => r.at, (r) => r.bookings)),
          card('views', 'other', total.views, before.views, [...viewsByBucket].map(([at, value]) => ({ at, value }))),
          card('conversion', 'percent', conv(total.bookings, total.views), conv(before.bookings, before.views),
            series(p, cur, (r) => r.at, (r) => r.bookings).map((x) => ({ at: x.at, value: conv(x.value, viewsByBucket.get(x.at) ?? 0) }))),
          card('rating', 'other', rNow?.average ?? 0, rPrev?.average ?? 0, []),
        ],
      };
    },
    async earningAnalytics(hostId: number, q: { Range: AnalyticsRange; From?: string; To?: string }): Promise<EarningAnalytics> {
      const p = resolvePeriod(clock.now(), q);
      const rows = await stats(hostId, p, p.bucket);
      const m = new Map(rows.map((r) => [keyOf(r.at, p.bucket), r]));
      const points = p.buckets.map((at) => {
        const r = m.get(at);
        return { at, earnings: round2(r?.net ?? 0), gross: round2(r?.gross ?? 0), bookings: r?.bookings ?? 0, guests: r?.guests ?? 0, refunded: round2(r?.refunded ?? 0) };
      });
      return {
        bucket: p.bucket,
        points,
        totals: {
          earnings: round2(sum(rows, (r) => r.net)), gross: round2(sum(rows, (r) => r.gross)), bookings: sum(rows, (r) => r.bookings),
          guests: sum(rows, (r) => r.guests), refunded: round2(sum(rows, (r) => r.refunded)),
        },
      };
    },
    async experiencesAnalytics(hostId: number, q: { Range: AnalyticsRange; From?: string; To?: string }, lang: Lang): Promise<ExperienceAnalyticsRow[]> {
      const p = resolvePeriod(clock.now(), q);
      const exps = await repo.hostExperiences(hostId, l(lang));
      const ids = exps.map((e) => e.id);
      const [s, v] = await Promise.all([repo.statsByExperience(hostId, p.from, p.to), repo.viewsByExperience(ids, p.from, p.to)]);
      const sm = new Map(s.map((r) => [r.experienceId, r]));
      const vm = new Map(v.map((r) => [r.experienceId, r.views]));
      return exps
        .map((e) => {
          const st = sm.get(e.id);
          const vw = vm.get(e.id) ?? 0;
          return {
            experienceId: e.id,
            name: e.name,
            status: { id: e.statusId, name: STATUS_NAMES[e.statusId] },
            views: vw,
            bookings: st?.bookings ?? 0,
            guests: st?.guests ?? 0,
            earnings: round2(st?.net ?? 0),
            conversion: vw > 0 ? Math.round(((st?.bookings ?? 0) / vw) * 1000) / 10 : 0,
            ratingsAverage: e.ratingsAverage,
            ratingsCount: e.ratingsCount,
          };
        })
        .sort((a, b) => b.earnings - a.earnings || a.experienceId - b.experienceId);
    },
    async hostedEvents(hostId: number, q: { Range: AnalyticsRange; From?: string; To?: string }) {
      const p = resolvePeriod(clock.now(), q);
      // sessions are whole days: the 24-hour range counts today's and yesterday's sessions by day
      const bucket = p.bucket === 'hour' ? 'day' : p.bucket;
      const pp = p.bucket === 'hour' ? { ...p, bucket, buckets: [p.from, p.to].filter((d, i, a) => a.indexOf(d) === i) } : p;
      const rows = await repo.hostedEvents(hostId, pp.from, pp.to, bucket, clock.now().toISOString());
      const points = series(pp as Period, rows, (r) => r.at, (r) => r.value);
      return { bucket, total: sum(rows, (r) => r.value), points };
    },
    async rating(hostId: number, lang: Lang): Promise<HostRating> {
      const [dist, recent] = await Promise.all([repo.ratingDistribution(hostId), repo.recentReviews(hostId, 5, l(lang))]);
      const count = sum(dist, (d) => d.count);
      const average = count ? Math.round((sum(dist, (d) => d.stars * d.count) / count) * 100) / 100 : null;
      return {
        average,
        count,
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: dist.find((d) => d.stars === stars)?.count ?? 0 })),
        recent: recent.map(({ avatarFileId, ...r }) => ({ ...r, avatarPath: avatarFileId ? filePath(avatarFileId) : null })),
      };
    },
    async transactions(hostId: number, q: { Range: AnalyticsRange; From?: string; To?: string; PageNumber: number; PageSize: number }, lang: Lang) {
      const p = resolvePeriod(clock.now(), q);
      // whole days (every range but 24 hours): the bookings are counted from the daily rollup
      const days = p.bucket === 'hour' ? undefined : { from: p.from, to: p.to };
      const { rows, total } = await repo.transactions(hostId, p.fromIso, p.toIso, q.PageNumber, q.PageSize, l(lang), days);
      return { items: rows.map((r) => ({ ...r, amount: round2(r.amount) })), total };
    },
    async insights(hostId: number, experienceId: number, q: { Range: AnalyticsRange; From?: string; To?: string }, lang: Lang): Promise<ExperienceInsights> {
      const p = resolvePeriod(clock.now(), q);
      const exp = (await repo.hostExperiences(hostId, l(lang))).find((e) => e.id === experienceId);
      if (!exp) throw notFound();
      const [s, v, f, dist] = await Promise.all([
        stats(hostId, p, p.bucket, experienceId),
        views([experienceId], p, p.bucket),
        repo.favouritesByBucket(experienceId, p.fromIso, p.toIso, p.bucket),
        repo.ratingDistribution(hostId, experienceId),
      ]);
      const totals = {
        views: sum(v, (r) => r.value),
        favourites: sum(f, (r) => r.value),
        bookings: sum(s, (r) => r.bookings),
        guests: sum(s, (r) => r.guests),
        earnings: round2(sum(s, (r) => r.net)),
        conversion: 0,
        ratingsAverage: exp.ratingsAverage,
        ratingsCount: exp.ratingsCount,
      };
      totals.conversion = totals.views > 0 ? Math.round((totals.bookings / totals.views) * 1000) / 10 : 0;
      return {
        experienceId,
        name: exp.name,
        bucket: p.bucket,
        totals,
        views: series(p, v, (r) => r.at, (r) => r.value),
        favourites: series(p, f, (r) => r.at, (r) => r.value),
        bookings: series(p, s, (r) => r.at, (r) => r.bookings),
        earnings: series(p, s, (r) => r.at, (r) => r.net),
        ratings: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: dist.find((d) => d.stars === stars)?.count ?? 0 })),
      };
    },
    /** Counts one view of a listing's page (per Saudi day and per hour). */
    async recordView(experienceId: number) {
      const now = clock.now();
      await repo.recordView(experienceId, platformNow(now).today, new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString());
    },
    async pruneHourlyViews() {
      await repo.pruneHourlyViews(new Date(clock.now().getTime() - 7 * 24 * HOUR).toISOString());
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
