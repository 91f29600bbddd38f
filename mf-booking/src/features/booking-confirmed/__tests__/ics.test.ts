import { icsOf } from '../lib/ics';

describe('add to calendar (.ics)', () => {
  it('writes one event in UTC with escaped text and folded lines', () => {
    const ics = icsOf(
      { uid: 'order-7@tajriba', start: new Date('2026-12-05T15:00:00Z'), end: new Date('2026-12-05T17:00:00Z'), title: 'Camp; stars, dinner', location: 'العلا' },
      new Date('2026-11-24T10:00:00Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20261205T150000Z');
    expect(lines).toContain('DTEND:20261205T170000Z');
    expect(lines).toContain('SUMMARY:Camp\\; stars\\, dinner');
    expect(lines).toContain('LOCATION:العلا');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const long = icsOf({ uid: 'u', start: new Date(0), end: new Date(0), title: 'ت'.repeat(80) });
    for (const l of long.split('\r\n')) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  });
});
