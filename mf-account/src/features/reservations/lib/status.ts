/** Filters of the reservations list (spec §4), in the order shown; `null` = all. */
export const FILTERS = ['completed', 'inProgress', 'canceled', 'pending'] as const;
export type ReservationFilter = (typeof FILTERS)[number];
export const isFilter = (v: string | null): v is ReservationFilter => (FILTERS as readonly string[]).includes(v ?? '');
