import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  NotificationTargetId,
  RoleId,
  changeStatusResponseSchema,
  emptyForm,
  experienceServerResponseSchema,
  hostExperiencesResponseSchema,
  hostListResponseSchema,
  serverToForm,
  stepOperationPath,
  stepResponseSchema,
  type ExperienceForm,
  type StepKey,
} from '@tajriba/contracts';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { SEEDED_SEND_BACK_NOTES } from '../src/seed/catalogue/index';
import { bearer, createTestApp, type Session, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

let t: TestApp;
let fx: CatalogueFixture;
let host: TestUser & Session;
let otherHost: TestUser & Session;
let guest: TestUser & Session;
let staff: TestUser & Session;
let category: number;
let activity: number;
let photo: { fileMetaId: string; relativePath: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: session ? bearer(session.accessToken) : {}, payload: payload as never });

async function upload(owner: number, contentType = 'image/webp'): Promise<{ fileMetaId: string; relativePath: string }> {
  const id = randomUUID();
  await t.database.sql.query(
    `INSERT INTO files (id, owner_id, content_type, size_bytes, storage_key, sha256, is_private, created_at) VALUES ($1::uuid, $2, $3, 1234, $1, 'x', false, now())`,
    [id, owner, contentType],
  );
  return { fileMetaId: id, relativePath: `/files/${id}` };
}

/** A complete atHost form, as the wizard would send it after all 18 steps. */
function form(): ExperienceForm {
  const f = emptyForm('atHost');
  return {
    ...f,
    eventHighlightsStep: { name: 'Lantern walk in Diriyah', description: 'An evening walk through the mud-brick lanes.', eventType: { id: category, name: '' }, keyWords: ['heritage'], languages: ['en', 'ar'] },
    locationStep: { ...f.locationStep!, location: 'At-Turaif gate, Diriyah', city: 'Diriyah', locationLatitude: 24.735, locationLongitude: 46.576 },
    scheduleStep: { duration: '02:00:00', guestArrivalTime: '00:15:00' },
    availabilityStep: { isEveryDay: true, days: [0, 1, 2, 3, 4, 5, 6].map((id) => ({ id })), timeSlots: [{ id: '17:00', name: 'Sunset' }, { id: '20:00', name: '' }], holidays: [], howFarCanGuetsBook: 2 },
    activitiesStep: { ...f.activitiesStep, includeActivities: true, activities: [{ id: activity, name: '' }] },
    addOnsStep: { addAddOns: true, addOns: [{ id: null, name: 'Lantern', description: 'Keep the lantern', quantity: 1, price: 40, howWillTheGuestRecieve: '', image: null }] },
    agendaStep: { items: [{ id: null, imageMeta: null, title: 'Gate meeting', topic: '', duration: '00:20:00' }] },
    media: [photo, null, null, null, null, null],
    pricingStep: { ...f.pricingStep, price: 120 },
    discountsStep: { discounts: [], coupons: [{ id: null, code: 'LANTERN', name: 'Launch', type: { id: 'percentage' }, value: 10, duration: { days: 30, hrs: 0, mins: 0 }, maxUsagePerUser: 1 }] },
    hostingToolsStep: { addMessages: true, messages: [{ id: null, title: 'See you soon', message: 'Wear comfortable shoes.', sendTime: 'dayBefore', filesIds: [] }], generateBarcode: true },
  };
}
const value = (f: ExperienceForm, k: StepKey) => (k === 'media' ? { media: f.media } : f[k]);

beforeAll(async () => {
  t = await createTestApp();
  fx = await catalogueFixture(t);
  const hostRole = { roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host };
  host = await t.signedInUser({ ...hostRole, fullName: 'Wizard Host' });
  await t.database.sql.query('UPDATE users SET notify_account = false WHERE id = $1', [host.row.id]);
  otherHost = await t.signedInUser({ ...hostRole, fullName: 'Other Host' });
  guest = await t.signedInUser({ fullName: 'Guest' });
  staff = await t.signedInUser({ roles: [RoleId.Admin], currentRole: RoleId.Admin, fullName: 'Moderator' });
  category = await fx.category('Heritage walks');
  const [a] = await t.database.sql.query<{ id: number }>(`INSERT INTO activities (name_en, name_ar) VALUES ('Walking', 'المشي') RETURNING id`);
  activity = a.id;
  photo = await upload(host.row.id);
});
afterAll(async () => t.close());

describe('step operations', () => {
  test('host role only; the first save creates the experience and answers its id', async () => {
    const body = { id: null, isAdd: true, mode: 'atHost', data: form().eventHighlightsStep };
    expect((await call('POST', stepOperationPath('eventHighlightsStep'), null, body)).statusCode).toBe(401);
    expect((await call('POST', stepOperationPath('eventHighlightsStep'), guest, body)).statusCode).toBe(403);
    const res = await call('POST', stepOperationPath('eventHighlightsStep'), host, body);
    expect(res.statusCode).toBe(200);
    const { data } = stepResponseSchema.parse(res.json());
    expect(data.id).toBeGreaterThan(0);
    expect(data.status.name).toBe('draft');
    // without isAdd and without an id nothing is created
    expect((await call('POST', stepOperationPath('eventHighlightsStep'), host, { ...body, isAdd: false })).json().fieldsErrors).toEqual({ id: ['validation.required'] });
    expect((await call('POST', stepOperationPath('scheduleStep'), host, { id: null, isAdd: true, mode: 'atHost', data: form().scheduleStep })).statusCode).toBe(400);
  });

  test('validation answers fieldsErrors keyed inside the step, nested keys included', async () => {
    const f = form();
    const created = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: f.eventHighlightsStep })).json()).data.id;
    const bad = await call('POST', stepOperationPath('hostingToolsStep'), host, {
      id: created,
      mode: 'atHost',
      data: { ...f.hostingToolsStep, messages: [f.hostingToolsStep.messages[0], { id: null, title: 'Hey', message: 'x'.repeat(501), sendTime: null, filesIds: [] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldsErrors).toEqual({ 'messages.1.title': ['validation.min5'], 'messages.1.message': ['validation.max500'], 'messages.1.sendTime': ['validation.required'] });
    const checks: [StepKey, unknown, Record<string, string[]>][] = [
      ['eventHighlightsStep', { ...f.eventHighlightsStep, name: 'x'.repeat(251), eventType: { id: 999999, name: '' } }, { name: ['validation.max250'] }],
      ['eventHighlightsStep', { ...f.eventHighlightsStep, eventType: { id: 999999, name: '' } }, { eventType: ['validation.invalidValue'] }],
      ['availabilityStep', { ...f.availabilityStep, howFarCanGuetsBook: 12, timeSlots: [] }, { howFarCanGuetsBook: ['validation.invalidValue'], timeSlots: ['validation.chooseAtLeastOneItem'] }],
      ['guestRequirementsStep', { ...f.guestRequirementsStep, minAge: 101 }, { minAge: ['validation.invalidValue'] }],
      ['discountsStep', { discounts: [], coupons: [{ ...f.discountsStep.coupons[0], value: 101 }] }, { 'coupons.0.value': ['validation.percentageCap'] }],
      ['media', { media: [null, null, null, null, null, null] }, { media: ['validation.uploadAtLeastOneMedia'] }],
      ['media', { media: [{ fileMetaId: randomUUID(), relativePath: '/files/x' }, null, null, null, null, null] }, { 'media.0': ['validation.invalidValue'] }],
      ['activitiesStep', { ...f.activitiesStep, activities: [{ id: 999999, name: '' }] }, { 'activities.0': ['validation.invalidValue'] }],
    ];
    for (const [key, data, errors] of checks) {
      const res = await call('POST', stepOperationPath(key), host, { id: created, mode: 'atHost', data });
      expect([key, res.statusCode, res.json().fieldsErrors]).toEqual([key, 400, errors]);
    }
    // another host's upload cannot be attached
    const theirs = await upload(otherHost.row.id);
    const res = await call('POST', stepOperationPath('media'), host, { id: created, mode: 'atHost', data: { media: [theirs, null, null, null, null, null] } });
    expect(res.json().fieldsErrors).toEqual({ 'media.0': ['validation.invalidValue'] });
  });

  test('a scheduled message may carry a PDF; photos must be pictures', async () => {
    const f = form();
    const id = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: f.eventHighlightsStep })).json()).data.id;
    const leaflet = await upload(host.row.id, 'application/pdf');
    const message = { ...f.hostingToolsStep.messages[0], filesIds: [leaflet, photo] };
    const tools = await call('POST', stepOperationPath('hostingToolsStep'), host, { id, mode: 'atHost', data: { ...f.hostingToolsStep, messages: [message] } });
    expect([tools.statusCode, tools.json().errors]).toEqual([200, []]);
    const stored = serverToForm(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data);
    expect(stored.hostingToolsStep.messages[0].filesIds.map((x) => x.fileMetaId)).toEqual([leaflet.fileMetaId, photo.fileMetaId]);
    const media = await call('POST', stepOperationPath('media'), host, { id, mode: 'atHost', data: { media: [leaflet, null, null, null, null, null] } });
    expect([media.statusCode, media.json().fieldsErrors]).toEqual([400, { 'media.0': ['validation.invalidValue'] }]);
  });

  test('a host reaches only their own experiences', async () => {
    const mine = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: form().eventHighlightsStep })).json()).data.id;
    expect((await call('POST', stepOperationPath('scheduleStep'), otherHost, { id: mine, mode: 'atHost', data: form().scheduleStep })).statusCode).toBe(404);
    expect((await call('GET', `/api/Experiences/Draft/${mine}`, otherHost)).statusCode).toBe(404);
    expect((await call('GET', `/api/Experiences/${mine}`, otherHost)).statusCode).toBe(404);
    expect((await call('PUT', `/api/Experiences/EditDraft/${mine}`, otherHost, { mode: 'atHost', steps: {} })).statusCode).toBe(404);
    expect((await call('GET', `/api/Experiences/${mine}`, staff)).statusCode).toBe(200);
  });
});

describe('draft, submit, moderation, search', () => {
  test('save steps, submit, send back with a note, resubmit, approve, find in search', async () => {
    const f = form();
    const id = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: f.eventHighlightsStep })).json()).data.id;
    for (const key of ['locationStep', 'scheduleStep', 'availabilityStep', 'activitiesStep'] as StepKey[]) {
      const res = await call('POST', stepOperationPath(key), host, { id, mode: 'atHost', data: value(f, key) });
      expect([key, res.statusCode]).toEqual([key, 200]);
    }
    // Save draft mid-way, then read it back as the form
    expect((await call('PUT', `/api/Experiences/EditDraft/${id}`, host, { mode: 'atHost', steps: { addOnsStep: f.addOnsStep } })).statusCode).toBe(200);
    const draft = experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data;
    const back = serverToForm(draft);
    expect(back.locationStep).toMatchObject({ location: 'At-Turaif gate, Diriyah', locationLatitude: 24.735 });
    expect(back.availabilityStep).toMatchObject({ isEveryDay: true, howFarCanGuetsBook: 2 });
    expect(back.addOnsStep.addOns[0]).toMatchObject({ name: 'Lantern', price: 40 });
    expect(back.eventHighlightsStep.eventType).toEqual({ id: category, name: 'Heritage walks' });

    // Submitting before every step is complete names what is missing
    const early = await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldsErrors).toMatchObject({ 'media.media': ['validation.uploadAtLeastOneMedia'], 'agendaStep.items': ['validation.youMustAddOneItemAtLeast'] });

    const rest = { agendaStep: f.agendaStep, media: { media: f.media }, pricingStep: f.pricingStep, discountsStep: f.discountsStep, hostingToolsStep: f.hostingToolsStep };
    const submitted = stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: rest })).json()).data;
    expect(submitted.status.name).toBe('pending');

    // Staff queue
    expect((await call('GET', '/api/Experiences/ModerationQueue', host)).statusCode).toBe(403);
    const queue = hostListResponseSchema.parse((await call('GET', '/api/Experiences/ModerationQueue?PageSize=50', staff)).json());
    expect(queue.data.find((r) => r.id === id)).toMatchObject({ name: 'Lantern walk in Diriyah', status: { name: 'pending' }, hostName: 'Wizard Host', submissionKind: 'new', afterReview: false });
    expect((await call('GET', `/api/Experiences/Submission/${id}`, staff)).json().data.name).toBe('Lantern walk in Diriyah');

    // Send back needs a note; the host sees it
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, host, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'sendBack' })).json().fieldsErrors).toEqual({ note: ['validation.required'] });
    const sentBack = changeStatusResponseSchema.parse((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'sendBack', note: 'Add a second photo of the lanes.' })).json()).data;
    expect(sentBack.status.name).toBe('resubmit');
    const noted = experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data;
    expect(noted).toMatchObject({ status: { name: 'resubmit' }, moderationNote: 'Add a second photo of the lanes.' });
    const [note] = await t.database.sql.query<{ content: string; targetId: number | null }>(`SELECT content_en AS content, target_id AS "targetId" FROM notifications WHERE user_id = $1 AND kind = 'experienceReviewed' ORDER BY id DESC LIMIT 1`, [host.row.id]);
    // the moderator's words isolated in the sentence (their own direction, see `written`)
    expect(note.content).toBe('“Lantern walk in Diriyah” needs changes: \u2068Add a second photo of the lanes.\u2069');
    // It leads to the listing, and is e-mailed always (the host had turned account e-mails off).
    expect(note.targetId).toBe(NotificationTargetId.experience);
    const [mail] = (await t.outbox(host.email)).filter((m) => m.meta.kind === 'experienceReviewed');
    expect(mail?.body).toContain(`/my-experiences/details/${id}`);
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'approve' })).statusCode).toBe(409);

    // A language the step does not show (the catalogue's "fr") survives a highlights save.
    await t.database.sql.query(`UPDATE experiences SET draft = jsonb_set(draft, '{languages}', '["en","ar","fr"]') WHERE id = $1`, [id]);
    const hl = serverToForm(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data).eventHighlightsStep;
    expect(hl.languages).toEqual(['en', 'ar']);
    expect((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id, mode: 'atHost', data: { ...hl, languages: ['en'] } })).statusCode).toBe(200);
    expect(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data.languages).toEqual(['en', 'fr']);

    // Fix and resubmit
    const second = await upload(host.row.id);
    expect((await call('POST', stepOperationPath('media'), host, { id, mode: 'atHost', data: { media: [photo, second, null, null, null, null] } })).statusCode).toBe(200);
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} })).json()).data.status.name).toBe('pending');
    // The queue tells the moderator this one came back after their send-back (not a new one).
    const queued = async (eid: number) => hostListResponseSchema.parse((await call('GET', '/api/Experiences/ModerationQueue?PageSize=50', staff)).json()).data.find((r) => r.id === eid);
    const kindOf = async (eid: number) => (await queued(eid))?.submissionKind;
    expect(await queued(id)).toMatchObject({ submissionKind: 'resubmitted', afterReview: true });

    // Approve: the listing is written and guests find it
    const approved = await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'approve' });
    expect([approved.statusCode, approved.json().errors]).toEqual([200, []]);
    expect(changeStatusResponseSchema.parse(approved.json()).data.status.name).toBe('approved');
    const search = (await call('GET', '/api/Home/ExperiencesList?Title=Lantern', null)).json();
    expect(search.data.map((c: { id: number }) => c.id)).toContain(id);
    const detail = (await call('GET', `/api/Home/Experience/${id}`, null)).json().data;
    expect(detail).toMatchObject({ name: 'Lantern walk in Diriyah', cityName: 'Diriyah', price: 120 });
    expect(detail.languages).toEqual(['en', 'fr']);
    expect(detail.imagesMeta).toHaveLength(2);
    expect(detail.availability.timeSlots).toHaveLength(2);
    const [coupon] = await t.database.sql.query<{ code: string; value: number }>('SELECT code::text AS code, value::float8 AS value FROM experience_coupons WHERE experience_id = $1', [id]);
    expect(coupon).toEqual({ code: 'LANTERN', value: 10 });
    const available = (await call('GET', `/api/Home/ExperienceAvailableDays/${id}`, null)).json();
    expect(available.succeeded).toBe(true);

    // The approved experience reads back into the same form
    const stored = serverToForm(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/${id}`, host)).json()).data);
    expect(stored.pricingStep.price).toBe(120);
    expect(stored.availabilityStep.timeSlots.map((s) => s.id)).toEqual(['17:00', '20:00']);
    const queueAfter = hostListResponseSchema.parse((await call('GET', '/api/Experiences/ModerationQueue?PageSize=50', staff)).json());
    expect(queueAfter.data.some((r) => r.id === id)).toBe(false);

    // An edit of the live listing, submitted: in the queue as a revision (the listing stays live).
    expect((await call('POST', stepOperationPath('pricingStep'), host, { id, mode: 'atHost', data: { ...f.pricingStep, price: 130 } })).statusCode).toBe(200);
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} })).json()).data.status.name).toBe('approved');
    expect(await queued(id)).toMatchObject({ submissionKind: 'revision', afterReview: false });

    // The edit sent back and submitted again: still a revision, now marked as a second round.
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'sendBack', note: 'Say what the new price includes.' })).statusCode).toBe(200);
    expect(await kindOf(id)).toBeUndefined();
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} })).json()).data.status.name).toBe('approved');
    expect(await queued(id)).toMatchObject({ submissionKind: 'revision', afterReview: true });
  });
});

/**
 * What guests see of a listing (its public page in both languages) and what the host's list shows:
 * an edit of a live listing must change none of it before staff approve the edit.
 */
async function publicFace(id: number) {
  const read = async (lang: 'en' | 'ar') => (await t.app.inject({ url: `/api/Home/Experience/${id}`, headers: { 'accept-language': lang } })).json().data;
  const [en, ar] = [await read('en'), await read('ar')];
  const mine = (await call('GET', '/api/Experiences/HostList?PageSize=50', host)).json().data.find((r: { id: number }) => r.id === id);
  // a paused listing has no public page: its listing columns are what guests get back on reactivation
  const [columns] = await t.database.sql.query('SELECT name_en, name_ar, category_id, type_id, search_text FROM experiences WHERE id = $1', [id]);
  return { page: en && { en: en.name, ar: ar.name, category: en.experienceCategory.id, type: en.type.name }, columns, hostList: mine?.name, hostListType: mine?.type };
}

/** The host's card of a listing (HostList): its status and where its edit stands. */
async function card(id: number) {
  const row = hostExperiencesResponseSchema.parse((await call('GET', '/api/Experiences/HostList?PageSize=50', host)).json()).data.find((r) => r.id === id);
  return row && { status: row.status.name, editStatus: row.editStatus, moderationNote: row.moderationNote };
}

/** The host edits the highlights (name, category) and switches the mode: saved, submitted, or both. */
async function editHighlights(id: number, name: string, categoryId: number, mode: 'atHost' | 'online') {
  const data = { name, description: 'A new description for the same listing.', eventType: { id: categoryId, name: '' }, keyWords: [], languages: ['en', 'ar'] };
  const step = await call('POST', stepOperationPath('eventHighlightsStep'), host, { id, mode, data });
  expect([step.statusCode, step.json().errors]).toEqual([200, []]);
  const saved = await call('PUT', `/api/Experiences/EditDraft/${id}`, host, { mode, steps: { eventHighlightsStep: data } });
  expect([saved.statusCode, saved.json().errors]).toEqual([200, []]);
}

describe('an edit of a live listing reaches guests only when staff approve it', () => {
  test('a listing approved through the wizard and moderation: a saved and a submitted edit change nothing guests see', async () => {
    const f = form();
    const id = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: { ...f.eventHighlightsStep, name: 'Palm grove breakfast' } })).json()).data.id;
    const steps = { locationStep: f.locationStep, scheduleStep: f.scheduleStep, availabilityStep: f.availabilityStep, activitiesStep: f.activitiesStep, addOnsStep: f.addOnsStep, agendaStep: f.agendaStep, media: { media: f.media }, pricingStep: f.pricingStep, discountsStep: f.discountsStep, hostingToolsStep: f.hostingToolsStep };
    expect((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps })).statusCode).toBe(200);
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'approve' })).statusCode).toBe(200);
    const live = await publicFace(id);
    expect(live).toMatchObject({ page: { en: 'Palm grove breakfast', ar: 'Palm grove breakfast', category, type: 'atHost' }, hostList: 'Palm grove breakfast' });

    expect(await card(id)).toEqual({ status: 'approved', editStatus: null, moderationNote: null });
    const other = await fx.category('Food tours');
    await editHighlights(id, 'Renamed before review', other, 'online');
    expect(await publicFace(id)).toEqual(live);
    // the host's card says an edit is saved and not submitted (the listing itself stays approved)
    expect(await card(id)).toEqual({ status: 'approved', editStatus: 'draft', moderationNote: null });
    // back to atHost (the switch to online dropped the location), then submitted
    await editHighlights(id, 'Renamed before review', other, 'atHost');
    expect((await call('POST', stepOperationPath('locationStep'), host, { id, mode: 'atHost', data: f.locationStep })).statusCode).toBe(200);
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} })).json()).data.status.name).toBe('approved');
    expect(await publicFace(id)).toEqual(live);
    expect(await card(id)).toEqual({ status: 'approved', editStatus: 'pending', moderationNote: null });
    // sent back: still the approved version; the card says so, with the note
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'sendBack', note: 'Keep the old name.' })).statusCode).toBe(200);
    expect(await publicFace(id)).toEqual(live);
    expect(await card(id)).toEqual({ status: 'approved', editStatus: 'resubmit', moderationNote: 'Keep the old name.' });
    // fixing the sent-back edit keeps it sent back (and its note) until it is submitted again
    await editHighlights(id, 'Renamed before review', other, 'atHost');
    expect(await card(id)).toEqual({ status: 'approved', editStatus: 'resubmit', moderationNote: 'Keep the old name.' });
    // the host's working copy has the edit, with the note
    expect(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data).toMatchObject({ name: 'Renamed before review', moderationNote: 'Keep the old name.' });
    // approved: now guests see it
    // sent again with the card's Submit for review (the dashboard's SubmitDraft): in review again,
    // and the earlier note no longer asks anything of the host
    const again = await call('POST', `/api/Experiences/SubmitDraft/${id}`, host);
    expect([again.statusCode, again.json().data?.editStatus]).toEqual([200, 'pending']);
    expect(await card(id)).toEqual({ status: 'approved', editStatus: 'pending', moderationNote: null });
    // rejected: the listing stays as approved, the card says the edit was rejected and why
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'reject', note: 'A new name needs a new listing.' })).statusCode).toBe(200);
    expect(await card(id)).toEqual({ status: 'approved', editStatus: 'rejected', moderationNote: 'A new name needs a new listing.' });
    expect(await publicFace(id)).toEqual(live);
    expect((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} })).statusCode).toBe(200);
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'approve' })).statusCode).toBe(200);
    expect(await publicFace(id)).toMatchObject({ page: { en: 'Renamed before review', ar: 'Renamed before review', category: other }, hostList: 'Renamed before review' });
    expect(await card(id)).toEqual({ status: 'approved', editStatus: null, moderationNote: null });
  });

  test.each([
    ['live', 5],
    ['paused', 6],
  ])('a %s listing with no approval date (the demo seed\'s, or one approved from the dashboard) keeps its name, category and kind', async (_, statusId) => {
    const id = await fx.experience({ host_id: host.row.id, status_id: statusId, name_en: `Old fort walk ${statusId}`, name_ar: `جولة الحصن القديم ${statusId}` });
    const live = await publicFace(id);
    expect(live).toMatchObject({ columns: { name_en: `Old fort walk ${statusId}`, name_ar: `جولة الحصن القديم ${statusId}`, type_id: 1 }, hostList: `Old fort walk ${statusId}` });
    await editHighlights(id, 'A name nobody approved', category, 'online');
    expect(await publicFace(id)).toEqual(live);
    const [row] = await t.database.sql.query<{ statusId: number; draftStatus: number }>('SELECT status_id AS "statusId", draft_status AS "draftStatus" FROM experiences WHERE id = $1', [id]);
    expect(row).toEqual({ statusId, draftStatus: 1 });
  });

  test('migration 0602 dates the live listings a database holds without an approval date, and gives the seed\'s sent-back listing its note', async () => {
    const seeded = await fx.experience({ host_id: host.row.id, status_id: 5, created_at: '2026-01-05T08:00:00Z' });
    const submitted = await fx.experience({ host_id: host.row.id, status_id: 6, submitted_at: '2026-02-01T10:00:00Z' });
    const draft = await fx.experience({ host_id: host.row.id, status_id: 1 });
    const sentBack = await fx.experience({ host_id: host.row.id, status_id: 4, location_en: 'Perfume atelier, Madinah' });
    const noted = await fx.experience({ host_id: host.row.id, status_id: 4, location_en: 'Perfume atelier, Madinah', moderation_note: 'Written by staff.' });
    const ids = [seeded, submitted, draft, sentBack, noted];
    await t.database.sql.exec(readFileSync(path.join(MIGRATIONS_DIR, '0602_live_listing_approval.sql'), 'utf8'));
    const rows = await t.database.sql.query<{ at: Date | null; note: string | null }>('SELECT approved_at AS at, moderation_note AS note FROM experiences WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
    expect(rows.map((r) => r.at && new Date(r.at).toISOString())).toEqual(['2026-01-05T08:00:00.000Z', '2026-02-01T10:00:00.000Z', null, null, null]);
    // the seed's note, word for word, in both languages
    expect(rows.map((r) => r.note)).toEqual([null, null, null, SEEDED_SEND_BACK_NOTES['perfume:madinah'], 'Written by staff.']);
    expect(rows[3].note).toMatch(/^[^\u0600-\u06ff]+\n[^a-z]*[\u0600-\u06ff][^a-z]*$/);
  });

  test('a listing submitted with the dashboard\'s SubmitDraft and approved: its later wizard edit waits for review too', async () => {
    const id = await fx.experience({ host_id: host.row.id, status_id: 1, name_en: 'Camel dairy visit', name_ar: 'زيارة مزرعة الإبل' });
    await t.database.sql.query(`INSERT INTO experience_time_slots (experience_id, start_time) VALUES ($1, '09:00')`, [id]);
    expect((await call('POST', `/api/Experiences/SubmitDraft/${id}`, host)).statusCode).toBe(200);
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision: 'approve' })).statusCode).toBe(200);
    const [row] = await t.database.sql.query<{ approved: boolean }>('SELECT approved_at IS NOT NULL AS approved FROM experiences WHERE id = $1', [id]);
    expect(row.approved).toBe(true);
    const live = await publicFace(id);
    expect(live).toMatchObject({ page: { en: 'Camel dairy visit', ar: 'زيارة مزرعة الإبل' } });
    await editHighlights(id, 'Camel farm breakfast', category, 'atHost');
    expect(await publicFace(id)).toEqual(live);
  });
});

/**
 * A host saving a listing waiting for its first review while staff decide on it: the save read the
 * row (pending) before the decision and writes after it. The decision must stand; the host's
 * changes are kept the way a save made just after the decision keeps them (the service's `store`
 * says why this and not a refusal), and the answer says where the listing really stands.
 */
describe('a save racing a decision on a listing in review', () => {
  let spy: jest.SpyInstance | undefined;
  afterEach(() => spy?.mockRestore());

  /** Runs `decide` between the save's read of the row and its write (the working copy's UPDATE). */
  function decideDuringSave(decide: () => Promise<unknown>) {
    const sql = t.database.sql;
    const query = sql.query.bind(sql);
    let decided = false;
    spy = jest.spyOn(sql, 'query').mockImplementation((async (text: string, params?: unknown[]) => {
      if (!decided && text.startsWith('UPDATE experiences SET draft = ')) {
        decided = true;
        await decide();
      }
      return query(text, params);
    }) as typeof sql.query);
    return () => decided;
  }

  test.each([
    ['approve', undefined, { status: 'approved', editStatus: 'draft', moderationNote: null }],
    ['reject', 'A new kind of trip needs a new listing.', { status: 'rejected', editStatus: null, moderationNote: 'A new kind of trip needs a new listing.' }],
    ['sendBack', 'Say where guests meet.', { status: 'resubmit', editStatus: null, moderationNote: 'Say where guests meet.' }],
  ] as const)('%s lands first: it stands, the host\'s save keeps its changes and says so', async (decision, note, after) => {
    const f = form();
    const name = `Souq at dawn ${decision}`;
    const id = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: { ...f.eventHighlightsStep, name } })).json()).data.id;
    const steps = { locationStep: f.locationStep, scheduleStep: f.scheduleStep, availabilityStep: f.availabilityStep, activitiesStep: f.activitiesStep, addOnsStep: f.addOnsStep, agendaStep: f.agendaStep, media: { media: f.media }, pricingStep: f.pricingStep, discountsStep: f.discountsStep, hostingToolsStep: f.hostingToolsStep };
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps })).json()).data.status.name).toBe('pending');

    let verdict: { statusCode: number; status?: string } | undefined;
    const ran = decideDuringSave(async () => {
      const res = await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision, note });
      verdict = { statusCode: res.statusCode, status: res.json().data?.status.name };
    });
    const saved = await call('PUT', `/api/Experiences/EditDraft/${id}`, host, { mode: 'atHost', steps: { pricingStep: { ...f.pricingStep, price: 150 } } });
    expect(ran()).toBe(true);
    expect(verdict).toEqual({ statusCode: 200, status: after.status });
    // the host's answer is where the listing stands now, not the draft the save was about to make it
    expect([saved.statusCode, stepResponseSchema.parse(saved.json()).data.status.name]).toEqual([200, after.status]);
    expect(await card(id)).toEqual(after);
    // the changes are kept in the working copy, with the decision's note if any
    expect(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data).toMatchObject({ price: 150, moderationNote: note ?? null });
    if (decision === 'approve') {
      // guests see the approved version; the host's change waits for a review of its own
      const page = (await call('GET', `/api/Home/Experience/${id}`, null)).json().data;
      expect(page).toMatchObject({ name, price: 120 });
    }
    // nothing is left in the queue but what the host sends again
    const queue = hostListResponseSchema.parse((await call('GET', '/api/Experiences/ModerationQueue?PageSize=50', staff)).json());
    expect(queue.data.some((r) => r.id === id)).toBe(false);
  });
});

/**
 * The other order: staff opened a submission, the host then saved it (withdrawing it from review),
 * and staff's decision arrives last. Deciding on the version staff read would publish it over the
 * host's newer changes (or send back a version that is gone) and leave those changes hidden in the
 * working copy; the decision is refused instead, in the staff's language, and nothing is written.
 */
describe('a decision racing a save of the listing in review', () => {
  let spies: jest.SpyInstance[] = [];
  afterEach(() => spies.forEach((s) => s.mockRestore()));

  /** Runs `save` between the decision's read of the row and its write (publish's transaction, or the moderation UPDATE). */
  function saveDuringDecision(save: () => Promise<unknown>) {
    const sql = t.database.sql;
    const [query, transaction] = [sql.query.bind(sql), sql.transaction.bind(sql)];
    let saved = false;
    const first = async () => {
      if (saved) return;
      saved = true;
      await save();
    };
    spies = [
      jest.spyOn(sql, 'transaction').mockImplementation((async (fn: Parameters<typeof sql.transaction>[0]) => {
        await first();
        return transaction(fn);
      }) as typeof sql.transaction),
      jest.spyOn(sql, 'query').mockImplementation((async (text: string, params?: unknown[]) => {
        if (text.startsWith('UPDATE experiences SET draft_status = $2')) await first();
        return query(text, params);
      }) as typeof sql.query),
    ];
    return () => saved;
  }

  test.each([
    ['approve', undefined],
    ['sendBack', 'Say where guests meet.'],
  ] as const)('%s arriving after the host\'s save is refused; the save stands', async (decision, note) => {
    const f = form();
    const name = `Dates market ${decision}`;
    const id = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: { ...f.eventHighlightsStep, name } })).json()).data.id;
    const steps = { locationStep: f.locationStep, scheduleStep: f.scheduleStep, availabilityStep: f.availabilityStep, activitiesStep: f.activitiesStep, addOnsStep: f.addOnsStep, agendaStep: f.agendaStep, media: { media: f.media }, pricingStep: f.pricingStep, discountsStep: f.discountsStep, hostingToolsStep: f.hostingToolsStep };
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps })).json()).data.status.name).toBe('pending');

    let saved: string | undefined;
    const ran = saveDuringDecision(async () => {
      const res = await call('PUT', `/api/Experiences/EditDraft/${id}`, host, { mode: 'atHost', steps: { pricingStep: { ...f.pricingStep, price: 150 } } });
      saved = stepResponseSchema.parse(res.json()).data.status.name;
    });
    const late = await t.app.inject({ method: 'PUT', url: `/api/Experiences/ChangeStatus/${id}`, headers: { ...bearer(staff.accessToken), 'accept-language': 'ar' }, payload: { decision, note } });
    expect(ran()).toBe(true);
    expect(saved).toBe('draft');
    expect([late.statusCode, late.json().errors]).toEqual([409, ['غيّر المضيف هذا الطلب أثناء مراجعتك له. افتحه من جديد لتقرر بشأن النسخة الموجودة الآن.']]);
    // the listing is as the host's save left it: a draft with their change, nothing published, no note
    expect(await card(id)).toEqual({ status: 'draft', editStatus: null, moderationNote: null });
    expect(experienceServerResponseSchema.parse((await call('GET', `/api/Experiences/Draft/${id}`, host)).json()).data).toMatchObject({ price: 150, moderationNote: null });
    expect((await call('GET', `/api/Home/Experience/${id}`, null)).statusCode).toBe(404);
    const [row] = await t.database.sql.query<{ approved: boolean; reviewedBy: number | null }>('SELECT approved_at IS NOT NULL AS approved, reviewed_by AS "reviewedBy" FROM experiences WHERE id = $1', [id]);
    expect(row).toEqual({ approved: false, reviewedBy: null });
    // submitted again, the new version is decided on as usual
    expect(stepResponseSchema.parse((await call('POST', `/api/Experiences/Submit/${id}`, host, { mode: 'atHost', steps: {} })).json()).data.status.name).toBe('pending');
    expect((await call('PUT', `/api/Experiences/ChangeStatus/${id}`, staff, { decision, note })).statusCode).toBe(200);
  });
});

describe('one submit path', () => {
  test('the dashboard\'s SubmitDraft submits a wizard draft the wizard\'s way: incomplete steps named, then pending review', async () => {
    const f = form();
    const id = stepResponseSchema.parse((await call('POST', stepOperationPath('eventHighlightsStep'), host, { id: null, isAdd: true, mode: 'atHost', data: f.eventHighlightsStep })).json()).data.id;
    expect((await call('POST', `/api/Experiences/SubmitDraft/${id}`, otherHost)).statusCode).toBe(404);
    const early = await call('POST', `/api/Experiences/SubmitDraft/${id}`, host);
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldsErrors).toMatchObject({ 'media.media': ['validation.uploadAtLeastOneMedia'], 'agendaStep.items': ['validation.youMustAddOneItemAtLeast'] });
    const steps = { locationStep: f.locationStep, scheduleStep: f.scheduleStep, availabilityStep: f.availabilityStep, activitiesStep: f.activitiesStep, addOnsStep: f.addOnsStep, agendaStep: f.agendaStep, media: { media: f.media }, pricingStep: f.pricingStep, discountsStep: f.discountsStep, hostingToolsStep: f.hostingToolsStep };
    expect((await call('PUT', `/api/Experiences/EditDraft/${id}`, host, { mode: 'atHost', steps })).statusCode).toBe(200);
    const res = await call('POST', `/api/Experiences/SubmitDraft/${id}`, host);
    expect([res.statusCode, res.json().data?.status]).toEqual([200, { id: 2, name: 'pending' }]);
    const queue = hostListResponseSchema.parse((await call('GET', '/api/Experiences/ModerationQueue?PageSize=50', staff)).json());
    expect(queue.data.find((r) => r.id === id)?.status.name).toBe('pending');
    // already waiting for review: nothing to submit
    expect((await call('POST', `/api/Experiences/SubmitDraft/${id}`, host)).statusCode).toBe(409);
  });
});

describe('reference lists', () => {
  test('regions and holidays', async () => {
    const regions = (await call('GET', '/api/ExperiencesRegions?isActive=true', null)).json();
    expect(regions.data.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Riyadh Region', 'Makkah Region']));
    const holidays = (await call('GET', '/api/Holidays?Text=Test&IsActive=true', null)).json();
    expect(holidays.data[0]).toMatchObject({ name: 'Test Holiday', fromDate: '2026-06-10', toDate: '2026-06-12' });
  });
});
