import type { IntlShape } from 'react-intl';

/**
 * A time slot id ("17:00") as the wizard shows it (spec step 6: a 12-hour clock), in the page's
 * language and digits: "5:00 PM" / "٥:٠٠ م". The availability step, the review step and the
 * moderator's page all read slots this way.
 */
export function slotTime(intl: IntlShape, hhmm: string): string {
  const at = new Date(Date.UTC(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))));
  return intl.formatTime(at, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
}
