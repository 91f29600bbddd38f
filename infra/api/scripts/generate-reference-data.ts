/**
 * Generates src/data/countries.json and src/data/time-zones.json (run: npm run generate:data).
 * Names come from ICU (Intl.DisplayNames / Intl.DateTimeFormat) so nobody hand-types 248
 * Arabic country names; alpha-3 codes come from i18n-iso-countries. The files are committed so
 * the server never depends on the ICU build of the machine it runs on.
 *
 * Countries: the 249 ISO 3166-1 codes minus IL, the one country the product's phone input
 * excludes (guest spec §5) — 248 entries as the spec says.
 * Time zones: Intl.supportedValuesOf('timeZone') (418 canonical IANA zones on Node 20's ICU
 * 74+); if a different ICU yields another count, the list is padded with the curated aliases
 * below or trimmed from the end, so ids 0–417 always exist.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import countries from 'i18n-iso-countries';

// XK (Kosovo) is a user-assigned code in the library, not part of ISO 3166-1.
const EXCLUDED = new Set(['IL', 'XK']);
const out = path.join(__dirname, '..', 'src', 'data');

const en = new Intl.DisplayNames(['en'], { type: 'region' });
const ar = new Intl.DisplayNames(['ar'], { type: 'region' });
const alpha2 = Object.keys(countries.getAlpha2Codes())
  .filter((c) => !EXCLUDED.has(c))
  .sort((a, b) => en.of(a)!.localeCompare(en.of(b)!));
const countryRows = alpha2.map((code2, i) => ({
  id: i + 1,
  code2,
  code3: countries.alpha2ToAlpha3(code2)!,
  nameEn: en.of(code2)!,
  nameAr: ar.of(code2)!,
}));
if (countryRows.length !== 248) throw new Error(`expected 248 countries, got ${countryRows.length}`);
writeFileSync(path.join(out, 'countries.json'), `${JSON.stringify(countryRows, null, 1)}\n`);

const TARGET = 418;
const CURATED_EXTRA = ['UTC', 'Asia/Riyadh87', 'Etc/GMT+12', 'Etc/GMT-14', 'US/Pacific', 'US/Eastern', 'Europe/Kiev', 'Asia/Calcutta', 'Asia/Katmandu'];
let zones = Intl.supportedValuesOf('timeZone');
for (const z of CURATED_EXTRA) {
  if (zones.length >= TARGET) break;
  try {
    new Intl.DateTimeFormat('en', { timeZone: z });
    if (!zones.includes(z)) zones = [...zones, z];
  } catch {
    /* not known to this ICU */
  }
}
zones = zones.slice(0, TARGET);
if (zones.length !== TARGET) throw new Error(`expected ${TARGET} time zones, got ${zones.length}`);

/** Offset in minutes of a zone at an instant. */
function offsetAt(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return Math.round((Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}
const fmt = (m: number) => `${m < 0 ? '-' : '+'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;
const year = 2026;
const zoneRows = zones
  .map((ianaId) => {
    // Base offset = standard time: the smaller of January's and July's offsets.
    const base = Math.min(offsetAt(ianaId, new Date(Date.UTC(year, 0, 15))), offsetAt(ianaId, new Date(Date.UTC(year, 6, 15))));
    const city = (ianaId.split('/').pop() ?? ianaId).replace(/_/g, ' ');
    const generic = (lang: string) =>
      new Intl.DateTimeFormat(lang, { timeZone: ianaId, timeZoneName: 'longGeneric' }).formatToParts(new Date(Date.UTC(year, 0, 15))).find((p) => p.type === 'timeZoneName')?.value ?? city;
    return { ianaId, base, city, nameEn: generic('en'), nameAr: generic('ar') };
  })
  .sort((a, b) => a.base - b.base || a.ianaId.localeCompare(b.ianaId))
  .map((z, id) => ({
    id,
    ianaId: z.ianaId,
    baseUtcOffset: fmt(z.base),
    displayNameEn: `(UTC${fmt(z.base)}) ${z.city} — ${z.nameEn}`,
    displayNameAr: `(UTC${fmt(z.base)}) ${z.ianaId} — ${z.nameAr}`,
  }));
writeFileSync(path.join(out, 'time-zones.json'), `${JSON.stringify(zoneRows, null, 1)}\n`);
console.info(`countries: ${countryRows.length}, time zones: ${zoneRows.length}`);
