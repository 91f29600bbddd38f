import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import rootAr from '../../mf-host-wizard/src/i18n/ar.json';
import rootEn from '../../mf-host-wizard/src/i18n/en.json';
import wizardAr from '../../mf-host-wizard/src/features/wizard/i18n/ar.json';
import wizardEn from '../../mf-host-wizard/src/features/wizard/i18n/en.json';
import moderationAr from '../../mf-host-wizard/src/features/moderation/i18n/ar.json';
import moderationEn from '../../mf-host-wizard/src/features/moderation/i18n/en.json';
import type { Locale, Theme } from './discovery';
import { setTheme } from './discovery';
import { shot } from './site';
import { emptyForm, stepKeysFor, stepValue, type ExperienceForm } from '@tajriba/contracts/host-wizard';
import { createHost, pdf, type Host } from './verification';
import { messageLookup } from './messages';

/**
 * Host wizard journeys' plumbing: mf-host-wizard's catalogues (an untranslated string fails the
 * assertion), the frame's controls, photos made on the fly (real JPEG bytes: the API checks
 * content) and screenshots named `wizard-<view>-<locale>-<theme>`.
 */
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...rootEn, ...wizardEn, ...moderationEn },
  ar: { ...rootAr, ...wizardAr, ...moderationAr },
};

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const wmsg = messageLookup(catalogues);

export const wizard = (page: Page): Locator => page.getByTestId('host-wizard');

/** The step on screen, by the title in the header. */
export async function expectStep(page: Page, locale: Locale, titleId: string): Promise<void> {
  await expect(wizard(page).getByRole('heading', { level: 1, name: wmsg(locale, titleId), exact: true })).toBeVisible();
}

/**
 * Continue on the current step, then wait for the next step's title. A step that does not go on
 * fails here with what its error box says (the wizard never leaves Continue silent).
 */
export async function continueTo(page: Page, locale: Locale, nextTitleId: string): Promise<void> {
  const button = wizard(page).getByRole('button', { name: wmsg(locale, 'host-wizard.frame.continue'), exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const next = wizard(page).getByRole('heading', { level: 1, name: wmsg(locale, nextTitleId), exact: true });
  const box = page.getByTestId('step-errors');
  await expect(next.or(box.getByRole('alert'))).toBeVisible();
  if (!(await next.isVisible())) throw new Error(`Continue did not go on to ${nextTitleId}: ${await box.innerText()}`);
}

/** `wizard-<view>-<locale>-<theme>` for each theme; leaves the page light. */
export async function wizardShots(page: Page, view: string, locale: Locale, themes: readonly Theme[]): Promise<void> {
  for (const theme of themes) {
    await setTheme(page, theme);
    await shot(page, `wizard-${view}-${locale}-${theme}`);
  }
  await setTheme(page, 'light');
}

/** A real JPEG photo (the API decodes images; png/jpg ≤ 2 MB). */
export async function photo(label: string, hue: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="${hue}"/><circle cx="900" cy="250" r="120" fill="#F4C95D"/><path d="M0 900 L380 420 L700 760 L950 560 L1200 900Z" fill="#0F5257"/><text x="60" y="120" font-size="72" font-family="sans-serif" fill="#FBF8F3">${label}</text></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { name: `${label.toLowerCase().replace(/\W+/g, '-')}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** A form field by its label (the label may end with the required asterisk; "Name" never matches "Meeting name"). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

/**
 * A new host (its own account: the demo host's sign-ins are limited per account and other
 * journeys use them) whose work papers the staff member approves through the review API, with
 * the staff context's own session (no second sign-in).
 */
export async function approvedHost(request: APIRequestContext, staff: BrowserContext, prefix: string): Promise<Host> {
  const host = await createHost(request, prefix);
  const auth = { authorization: `Bearer ${host.token}` };
  const upload = async (name: string) => {
    const res = await request.post('/api/Files/UploadFile?kind=pdf&private=true', { headers: auth, multipart: { file: pdf(name) } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: string }).data;
  };
  const papers = await request.post('/api/Manage/VerifyWorkPapers', { headers: auth, data: { workType: 2, mainFileId: await upload('licence.pdf'), secondaryFileId: await upload('registration.pdf'), otherFileId: null } });
  expect(papers.ok(), await papers.text()).toBe(true);
  const decision = await staff.request.post(`/api/Verification/work-papers/${host.id}/Decision`, { headers: await staffAuth(staff), data: { decision: 'approve' } });
  expect(decision.ok(), await decision.text()).toBe(true);
  return host;
}

/** The staff context's refresh cookie answers an access token (and rotates the cookie in that context). */
async function staffAuth(staff: BrowserContext): Promise<{ authorization: string }> {
  const refreshed = await staff.request.post('/Connect/RefreshToken');
  expect(refreshed.ok(), await refreshed.text()).toBe(true);
  return { authorization: `Bearer ${((await refreshed.json()) as { data: { accessToken: string } }).data.accessToken}` };
}

/** Staff approves a submission through the API, with the staff context's own session: the listing goes live. */
export async function approvedSubmission(staff: BrowserContext, id: number): Promise<void> {
  const res = await staff.request.put(`/api/Experiences/ChangeStatus/${id}`, { headers: await staffAuth(staff), data: { decision: 'approve' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The highlights step of a journey's listing: the first category, both languages. */
async function highlightsStep(request: APIRequestContext, name: string, description: string): Promise<ExperienceForm['eventHighlightsStep']> {
  const categories = (await (await request.get('/api/Home/ExperiencesCategories')).json()) as { data: { id: number; name: string }[] };
  return { name, description, eventType: { id: categories.data[0].id, name: categories.data[0].name }, keyWords: [], languages: ['en', 'ar'] };
}

/**
 * The host edits a live listing's description and submits the edit for review through the API
 * (`POST /api/Experiences/Submit/{id}` with that one step): the listing stays live, the edit waits
 * in the queue.
 */
export async function submittedEdit(request: APIRequestContext, host: Host, id: number, name: string, description: string): Promise<void> {
  const res = await request.post(`/api/Experiences/Submit/${id}`, {
    headers: { authorization: `Bearer ${host.token}` },
    data: { mode: 'atHost', steps: { eventHighlightsStep: await highlightsStep(request, name, description) } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  expect(((await res.json()) as { data: { status: { name: string } } }).data.status.name).toBe('approved');
}

/**
 * A complete atHost experience submitted for review through the API (`POST /api/Experiences/Add`,
 * the whole form at once), for journeys that start at moderation: one uploaded photo, the first
 * category, a point in Riyadh, every day at 17:00, one agenda part. Answers its id.
 */
export async function submittedExperience(request: APIRequestContext, host: Host, name: string, description: string): Promise<number> {
  const auth = { authorization: `Bearer ${host.token}` };
  const image = await photo('Masmak', '#7A4B2A');
  const uploaded = await request.post('/api/Files/UploadFile?kind=image', { headers: auth, multipart: { file: image } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const fileId = ((await uploaded.json()) as { data: string }).data;
  const f: ExperienceForm = emptyForm('atHost');
  f.eventHighlightsStep = await highlightsStep(request, name, description);
  f.locationStep = { ...f.locationStep!, location: 'Masmak Fortress', city: 'Riyadh', locationLatitude: 24.6312, locationLongitude: 46.7133 };
  f.availabilityStep = { ...f.availabilityStep, isEveryDay: true, days: [0, 1, 2, 3, 4, 5, 6].map((id) => ({ id })), timeSlots: [{ id: '17:00', name: '' }] };
  f.agendaStep = { items: [{ id: null, imageMeta: null, title: 'Through the gate', topic: '', duration: '01:30:00' }] };
  f.media = [{ fileMetaId: fileId, relativePath: `/files/${fileId}`, contentType: 'image/jpeg', sizeInBytes: image.buffer.length }, null, null, null, null, null];
  f.pricingStep = { ...f.pricingStep, price: 120 };
  const steps = Object.fromEntries(stepKeysFor('atHost').map((k) => [k, stepValue(f, k)]));
  const res = await request.post('/api/Experiences/Add', { headers: auth, data: { mode: 'atHost', steps } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { data: { id: number; status: { name: string } } };
  expect(body.data.status.name).toBe('pending');
  return body.data.id;
}
