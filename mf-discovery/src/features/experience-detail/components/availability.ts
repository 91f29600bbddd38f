import type { AvailableSeats } from '@tajriba/contracts/discovery';

export interface DayContext {
  /** today in yyyy-MM-dd (the API's, platform time zone) */
  today: string;
  seats: ReadonlyMap<string, AvailableSeats>;
  guests: number;
  isPrivate: boolean;
}

export const seatsByDay = (seats: readonly AvailableSeats[]) => new Map(seats.map((s) => [s.date, s]));

/**
 * Spec §4 available date: a day is unavailable when it is in the past, or when no seat record
 * for it has room for the guest count (private capacity when booking privately).
 */
export function isDayUnavailable(day: string, ctx: DayContext): boolean {
  if (day < ctx.today) return true;
  const seat = ctx.seats.get(day);
  if (!seat) return true;
  const capacity = ctx.isPrivate ? seat.privateGuestAvailableQTY : seat.guestAvailableQTY;
  return capacity < ctx.guests;
}
