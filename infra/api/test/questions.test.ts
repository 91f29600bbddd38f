import { askQuestionResponseSchema, questionResponseSchema, questionsResponseSchema } from '@tajriba/contracts';
import { bearer, createTestApp, type Session, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

let t: TestApp;
let fx: CatalogueFixture;
let asker: TestUser & Session;
let other: TestUser & Session;
let experience: number;
const base = '/api/ExperiencesUsersQuestions';

beforeAll(async () => {
  t = await createTestApp();
  fx = await catalogueFixture(t);
  asker = await t.signedInUser({ fullName: 'Curious Guest' });
  other = await t.signedInUser({ fullName: 'Other Guest' });
  experience = await fx.experience();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: session ? bearer(session.accessToken) : {}, payload: payload as never });

describe('questions', () => {
  test('asking needs sign-in and a question of 5–500 characters', async () => {
    expect((await call('POST', `${base}/AskQuestion/${experience}`, null, { question: 'Is parking available?' })).statusCode).toBe(401);
    const short = await call('POST', `${base}/AskQuestion/${experience}`, asker, { question: 'Hi?' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldsErrors.question).toEqual(['validation.min5']);
    expect((await call('POST', `${base}/AskQuestion/${experience}`, asker, { question: 'x'.repeat(501) })).json().fieldsErrors.question).toEqual(['validation.max500']);
    const pending = await fx.experience({ status_id: 2 });
    expect((await call('POST', `${base}/AskQuestion/${pending}`, asker, { question: 'Is parking available?' })).statusCode).toBe(404);
  });

  test('ask, list publicly and as the author, edit and delete own', async () => {
    const id = askQuestionResponseSchema.parse((await call('POST', `${base}/AskQuestion/${experience}`, asker, { question: 'Is parking available?' })).json()).data;
    const publicList = questionsResponseSchema.parse((await call('GET', `/api/Home/ExperienceQuestions/${experience}`, null)).json());
    expect(publicList.data.find((q) => q.id === id)).toMatchObject({ question: 'Is parking available?', answer: null, isOwn: false, user: { name: 'Curious Guest' } });
    const asAuthor = questionsResponseSchema.parse((await call('GET', `${base}/List/${experience}`, asker)).json());
    expect(asAuthor.data.find((q) => q.id === id)?.isOwn).toBe(true);
    const mine = questionsResponseSchema.parse((await call('GET', `${base}/CurrentGuestQuestions/${experience}`, asker)).json());
    expect(mine.data.map((q) => q.id)).toEqual([id]);
    const theirs = questionsResponseSchema.parse((await call('GET', `${base}/CurrentGuestQuestions/${experience}`, other)).json());
    expect(theirs.data).toEqual([]);
    expect((await call('GET', `${base}/CurrentGuestQuestions/${experience}`, null)).statusCode).toBe(401);

    // another user may neither edit nor delete it
    expect((await call('PUT', `${base}/Edit/${id}`, other, { question: 'Changed by someone else' })).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${id}`, other)).statusCode).toBe(404);

    t.clock.advance(60_000);
    const edited = questionResponseSchema.parse((await call('PUT', `${base}/Edit/${id}`, asker, { question: 'Is there free parking nearby?' })).json()).data;
    expect(edited).toMatchObject({ id, question: 'Is there free parking nearby?', isOwn: true });
    expect(edited.lastModificationDate > edited.creationDate).toBe(true);

    expect((await call('DELETE', `${base}/${id}`, asker)).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${id}`, asker)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/Edit/${id}`, asker, { question: 'Is there free parking nearby?' })).statusCode).toBe(404);
    const after = questionsResponseSchema.parse((await call('GET', `${base}/List/${experience}`, null)).json());
    expect(after.data.find((q) => q.id === id)).toBeUndefined();
  });

  test('hidden questions stay out of the public list but not out of the author\'s', async () => {
    const id = askQuestionResponseSchema.parse((await call('POST', `${base}/AskQuestion/${experience}`, asker, { question: 'Can I bring a drone?' })).json()).data;
    await t.database.sql.query('UPDATE experience_questions SET status_id = 2, answer = $2, answered_at = now() WHERE id = $1', [id, 'No drones, sorry.']);
    const publicList = questionsResponseSchema.parse((await call('GET', `${base}/List/${experience}`, null)).json());
    expect(publicList.data.map((q) => q.id)).not.toContain(id);
    const mine = questionsResponseSchema.parse((await call('GET', `${base}/CurrentGuestQuestions/${experience}`, asker)).json());
    expect(mine.data.find((q) => q.id === id)).toMatchObject({ status: 'hidden', answer: 'No drones, sorry.' });
  });

  test('lists page newest first', async () => {
    const e = await fx.experience();
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await call('POST', `${base}/AskQuestion/${e}`, other, { question: `Question number ${i}` });
    }
    const p1 = questionsResponseSchema.parse((await call('GET', `${base}/List/${e}?PageSize=2`, null)).json());
    expect(p1.data.map((q) => q.question)).toEqual(['Question number 4', 'Question number 3']);
    expect(p1.totalPages).toBe(3);
    expect(p1.totalRecords).toBe(5);
  });
});
