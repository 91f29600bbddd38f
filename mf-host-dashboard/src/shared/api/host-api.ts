import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '@tajriba/api-client';
import type * as HostContracts from '@tajriba/contracts/host';
import type * as BookingContracts from '@tajriba/contracts/booking';
import type * as PlatformContracts from '@tajriba/contracts/platform';
import type { AnalyticsQuery, CouponBody, HostBookingsQuery, IbanBody, PauseForm } from '@tajriba/contracts/host';
import { useApiContext } from './use-api-context';

/**
 * Every call mf-host-dashboard makes (infra/api README, "Host dashboard"). Response schemas load
 * with the first request that needs them (`lazySchema` retries a failed load on the next
 * request), so zod stays out of the first render.
 */
const host = <S>(pick: (m: typeof HostContracts) => S) => lazySchema(() => import('@tajriba/contracts/host'), pick);
const booking = <S>(pick: (m: typeof BookingContracts) => S) => lazySchema(() => import('@tajriba/contracts/booking'), pick);

const s = {
  analytics: host((m) => m.dashboardAnalyticsResponseSchema),
  upcomings: host((m) => m.hostUpcomingsResponseSchema),
  calendar: host((m) => m.hostCalendarResponseSchema),
  rating: host((m) => m.hostRatingResponseSchema),
  questions: host((m) => m.hostQuestionsResponseSchema),
  question: host((m) => m.hostQuestionResponseSchema),
  bookings: host((m) => m.hostBookingsResponseSchema),
  booking: host((m) => m.hostBookingResponseSchema),
  guest: host((m) => m.guestInfoResponseSchema),
  experiences: host((m) => m.hostExperiencesResponseSchema),
  experience: host((m) => m.hostExperienceResponseSchema),
  payouts: host((m) => m.payoutsResponseSchema),
  stats: host((m) => m.earningsStatisticsResponseSchema),
  iban: host((m) => m.hostIbanResponseSchema),
  earning: host((m) => m.earningAnalyticsResponseSchema),
  perExperience: host((m) => m.experiencesAnalyticsResponseSchema),
  hostedEvents: host((m) => m.hostedEventsResponseSchema),
  transactions: host((m) => m.transactionsResponseSchema),
  insights: host((m) => m.experienceInsightsResponseSchema),
  coupons: host((m) => m.hostCouponsResponseSchema),
  coupon: host((m) => m.hostCouponResponseSchema),
  hostOrder: booking((m) => m.hostOrderResponseSchema),
  order: booking((m) => m.orderResponseSchema),
  ticket: booking((m) => m.verifyTicketResponseSchema),
  empty: lazySchema(() => import('@tajriba/contracts/platform'), (m: typeof PlatformContracts) => m.emptyEnvelopeSchema),
};

export const paths = {
  analytics: '/api/Dashboard/Analytics',
  upcomings: '/api/Bookings/CurrentHostUpcomings',
  calendar: '/api/Bookings/CurrentHostUpcomingsCalendar',
  rating: '/api/Dashboard/Rating',
  earning: '/api/Dashboard/EarningAnalytics',
  perExperience: '/api/Dashboard/ExperiencesAnalytics',
  hostedEvents: '/api/Dashboard/HostedEvents',
  transactions: '/api/Dashboard/Transactions',
  insights: (id: number) => `/api/Experiences/Insights/${id}`,
  hostDetails: (id: number) => `/api/Experiences/HostDetails/${id}`,
  questions: '/api/ExperiencesUsersQuestions/HostList',
  answer: (id: number) => `/api/ExperiencesUsersQuestions/HostAnswer/${id}`,
  questionStatus: (id: number) => `/api/ExperiencesUsersQuestions/ChangeStatus/${id}`,
  coupons: '/api/Coupons/HostList',
  addCoupon: '/api/Coupons/Add',
  editCoupon: (id: number) => `/api/Coupons/Edit/${id}`,
  coupon: (id: number) => `/api/Coupons/${id}`,
  bookings: '/api/Bookings/CurrentHostBookings',
  booking: (id: string) => `/api/Bookings/CurrentHostBooking/${id}`,
  guest: (id: string) => `/api/Bookings/GuestInfo/${id}`,
  approveRefund: (id: string) => `/api/Orders/ApproveRefund/${id}`,
  rejectRefund: (id: string) => `/api/Orders/RejectRefund/${id}`,
  cancel: (id: string) => `/api/Orders/Cancel/${id}`,
  verifyTicket: '/api/Orders/VerifyTicket',
  experiences: '/api/Experiences/HostList',
  pause: (id: number) => `/api/Experiences/Pause/${id}`,
  unpause: (id: number) => `/api/Experiences/Unpause/${id}`,
  instant: (id: number) => `/api/Experiences/ReverseInstantBooking/${id}`,
  submit: (id: number) => `/api/Experiences/SubmitDraft/${id}`,
  experience: (id: number) => `/api/Experiences/${id}`,
  payouts: '/api/Payouts/HostsPayouts',
  stats: '/api/Payouts/EarningsStatistics',
  iban: '/api/Manage/HostIban',
  updateIban: '/api/Manage/UpdateHostIban',
} as const;

const q = (o: object) => o as Record<string, string | number | boolean | undefined>;

/** Query keys start with the user: a cache is never shared across accounts. */
export const hostQueries = {
  analytics: (c: ApiClient, user: number, query: AnalyticsQuery) =>
    queryOptions({ queryKey: ['host', user, 'analytics', query], queryFn: ({ signal }) => c.get(paths.analytics, s.analytics, { query: q(query), signal }).then((r) => r.data) }),
  upcomings: (c: ApiClient, user: number) =>
    queryOptions({ queryKey: ['host', user, 'upcomings'], queryFn: ({ signal }) => c.get(paths.upcomings, s.upcomings, { query: { Take: 5 }, signal }).then((r) => r.data) }),
  calendar: (c: ApiClient, user: number, range: { From: string; To: string }) =>
    queryOptions({ queryKey: ['host', user, 'calendar', range], queryFn: ({ signal }) => c.get(paths.calendar, s.calendar, { query: range, signal }).then((r) => r.data), staleTime: 30_000 }),
  earning: (c: ApiClient, user: number, query: AnalyticsQuery) =>
    queryOptions({ queryKey: ['host', user, 'earning', query], queryFn: ({ signal }) => c.get(paths.earning, s.earning, { query: q(query), signal }), placeholderData: keepPreviousData }),
  perExperience: (c: ApiClient, user: number, query: AnalyticsQuery) =>
    queryOptions({
      queryKey: ['host', user, 'per-experience', query],
      queryFn: ({ signal }) => c.get(paths.perExperience, s.perExperience, { query: q(query), signal }),
      placeholderData: keepPreviousData,
    }),
  hostedEvents: (c: ApiClient, user: number, query: AnalyticsQuery) =>
    queryOptions({
      queryKey: ['host', user, 'hosted-events', query],
      queryFn: ({ signal }) => c.get(paths.hostedEvents, s.hostedEvents, { query: q(query), signal }),
      placeholderData: keepPreviousData,
    }),
  transactions: (c: ApiClient, user: number, query: AnalyticsQuery, page: number) =>
    queryOptions({
      queryKey: ['host', user, 'transactions', query, page],
      queryFn: ({ signal }) => c.get(paths.transactions, s.transactions, { query: { ...q(query), PageNumber: page, PageSize: 10 }, signal }),
      placeholderData: keepPreviousData,
    }),
  insights: (c: ApiClient, user: number, id: number, query: AnalyticsQuery) =>
    queryOptions({ queryKey: ['host', user, 'insights', id, query], queryFn: ({ signal }) => c.get(paths.insights(id), s.insights, { query: q(query), signal }), placeholderData: keepPreviousData }),
  hostDetails: (c: ApiClient, user: number, id: number) =>
    queryOptions({ queryKey: ['host', user, 'experience', id], queryFn: ({ signal }) => c.get(paths.hostDetails(id), s.experience, { signal }).then((r) => r.data) }),
  rating: (c: ApiClient, user: number) => queryOptions({ queryKey: ['host', user, 'rating'], queryFn: ({ signal }) => c.get(paths.rating, s.rating, { signal }).then((r) => r.data) }),
  questions: (c: ApiClient, user: number, unanswered: boolean, page = 1, size = 5) =>
    queryOptions({
      queryKey: ['host', user, 'questions', unanswered, page, size],
      queryFn: ({ signal }) => c.get(paths.questions, s.questions, { query: { Unanswered: unanswered || undefined, PageNumber: page, PageSize: size }, signal }),
      placeholderData: keepPreviousData,
    }),
  coupons: (c: ApiClient, user: number, page: number) =>
    queryOptions({ queryKey: ['host', user, 'coupons', page], queryFn: ({ signal }) => c.get(paths.coupons, s.coupons, { query: { PageNumber: page, PageSize: 10 }, signal }), placeholderData: keepPreviousData }),
  bookings: (c: ApiClient, user: number, query: HostBookingsQuery) =>
    queryOptions({ queryKey: ['host', user, 'bookings', query], queryFn: ({ signal }) => c.get(paths.bookings, s.bookings, { query: q(query), signal }), placeholderData: keepPreviousData }),
  booking: (c: ApiClient, user: number, id: string) =>
    queryOptions({ queryKey: ['host', user, 'booking', id], queryFn: ({ signal }) => c.get(paths.booking(id), s.booking, { signal }).then((r) => r.data) }),
  guest: (c: ApiClient, user: number, id: string) =>
    queryOptions({ queryKey: ['host', user, 'guest', id], queryFn: ({ signal }) => c.get(paths.guest(id), s.guest, { signal }).then((r) => r.data) }),
  experiences: (c: ApiClient, user: number, page: number, size = 12) =>
    queryOptions({
      queryKey: ['host', user, 'experiences', page, size],
      queryFn: ({ signal }) => c.get(paths.experiences, s.experiences, { query: { PageNumber: page, PageSize: size }, signal }),
      placeholderData: keepPreviousData,
    }),
  payouts: (c: ApiClient, user: number, page: number) =>
    queryOptions({ queryKey: ['host', user, 'payouts', page], queryFn: ({ signal }) => c.get(paths.payouts, s.payouts, { query: { PageNumber: page, PageSize: 10 }, signal }), placeholderData: keepPreviousData }),
  stats: (c: ApiClient, user: number) => queryOptions({ queryKey: ['host', user, 'earnings-stats'], queryFn: ({ signal }) => c.get(paths.stats, s.stats, { signal }).then((r) => r.data) }),
  iban: (c: ApiClient, user: number) => queryOptions({ queryKey: ['host', user, 'iban'], queryFn: ({ signal }) => c.get(paths.iban, s.iban, { signal }).then((r) => r.data) }),
};

/**
 * A mutation that refreshes every host query of this user when it succeeds. The refresh is not
 * awaited: the mutation settles with the server's answer, the lists catch up on their own.
 */
export function useHostMutation<V, R>(run: (c: ApiClient, v: V) => Promise<R>) {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({ mutationFn: (v: V) => run(api, v), onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['host', userId] });
    },
  });
}

export const actions = {
  answer: (c: ApiClient, v: { id: number; answer: string }) => c.post(paths.answer(v.id), { answer: v.answer }, s.question),
  questionStatus: (c: ApiClient, v: { id: number; status: 'visible' | 'hidden' }) => c.post(paths.questionStatus(v.id), { status: v.status }, s.question),
  addCoupon: (c: ApiClient, v: CouponBody) => c.post(paths.addCoupon, v, s.coupon),
  editCoupon: (c: ApiClient, v: { id: number; body: CouponBody }) => c.put(paths.editCoupon(v.id), v.body, s.coupon),
  removeCoupon: (c: ApiClient, id: number) => c.delete(paths.coupon(id), s.empty),
  approveRefund: (c: ApiClient, v: { id: string; amount?: number }) => c.post(paths.approveRefund(v.id), v.amount === undefined ? {} : { amount: v.amount }, s.hostOrder),
  cancel: (c: ApiClient, id: string) => c.post(paths.cancel(id), {}, s.order),
  rejectRefund: (c: ApiClient, id: string) => c.post(paths.rejectRefund(id), {}, s.hostOrder),
  pause: (c: ApiClient, v: { id: number; form: PauseForm }) => c.post(paths.pause(v.id), v.form, s.experience),
  unpause: (c: ApiClient, id: number) => c.post(paths.unpause(id), {}, s.experience),
  instant: (c: ApiClient, id: number) => c.post(paths.instant(id), {}, s.experience),
  submit: (c: ApiClient, id: number) => c.post(paths.submit(id), {}, s.experience),
  remove: (c: ApiClient, id: number) => c.delete(paths.experience(id), s.empty),
  updateIban: (c: ApiClient, v: IbanBody) => c.post(paths.updateIban, v, s.iban),
  verifyTicket: (c: ApiClient, v: { code: string; experienceId: number }) => c.post(paths.verifyTicket, { ...v, checkIn: true }, s.ticket),
};
