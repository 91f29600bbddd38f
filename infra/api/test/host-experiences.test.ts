import { randomUUID } from 'node:crypto';
import {
  NotificationTargetId,
  RoleId,
  changeStatusResponseSchema,
  emptyForm,
  experienceServerResponseSchema,
  hostListResponseSchema,
  serverToForm,
  stepOperationPath,
  stepResponseSchema,
  type ExperienceForm,
  type StepKey,
} from '@tajriba/contracts';
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
    expect(note.content).toBe('“Lantern walk in Diriyah” needs changes: Add a second photo of the lanes.');
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
