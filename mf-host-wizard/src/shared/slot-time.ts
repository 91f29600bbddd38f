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

/**
 * Items of a summary line (slots, days, regions, names) with the page's list comma: "،" in
 * Arabic, "," in English. (Intl.ListFormat's Arabic lists add "و" before each item, which reads
 * wrong for a row of times or names.)
 */
export function joinList(intl: IntlShape, items: readonly string[]): string {
  return items.join(intl.locale.startsWith('ar') ? '، ' : ', ');
}
