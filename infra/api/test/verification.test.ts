import sharp from 'sharp';
import { RoleId, VerificationMsg, IdentityTypeId, WorkTypeId } from '@tajriba/contracts';
import { bearer, createTestApp, randomIp, type TestApp } from './helpers/app';
import { PDF_DOC, image, multipart } from './fixtures';

let t: TestApp;
let SA: number;
let EG: number;

beforeAll(async () => {
  t = await createTestApp();
  const countries = (await t.app.inject({ url: '/api/Utilities/Countries' })).json().data as { id: number; code2: string }[];
  SA = countries.find((c) => c.code2 === 'SA')!.id;
  EG = countries.find((c) => c.code2 === 'EG')!.id;
});
afterAll(() => t?.close());

type Who = { accessToken: string; row: { id: number }; email: string };
const host = () => t.signedInUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host }) as Promise<Who>;
const staff = (role: number) => t.signedInUser({ roles: [role], currentRole: role }) as Promise<Who>;

const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? bearer(who.accessToken) : {}, remoteAddress: randomIp(), ...(payload !== undefined ? { payload: payload as object } : {}) });

/** Uploads like the wizard does: private, narrowed to the kind. */
async function upload(who: Who, body: Buffer, o: { kind?: 'image' | 'pdf'; isPrivate?: boolean } = {}): Promise<string> {
  const mp = multipart('file', 'doc.bin', 'application/octet-stream', body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/Files/UploadFile?kind=${o.kind ?? 'image'}&private=${o.isPrivate ?? true}`,
    payload: mp.payload,
    headers: { ...mp.headers, ...bearer(who.accessToken) },
    remoteAddress: randomIp(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as string;
}
const jpeg = () => image('jpeg');

async function submitDocuments(who: Who, o: { idType?: number; countryId?: number; back?: boolean } = {}) {
  const mainImageId = await upload(who, await jpeg());
  const otherImageId = o.back === false ? null : await upload(who, await jpeg());
  const personalImageId = await upload(who, await jpeg());
  return call(who, 'POST', '/api/Manage/VerifyIdentity', { idType: o.idType ?? IdentityTypeId.NationalID, countryId: o.countryId ?? SA, mainImageId, otherImageId, personalImageId });
}

describe('identity: choose ID type', () => {
  it('applies the country rules and says whether a back image is needed', async () => {
    const h = await host();
    const r1 = await call(h, 'POST', '/api/Manage/ChooseIdType', { countryId: SA, idType: IdentityTypeId.NationalID });
    expect(r1.json().data).toEqual({ countryId: SA, idType: IdentityTypeId.NationalID, needsBack: true });
    expect((await call(h, 'POST', '/api/Manage/ChooseIdType', { countryId: EG, idType: IdentityTypeId.Passport })).json().data.needsBack).toBe(false);
    const saudiOnly = await call(h, 'POST', '/api/Manage/ChooseIdType', { countryId: EG, idType: IdentityTypeId.DriverLicense });
    expect(saudiOnly.statusCode).toBe(400);
    expect(saudiOnly.json().fieldsErrors.idType).toEqual([VerificationMsg.saudiOnlyType]);
    expect((await call(h, 'POST', '/api/Manage/ChooseIdType', { countryId: SA, idType: IdentityTypeId.Saudi })).statusCode).toBe(400);
    expect((await call(h, 'POST', '/api/Manage/ChooseIdType', { countryId: 99999, idType: 3 })).statusCode).toBe(400);
    expect((await call(h, 'POST', '/api/Manage/ChooseIdType', { countryId: SA, idType: 6 })).json().fieldsErrors.idType).toEqual(['validation.invalidValue']);
  });
});

describe('identity: documents route and the status machine', () => {
  it('only hosts see identity endpoints: visitor 401, guest 403', async () => {
    const guest = (await t.signedInUser()) as Who;
    expect((await call(null, 'GET', '/api/Manage/IdentityStatus')).statusCode).toBe(401);
    expect((await call(guest, 'GET', '/api/Manage/IdentityStatus')).statusCode).toBe(403);
    expect((await call(guest, 'POST', '/api/Manage/VerifyWorkPapers', {})).statusCode).toBe(403);
  });

  it('a new host has no status; bad submissions keep it that way with field errors', async () => {
    const h = await host();
    const empty = (await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data;
    expect(empty).toMatchObject({ status: null, method: null, mainStatus: null, otherStatus: null, personalStatus: null, idType: null });
    const missing = await call(h, 'POST', '/api/Manage/VerifyIdentity', { idType: 3, countryId: EG });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldsErrors).sort()).toEqual(['mainImageId', 'personalImageId']);
    const noBack = await submitDocuments(h, { back: false });
    expect(noBack.statusCode).toBe(400);
    expect(noBack.json().fieldsErrors.otherImageId).toEqual([VerificationMsg.backRequired]);
    const wrongCountry = await submitDocuments(h, { countryId: EG, idType: IdentityTypeId.NationalID });
    expect(wrongCountry.json().fieldsErrors.idType).toEqual([VerificationMsg.saudiOnlyType]);
    // someone else's file, a public file, a PDF as a photo
    const other = await host();
    const theirs = await upload(other, await jpeg());
    const mine = await upload(h, await jpeg());
    const pub = await upload(h, await jpeg(), { isPrivate: false });
    const pdf = await upload(h, PDF_DOC, { kind: 'pdf' });
    const body = (main: string, personal: string) => ({ idType: IdentityTypeId.Passport, countryId: EG, mainImageId: main, otherImageId: null, personalImageId: personal });
    expect((await call(h, 'POST', '/api/Manage/VerifyIdentity', body(theirs, mine))).json().fieldsErrors.mainImageId).toEqual([VerificationMsg.fileNotYours]);
    expect((await call(h, 'POST', '/api/Manage/VerifyIdentity', body(mine, pub))).json().fieldsErrors.personalImageId).toEqual([VerificationMsg.wrongFileKind]);
    expect((await call(h, 'POST', '/api/Manage/VerifyIdentity', body(pdf, mine))).json().fieldsErrors.mainImageId).toEqual([VerificationMsg.wrongFileKind]);
    expect((await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data.status).toBeNull();
  });

  it('pending → resubmit (selfie sent back) → pending → approved, with notifications and e-mails that cannot be switched off', async () => {
    const h = await host();
    await t.database.sql.query('UPDATE users SET notify_account = false WHERE id = $1', [h.row.id]);
    const sub = await submitDocuments(h);
    expect(sub.statusCode).toBe(200);
    expect(sub.json().data).toMatchObject({ status: { id: 1, name: 'pending' }, method: 'documents', mainStatus: { id: 1 }, otherStatus: { id: 1 }, personalStatus: { id: 1 }, idType: { id: IdentityTypeId.NationalID }, countryId: SA });
    expect((await call(h, 'GET', '/api/Manage/Info')).json().data.identityStatus).toEqual({ id: 1, name: 'pending' });
    // a second submission while pending is refused
    expect((await submitDocuments(h)).statusCode).toBe(409);
    // nothing is in resubmit yet
    const early = await call(h, 'POST', '/api/Manage/UpdateIdentityPersonalImage', { fileId: await upload(h, await jpeg()) });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual(['This document was not sent back for a new upload.']);

    const mod = await staff(RoleId.Moderator);
    const queue = await call(mod, 'GET', '/api/Verification/Queue?kind=identity&PageSize=50');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((i: { userId: number }) => i.userId === h.row.id);
    expect(item).toMatchObject({ kind: 'identity', typeId: IdentityTypeId.NationalID, isResubmission: false, email: h.email });

    const view = await call(mod, 'GET', `/api/Verification/identity/${h.row.id}`);
    expect(view.statusCode).toBe(200);
    const docs = view.json().data.documents as { slot: string; path: string; contentType: string }[];
    expect(docs.map((d) => d.slot)).toEqual(['main', 'other', 'personal']);
    // staff read the documents; another host never does; the owner does
    const selfie = docs[2].path;
    expect((await call(mod, 'GET', selfie)).statusCode).toBe(200);
    expect((await call(await host(), 'GET', selfie)).statusCode).toBe(404);
    expect((await call(null, 'GET', selfie)).statusCode).toBe(404);
    expect((await call(h, 'GET', selfie)).statusCode).toBe(200);
    const data = await call(mod, 'GET', `/api/Verification/identity/${h.row.id}/Documents/personal`);
    expect(data.json().data.contentType).toBe('image/jpeg');
    expect(Buffer.from(data.json().data.dataBase64, 'base64').subarray(0, 3).toString('hex')).toBe('ffd8ff');
    expect((await call(h, 'GET', `/api/Verification/identity/${h.row.id}/Documents/personal`)).statusCode).toBe(403);
    expect((await call(mod, 'GET', `/api/Verification/identity/${h.row.id}/Documents/secondary`)).statusCode).toBe(404);

    t.clock.advance(1000);
    const back = await call(mod, 'POST', `/api/Verification/identity/${h.row.id}/Decision`, { decision: 'resubmit', documents: [{ slot: 'personal', issue: 'faceNotVisible', feedback: 'Take it facing the light, without glasses.' }] });
    expect(back.statusCode).toBe(200);
    const s1 = (await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data;
    expect(s1).toMatchObject({ status: { id: 3, name: 'resubmit' }, mainStatus: { id: 2 }, otherStatus: { id: 2 }, personalStatus: { id: 3 } });
    expect(s1.feedback).toEqual({ main: null, other: null, personal: { issue: 'faceNotVisible', feedback: 'Take it facing the light, without glasses.' } });
    const notes = (await call(h, 'GET', '/api/Notifications/CurrentUserList?PageNumber=1&PageSize=10')).json().data;
    expect(notes[0]).toMatchObject({ kind: 'identityStatusChanged', target: { name: 'identityVerification' }, isActionable: true });
    const mail = (await t.outbox(h.email))[0];
    expect(mail.subject).toBe('Your identity verification was not approved. Please check your documents.');
    // The e-mail leads to the status page, where the retake dialog is.
    expect(mail.body).toMatch(/https?:\/\/[^\s"<]+\/verification(?![\w/-])/);
    // no longer in the queue
    expect((await call(mod, 'GET', '/api/Verification/Queue?kind=identity&PageSize=50')).json().data.some((i: { userId: number }) => i.userId === h.row.id)).toBe(false);
    // only the document sent back can be replaced
    expect((await call(h, 'POST', '/api/Manage/UpdateIdentityMainImage', { fileId: await upload(h, await jpeg()) })).statusCode).toBe(409);
    const pdf = await upload(h, PDF_DOC, { kind: 'pdf' });
    expect((await call(h, 'POST', '/api/Manage/UpdateIdentityPersonalImage', { fileId: pdf })).json().fieldsErrors.fileId).toEqual([VerificationMsg.wrongFileKind]);
    const re = await call(h, 'POST', '/api/Manage/UpdateIdentityPersonalImage', { fileId: await upload(h, await jpeg()) });
    expect(re.statusCode).toBe(200);
    expect((await call(h, 'GET', '/api/Manage/Info')).json().data.identityStatus).toEqual({ id: 1, name: 'pending' });
    const again = (await call(mod, 'GET', '/api/Verification/Queue?kind=identity&PageSize=50')).json().data.find((i: { userId: number }) => i.userId === h.row.id);
    expect(again.isResubmission).toBe(true);

    t.clock.advance(1000);
    const approve = await call(mod, 'POST', `/api/Verification/identity/${h.row.id}/Decision`, { decision: 'approve' });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().data.documents.map((d: { status: { name: string } }) => d.status.name)).toEqual(['approved', 'approved', 'approved']);
    expect((await call(h, 'GET', '/api/Manage/Info')).json().data.identityStatus).toEqual({ id: 2, name: 'approved' });
    expect((await t.outbox(h.email))[0].subject).toBe('Your identity is verified.');
    // nothing left to decide; an approved identity cannot be submitted again
    expect((await call(mod, 'POST', `/api/Verification/identity/${h.row.id}/Decision`, { decision: 'approve' })).statusCode).toBe(409);
    expect((await submitDocuments(h)).json().errors).toEqual(['This verification is already approved.']);
  });

  it('staff decisions are validated and only reviewers may make them', async () => {
    const h = await host();
    await submitDocuments(h, { idType: IdentityTypeId.Passport, countryId: EG, back: false });
    const admin = await staff(RoleId.Admin);
    const url = `/api/Verification/identity/${h.row.id}/Decision`;
    expect((await call(admin, 'POST', url, { decision: 'resubmit', documents: [] })).json().fieldsErrors.documents).toEqual([VerificationMsg.feedbackRequired]);
    // a passport has no back image to send back
    expect((await call(admin, 'POST', url, { decision: 'resubmit', documents: [{ slot: 'other', issue: 'blurry', feedback: null }] })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { decision: 'resubmit', documents: [{ slot: 'main', issue: 'nope', feedback: null }] })).statusCode).toBe(400);
    expect((await call(admin, 'POST', url, { decision: 'resubmit', documents: [{ slot: 'main', issue: 'other', feedback: 'x'.repeat(501) }] })).json().fieldsErrors['documents.0.feedback']).toEqual(['validation.max500']);
    for (const role of [RoleId.AccountManager, RoleId.Financial, RoleId.Marketer]) {
      expect((await call(await staff(role), 'POST', url, { decision: 'approve' })).statusCode).toBe(403);
      expect((await call(await staff(role), 'GET', `/api/Verification/identity/${h.row.id}`)).statusCode).toBe(403);
    }
    expect((await call(h, 'POST', url, { decision: 'approve' })).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/Verification/identity/${h.row.id + 100000}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/Verification/Queue?kind=identity&PageSize=51')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/Verification/Queue?kind=people')).statusCode).toBe(400);
    const sent = await call(admin, 'POST', url, { decision: 'resubmit', documents: [{ slot: 'main', issue: 'expired', feedback: null }] });
    expect(sent.json().data.documents).toEqual([
      expect.objectContaining({ slot: 'main', status: { id: 3, name: 'resubmit' }, feedback: { issue: 'expired', feedback: null } }),
      expect.objectContaining({ slot: 'personal', status: { id: 2, name: 'approved' }, feedback: null }),
    ]);
  });
});

describe('work papers', () => {
  it('PDF only, main and secondary required; sent back, resubmitted, approved', async () => {
    const h = await host();
    const pdf = () => upload(h, PDF_DOC, { kind: 'pdf' });
    expect((await call(h, 'GET', '/api/Manage/WorkPapersStatus')).json().data).toMatchObject({ status: null, workType: null, mainFileStatus: null });
    const img = await upload(h, await jpeg());
    const missing = await call(h, 'POST', '/api/Manage/VerifyWorkPapers', { workType: WorkTypeId.Company, mainFileId: await pdf() });
    expect(missing.json().fieldsErrors.secondaryFileId).toEqual(['validation.required']);
    expect((await call(h, 'POST', '/api/Manage/VerifyWorkPapers', { workType: 3, mainFileId: await pdf(), secondaryFileId: await pdf() })).json().fieldsErrors.workType).toEqual(['validation.invalidValue']);
    const notPdf = await call(h, 'POST', '/api/Manage/VerifyWorkPapers', { workType: WorkTypeId.Company, mainFileId: await pdf(), secondaryFileId: img });
    expect(notPdf.json().fieldsErrors.secondaryFileId).toEqual([VerificationMsg.wrongFileKind]);
    const ok = await call(h, 'POST', '/api/Manage/VerifyWorkPapers', { workType: WorkTypeId.Freelancer, mainFileId: await pdf(), secondaryFileId: await pdf(), otherFileId: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: { id: 1 }, workType: { id: WorkTypeId.Freelancer }, mainFileStatus: { id: 1 }, secondaryFileStatus: { id: 1 }, otherFileStatus: null });
    expect((await call(h, 'GET', '/api/Manage/Info')).json().data.workPapersStatus).toEqual({ id: 1, name: 'pending' });

    const mod = await staff(RoleId.Moderator);
    const q = (await call(mod, 'GET', '/api/Verification/Queue?kind=work-papers&PageSize=50')).json();
    expect(q.data.find((i: { userId: number }) => i.userId === h.row.id)).toMatchObject({ kind: 'work-papers', typeId: WorkTypeId.Freelancer });
    const view = (await call(mod, 'GET', `/api/Verification/work-papers/${h.row.id}`)).json().data;
    expect(view.documents.map((d: { slot: string; contentType: string }) => [d.slot, d.contentType])).toEqual([['main', 'application/pdf'], ['secondary', 'application/pdf']]);
    t.clock.advance(1000);
    await call(mod, 'POST', `/api/Verification/work-papers/${h.row.id}/Decision`, { decision: 'resubmit', documents: [{ slot: 'secondary', issue: 'unreadable', feedback: 'The stamp is cut off.' }] });
    const s = (await call(h, 'GET', '/api/Manage/WorkPapersStatus')).json().data;
    expect(s).toMatchObject({ status: { id: 3 }, mainFileStatus: { id: 2 }, secondaryFileStatus: { id: 3 }, feedback: { secondary: { issue: 'unreadable', feedback: 'The stamp is cut off.' } } });
    expect((await t.outbox(h.email))[0].subject).toBe('Your work papers were not approved. Please check them.');
    expect((await call(h, 'POST', '/api/Manage/UpdateWorkPapersOtherFile', { fileId: await pdf() })).statusCode).toBe(409);
    expect((await call(h, 'POST', '/api/Manage/UpdateWorkPapersSecondaryFile', { fileId: 'not-a-uuid' })).json().fieldsErrors.fileId).toEqual(['validation.invalidUuid']);
    expect((await call(h, 'POST', '/api/Manage/UpdateWorkPapersSecondaryFile', { fileId: await pdf() })).statusCode).toBe(200);
    expect((await call(h, 'GET', '/api/Manage/WorkPapersStatus')).json().data.status).toEqual({ id: 1, name: 'pending' });
    t.clock.advance(1000);
    await call(mod, 'POST', `/api/Verification/work-papers/${h.row.id}/Decision`, { decision: 'approve' });
    expect((await call(h, 'GET', '/api/Manage/Info')).json().data.workPapersStatus).toEqual({ id: 2, name: 'approved' });
    expect((await t.outbox(h.email))[0].subject).toBe('Your work papers are approved.');
  });
});

describe('national identity service (sandbox)', () => {
  const sandboxIds = async () => (await t.database.sql.query<{ id: string; random_number: number }>('SELECT id::text, random_number FROM identity_sandbox_transactions ORDER BY created_at DESC LIMIT 1'))[0];
  const respond = (id: string, form: string) =>
    t.app.inject({ method: 'POST', url: '/dev/identity-sandbox/respond', payload: `id=${id}&nationalId=1012345678&lang=en&${form}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('rejects a malformed ID; a wrong number in the app rejects; the right one approves with the returned name and only the last four digits', async () => {
    const h = await host();
    expect((await call(h, 'POST', '/api/Manage/NationalIdentity/Start', { nationalId: '12345' })).json().fieldsErrors.nationalId).toEqual([VerificationMsg.nationalIdInvalid]);
    const start = await call(h, 'POST', '/api/Manage/NationalIdentity/Start', { nationalId: '1012345678' });
    expect(start.statusCode).toBe(200);
    const req = start.json().data;
    expect(req).toMatchObject({ status: 'waiting', nationalIdLast4: '5678', testAppUrl: '/dev/identity-sandbox' });
    expect(req.randomNumber).toBeGreaterThanOrEqual(10);
    expect(req.randomNumber).toBeLessThanOrEqual(99);
    // the sandbox app shows the request with three numbers, the right one among them
    const app = await t.app.inject({ url: '/dev/identity-sandbox?nationalId=1012345678&lang=ar' });
    expect(app.headers['content-type']).toMatch(/text\/html/);
    expect(app.body).toContain(`data-testid="sandbox-number-${req.randomNumber}"`);
    expect(app.body).toContain('dir="rtl"');
    expect((await call(h, 'GET', `/api/Manage/NationalIdentity/${req.requestId}`)).json().data.status).toBe('waiting');
    // another host cannot poll it
    expect((await call(await host(), 'GET', `/api/Manage/NationalIdentity/${req.requestId}`)).statusCode).toBe(404);
    const tx = await sandboxIds();
    const wrong = tx.random_number === 99 ? 98 : tx.random_number + 1;
    const picked = await respond(tx.id, `number=${wrong}`);
    expect(picked.statusCode).toBe(303);
    expect(picked.headers.location).toContain('done=rejected');
    expect((await call(h, 'GET', `/api/Manage/NationalIdentity/${req.requestId}`)).json().data.status).toBe('rejected');
    expect((await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data.status).toBeNull();

    t.clock.advance(1000);
    const second = (await call(h, 'POST', '/api/Manage/NationalIdentity/Start', { nationalId: '1012345678' })).json().data;
    const tx2 = await sandboxIds();
    expect((await respond(tx2.id, `number=${tx2.random_number}`)).headers.location).toContain('done=completed');
    // answering twice changes nothing
    expect((await respond(tx2.id, 'reject=1')).headers.location).toContain('done=stale');
    const done = await call(h, 'GET', `/api/Manage/NationalIdentity/${second.requestId}`);
    expect(done.json().data.status).toBe('completed');
    const s = (await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data;
    expect(s).toMatchObject({ status: { id: 2, name: 'approved' }, method: 'national', idType: { id: IdentityTypeId.Saudi }, nationalIdLast4: '5678', countryId: SA });
    expect(typeof s.verifiedName).toBe('string');
    expect((await t.outbox(h.email))[0].subject).toBe('Your identity is verified.');
    expect((await call(h, 'GET', '/api/Manage/Info')).json().data.identityStatus).toEqual({ id: 2, name: 'approved' });
    // the full number is stored nowhere on our side
    const ours = await t.database.sql.query(`SELECT row_to_json(x)::text AS j FROM (SELECT * FROM national_identity_requests WHERE user_id = $1) x UNION ALL SELECT row_to_json(v)::text FROM identity_verifications v WHERE user_id = $1`, [h.row.id]);
    for (const r of ours as { j: string }[]) expect(r.j).not.toContain('1012345678');
    // verified: no new request
    expect((await call(h, 'POST', '/api/Manage/NationalIdentity/Start', { nationalId: '1012345678' })).statusCode).toBe(409);
  });

  it('has no callback: only the real service (IDENTITY_PROVIDER=nafath) posts outcomes', async () => {
    const res = await call(null, 'POST', '/api/Manage/NationalIdentity/Callback', { token: 'a.b.c', transId: 'tx-1' });
    expect(res.statusCode).toBe(404);
  });

  it('a request nobody answers expires', async () => {
    const h = await host();
    const req = (await call(h, 'POST', '/api/Manage/NationalIdentity/Start', { nationalId: '2098765432' })).json().data;
    t.clock.advance(181_000);
    expect((await call(h, 'GET', `/api/Manage/NationalIdentity/${req.requestId}`)).json().data.status).toBe('expired');
    expect((await t.app.inject({ url: '/dev/identity-sandbox?nationalId=2098765432' })).body).toContain('data-testid="sandbox-none"');
  });
});

describe('uploads are checked by content', () => {
  const raw = async (who: Who, body: Buffer, kind: string) => {
    const mp = multipart('file', 'x.pdf', 'application/pdf', body);
    return t.app.inject({ method: 'POST', url: `/api/Files/UploadFile?kind=${kind}&private=true`, payload: mp.payload, headers: { ...mp.headers, ...bearer(who.accessToken) }, remoteAddress: randomIp() });
  };
  it('a PDF must be a whole PDF without active content', async () => {
    const h = await host();
    expect((await raw(h, Buffer.from('%PDF-1.7\nnot really a pdf at all'), 'pdf')).statusCode).toBe(415);
    expect((await raw(h, Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>endobj\n%%EOF\n'), 'pdf')).statusCode).toBe(415);
    expect((await raw(h, await jpeg(), 'pdf')).statusCode).toBe(415);
    expect((await raw(h, PDF_DOC, 'pdf')).statusCode).toBe(200);
  });
  it('a webcam selfie (base64 JPEG) is stored without its EXIF data', async () => {
    const h = await host();
    const withExif = await image('jpeg', { exif: true });
    const res = await call(h, 'POST', '/api/Files/UploadBase64', { file: `data:image/jpeg;base64,${withExif.toString('base64')}`, kind: 'image', private: true });
    const id = res.json().data as string;
    const stored = (await call(h, 'GET', `/files/${id}`)).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });
});
