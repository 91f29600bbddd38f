/**
 * Messages and Notifications (guest spec §7): every endpoint, who may call it, live delivery on
 * the hubs, attachments served only to the two people of a chat, notifications and e-mails.
 */
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { RoleId } from '@tajriba/contracts';
import { createTestApp, bearer, type Session, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';
import { HTML_DOC, image, multipart } from './fixtures';

let t: TestApp;
let fx: CatalogueFixture;
let base: string;
let host: TestUser & Session;
let guest: TestUser & Session;
let stranger: TestUser & Session;
let experienceId: number;
const conns: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp();
  fx = await catalogueFixture(t);
  host = await t.signedInUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host, fullName: 'Abdullah Host' });
  guest = await t.signedInUser({ fullName: 'Layla Guest' });
  stranger = await t.signedInUser({ fullName: 'Nosy Stranger' });
  experienceId = await fx.experience({ host_id: host.row.id, name_en: 'Desert camp', name_ar: 'مخيم الصحراء' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await Promise.all(conns.map((c) => c.stop().catch(() => undefined)));
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: Session | null, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...(who ? bearer(who.accessToken) : {}), 'accept-language': lang }, payload: payload as object });
const hub = async (name: 'chat' | 'notifications', who: Session) => {
  const c = new HubConnectionBuilder().withUrl(`${base}/hubs/${name}`, { accessTokenFactory: () => who.accessToken }).configureLogging(LogLevel.None).build();
  conns.push(c);
  await c.start();
  return c;
};
const next = <T>(c: HubConnection, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    const h = (arg: T) => {
      clearTimeout(timer);
      c.off(event, h);
      resolve(arg);
    };
    c.on(event, h);
  });
const uploadPrivate = async (who: Session, isPrivate = true) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Files/UploadBase64',
    headers: bearer(who.accessToken),
    payload: { file: (await image('png')).toString('base64'), kind: 'image', private: isPrivate, fileName: 'camp.png' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as string;
};

let chatId: number;

describe('a guest writes to a host', () => {
  it('opens the chat, stores the message, pushes it live to both sides and notifies the host once per burst', async () => {
    const hostChat = await hub('chat', host);
    const hostBell = await hub('notifications', host);
    const guestChat = await hub('chat', guest);
    const live = next<{ messageId: number; content: string; fromUser: { id: number; email: string | null } }>(hostChat, 'ReceiveMessage');
    const echo = next<{ messageId: number }>(guestChat, 'ReceiveMessage');
    const bell = next<{ kind: string; content: string; target: { name: string }; payload: { chatId: number } }>(hostBell, 'ReceiveNotification');
    const res = await call('POST', `/api/Messages/CurrentUserNewMessage/${host.row.id}`, guest, { content: '  Is parking available? <b>hi</b> ', filesIds: null });
    expect(res.statusCode).toBe(200);
    const { chatId: id, messageId } = res.json().data;
    chatId = id;
    const m = await live;
    expect(m).toMatchObject({ messageId, content: 'Is parking available? <b>hi</b>', fromUser: { id: guest.row.id, email: null } });
    expect((await echo).messageId).toBe(messageId);
    const n = await bell;
    expect(n).toMatchObject({ kind: 'messageReceived', content: 'New message from Layla Guest', target: { name: 'message' }, payload: { chatId } });
    const mails = await t.outbox(host.email);
    expect(mails.filter((x) => x.meta.kind === 'messageReceived')).toHaveLength(1);
    // A second message while the first is unread: stored and pushed, no second notification.
    expect((await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, guest, { content: 'And is there shade?' })).statusCode).toBe(200);
    const list = (await call('GET', '/api/Notifications/CurrentUserList', host)).json();
    expect(list.data.filter((x: { kind: string }) => x.kind === 'messageReceived')).toHaveLength(1);
    expect(list.unreadCount).toBeGreaterThanOrEqual(1);
  });

  it('the same message to the same host reuses the chat', async () => {
    const res = await call('POST', `/api/Messages/CurrentUserNewMessage/${host.row.id}`, guest, { content: 'One more thing' });
    expect(res.json().data.chatId).toBe(chatId);
  });

  it('lists chats with the other person, last message and unread count; counts unread chats', async () => {
    const chats = (await call('GET', '/api/Messages/CurrentUserChats', host)).json();
    expect(chats).toMatchObject({ pageNumber: 1, totalPages: 1, totalRecords: 1 });
    expect(chats.data[0]).toMatchObject({ chatId, otherUser: { id: guest.row.id, fullName: 'Layla Guest', email: null, phoneNumber: null }, unreadCount: 3, lastMessage: { content: 'One more thing' } });
    expect((await call('GET', '/api/Messages/CurrentUserUnreadChatsCount', host)).json().data).toBe(1);
    expect((await call('GET', '/api/Messages/CurrentUserUnreadChatsCount', guest)).json().data).toBe(0);
  });

  it('pages messages newest first, 50 per page', async () => {
    const page = (await call('GET', `/api/Messages/CurrentUser/${chatId}?PageNumber=1&PageSize=2`, host)).json();
    expect(page.data.map((m: { content: string }) => m.content)).toEqual(['One more thing', 'And is there shade?']);
    expect(page).toMatchObject({ pageNumber: 1, totalPages: 2, totalRecords: 3 });
    expect((await call('GET', `/api/Messages/CurrentUser/${chatId}?PageSize=51`, host)).statusCode).toBe(400);
  });

  it('marking read tells the sender (ReceiveRead) and clears the count', async () => {
    const guestChat = await hub('chat', guest);
    const read = next<{ chatId: number; readDate: string }>(guestChat, 'ReceiveRead');
    const res = await call('POST', `/api/Messages/CurrentUserMarkChatRead/${chatId}`, host);
    expect(res.json().data).toEqual({ chatId, readDate: expect.any(String) });
    expect(await read).toEqual({ chatId, readDate: res.json().data.readDate });
    expect((await call('GET', '/api/Messages/CurrentUserUnreadChatsCount', host)).json().data).toBe(0);
    const page = (await call('GET', `/api/Messages/CurrentUser/${chatId}`, guest)).json();
    expect(page.data.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    // Nothing left unread: no event, readDate null.
    expect((await call('POST', `/api/Messages/CurrentUserMarkChatRead/${chatId}`, host)).json().data).toEqual({ chatId, readDate: null });
  });

  it('the host answers with an image; only the two people can fetch it', async () => {
    const fileId = await uploadPrivate(host);
    const res = await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, host, { content: 'Here is the camp', filesIds: [fileId] });
    expect(res.statusCode).toBe(200);
    const [m] = (await call('GET', `/api/Messages/CurrentUser/${chatId}?PageSize=1`, guest)).json().data;
    expect(m).toMatchObject({ messageId: res.json().data, filesPaths: [`/files/${fileId}`], files: [{ id: fileId, contentType: 'image/png', name: 'camp.png' }] });
    const get = (who: Session | null) => t.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: who ? bearer(who.accessToken) : {} });
    expect((await get(guest)).statusCode).toBe(200);
    expect((await get(host)).statusCode).toBe(200);
    expect((await get(stranger)).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(404);
  });

  it('refuses attachments that are public or someone else’s', async () => {
    const publicFile = await uploadPrivate(host, false);
    const othersFile = await uploadPrivate(guest);
    for (const id of [publicFile, othersFile]) {
      const res = await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, host, { content: 'x', filesIds: [id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldsErrors.filesIds).toEqual(['validation.invalidValue']);
    }
  });

  describe('attachments up to 10 MB (purpose=chat)', () => {
    /** A real PDF of `size` bytes: header, one object, padding comment lines, trailer. */
    const pdfOf = (size: number) => {
      const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
      const tail = Buffer.from('trailer<<>>\n%%EOF\n');
      const pad = Buffer.alloc(size - head.length - tail.length, 'x');
      for (let i = 0; i < pad.length; i += 100) pad[i] = i === 0 ? 0x25 : 0x0a; // "%" then newlines: comment lines
      return Buffer.concat([head, pad, tail]);
    };
    const uploadChat = (who: Session, body: Buffer, name: string, type: string, lang = 'en') => {
      const mp = multipart('file', name, type, body);
      return t.app.inject({ method: 'POST', url: '/api/Files/UploadFile?purpose=chat', payload: mp.payload, headers: { ...mp.headers, ...bearer(who.accessToken), 'accept-language': lang } });
    };

    it('takes a 6 MB PDF as a private chat file and sends it; without purpose=chat it is over the 2 MB limit', async () => {
      const pdf = pdfOf(6 * 1024 * 1024);
      const res = await uploadChat(guest, pdf, 'programme.pdf', 'application/pdf');
      expect(res.statusCode).toBe(200);
      const fileId = res.json().data as string;
      const meta = (await t.app.inject({ method: 'GET', url: `/api/Files/Meta/${fileId}`, headers: bearer(guest.accessToken) })).json().data;
      expect(meta).toMatchObject({ contentType: 'application/pdf', sizeInBytes: pdf.length });
      // Private although `private` was not asked for: nobody but the two people may read it.
      expect((await t.app.inject({ method: 'GET', url: `/files/${fileId}` })).statusCode).toBe(404);
      const sent = await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, guest, { content: 'The full programme', filesIds: [fileId] });
      expect(sent.statusCode).toBe(200);
      const got = await t.app.inject({ method: 'GET', url: `/files/${fileId}`, headers: bearer(host.accessToken) });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.length).toBe(pdf.length);

      const mp = multipart('file', 'programme.pdf', 'application/pdf', pdf);
      const plain = await t.app.inject({ method: 'POST', url: '/api/Files/UploadFile?private=true', payload: mp.payload, headers: { ...mp.headers, ...bearer(guest.accessToken) } });
      expect(plain.statusCode).toBe(413);
      expect(plain.json()).toMatchObject({ errors: ['The file is larger than 2 MB.'], fieldsErrors: { file: ['error.fileTooLarge'] } });
    });

    it('refuses a file over 10 MB with a localised message that names the limit', async () => {
      const big = pdfOf(10 * 1024 * 1024 + 1);
      const en = await uploadChat(guest, big, 'big.pdf', 'application/pdf');
      expect(en.statusCode).toBe(413);
      expect(en.json()).toMatchObject({ succeeded: false, errors: ['The file is larger than 10 MB.'], fieldsErrors: { file: ['error.attachmentTooLarge'] } });
      const ar = await uploadChat(guest, big, 'big.pdf', 'application/pdf', 'ar');
      expect(ar.json().errors).toEqual(['حجم الملف أكبر من 10 ميغابايت.']);
    });

    it('checks by content, not by name or declared type', async () => {
      for (const [body, name, type] of [
        [HTML_DOC, 'invoice.pdf', 'application/pdf'],
        [Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 'x')]), 'cut.pdf', 'application/pdf'], // no objects, no end marker
        [Buffer.from('MZ\x90\x00'.repeat(1000), 'latin1'), 'photo.jpg', 'image/jpeg'],
      ] as const) {
        const res = await uploadChat(guest, body, name, type, 'ar');
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ errors: ['نوع الملف غير مسموح به.'], fieldsErrors: { file: ['error.fileTypeNotAllowed'] } });
      }
    });

    it('a chat upload over 2 MB cannot stand in for a work-paper document', async () => {
      const fileId = (await uploadChat(host, pdfOf(3 * 1024 * 1024), 'papers.pdf', 'application/pdf')).json().data as string;
      const small = (await uploadChat(host, pdfOf(4096), 'small.pdf', 'application/pdf')).json().data as string;
      const res = await call('POST', '/api/Manage/VerifyWorkPapers', host, { workType: 2, mainFileId: fileId, secondaryFileId: small, otherFileId: null });
      expect(res.statusCode).toBe(413);
      expect(res.json().fieldsErrors).toEqual({ mainFileId: ['error.fileTooLarge'] });
    });
  });

  it('validates content: required, trimmed, 2,000 characters at most, stored as text', async () => {
    const bad = async (content: unknown) => (await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, guest, { content })).json().fieldsErrors.content;
    expect(await bad('   ')).toEqual(['validation.required']);
    expect(await bad('x'.repeat(2001))).toEqual(['validation.max2000']);
    expect((await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, guest, { content: 'x'.repeat(2000) })).statusCode).toBe(200);
  });
});

describe('chat search (CurrentUserChats?Search=)', () => {
  const search = async (who: Session, q: string) => {
    const res = await call('GET', `/api/Messages/CurrentUserChats?Search=${encodeURIComponent(q)}`, who);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: { chatId: number; match?: { messageId: number; content: string } | null }[]; totalRecords: number };
  };

  it('finds a chat by a word of any message, case-insensitively, with the newest matching message', async () => {
    const r = await search(host, 'SHADE');
    expect(r.totalRecords).toBe(1);
    expect(r.data[0]).toMatchObject({ chatId, match: { content: 'And is there shade?' } });
  });

  it('finds a chat by the other person’s name (no matching message then)', async () => {
    const r = await search(host, 'layla');
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({ chatId, match: null });
    // Without a search the list carries no match at all.
    expect((await call('GET', '/api/Messages/CurrentUserChats', host)).json().data[0]).not.toHaveProperty('match');
  });

  it('takes % and _ literally, finds nothing for text that is nowhere, and never shows someone else’s chats', async () => {
    expect((await search(host, '%')).totalRecords).toBe(0);
    expect((await search(host, '_')).totalRecords).toBe(0);
    expect((await search(host, 'no such words here')).data).toEqual([]);
    expect((await search(stranger, 'shade')).data).toEqual([]);
    // Blank is the whole list; over 100 characters is refused.
    expect((await search(host, '   ')).totalRecords).toBe(1);
    const long = await call('GET', `/api/Messages/CurrentUserChats?Search=${'x'.repeat(101)}`, host);
    expect(long.statusCode).toBe(400);
    expect((await call('GET', '/api/Messages/CurrentUserChats?Search=shade', null)).statusCode).toBe(401);
  });
});

describe('who may read and write a chat', () => {
  it('a third person gets 404 everywhere, a visitor 401', async () => {
    expect((await call('GET', `/api/Messages/CurrentUser/${chatId}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/Messages/CurrentUserReply/${chatId}`, stranger, { content: 'hi' })).statusCode).toBe(404);
    expect((await call('POST', `/api/Messages/CurrentUserMarkChatRead/${chatId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/Messages/FromUserActiveStatus/${host.row.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/Messages/CurrentUserChats', stranger)).json().data).toEqual([]);
    for (const url of ['/api/Messages/CurrentUserChats', '/api/Messages/CurrentUserUnreadChatsCount', `/api/Messages/CurrentUser/${chatId}`, '/api/Notifications/CurrentUserList']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
  });

  it('a chat needs a reason: not with oneself, not with a plain guest out of the blue', async () => {
    expect((await call('POST', `/api/Messages/CurrentUserNewMessage/${stranger.row.id}`, guest, { content: 'hello' })).statusCode).toBe(404);
    expect((await call('POST', `/api/Messages/CurrentUserNewMessage/${guest.row.id}`, guest, { content: 'hello' })).statusCode).toBe(404);
    expect((await call('POST', '/api/Messages/CurrentUserNewMessage/999999', guest, { content: 'hello' })).statusCode).toBe(404);
  });

  it('a host may write first to a guest who asked about their experience; the question notifies the host', async () => {
    const asker = await t.signedInUser({ fullName: 'Curious Guest' });
    const ask = await call('POST', `/api/ExperiencesUsersQuestions/AskQuestion/${experienceId}`, asker, { question: 'Do you provide tents?' }, 'ar');
    expect(ask.statusCode).toBe(200);
    const list = (await call('GET', '/api/Notifications/CurrentUserList', host, undefined, 'ar')).json();
    expect(list.data[0]).toMatchObject({ kind: 'questionAsked', content: 'طرح ضيف سؤالًا عن «مخيم الصحراء».', contentByLanguage: { en: 'A guest asked a question about “Desert camp”.' }, isActionable: false, target: null });
    expect((await call('POST', `/api/Messages/CurrentUserNewMessage/${asker.row.id}`, host, { content: 'Yes, tents are included.' })).statusCode).toBe(200);
  });
});

describe('starting a chat (CurrentUserChatWith)', () => {
  it('names the host a guest may write to, with the existing chat or none; 404 without a reason; 401 for a visitor', async () => {
    const newcomer = await t.signedInUser({ fullName: 'New Guest' });
    const first = await call('GET', `/api/Messages/CurrentUserChatWith/${host.row.id}`, newcomer);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ chatId: null, otherUser: { id: host.row.id, fullName: 'Abdullah Host', email: null, phoneNumber: null } });
    const existing = (await call('GET', `/api/Messages/CurrentUserChatWith/${host.row.id}`, guest)).json().data;
    expect(existing.chatId).toBe(chatId);
    expect((await call('GET', `/api/Messages/CurrentUserChatWith/${stranger.row.id}`, newcomer)).statusCode).toBe(404);
    expect((await call('GET', `/api/Messages/CurrentUserChatWith/${newcomer.row.id}`, newcomer)).statusCode).toBe(404);
    expect((await call('GET', '/api/Messages/CurrentUserChatWith/999999', newcomer)).statusCode).toBe(404);
    expect((await call('GET', `/api/Messages/CurrentUserChatWith/${host.row.id}`, null)).statusCode).toBe(401);
  });

  it('a host may write first to a guest who booked their experience (a booking is a reason)', async () => {
    const booker = await t.signedInUser({ fullName: 'Booking Guest' });
    expect((await call('GET', `/api/Messages/CurrentUserChatWith/${booker.row.id}`, host)).statusCode).toBe(404);
    await t.database.sql.query(
      `INSERT INTO orders (user_id, experience_id, host_id, booking_date, start_time, adults, unit_price, guests_amount, total_amount, vat_amount, platform_fee, payout_amount,
         cancellation_policy, payment_status, paid_at, invoice_number, invoice_issued_at)
       SELECT $1, e.id, e.host_id, '2030-01-07', '10:00', 1, 105, 105, 105, 13.70, 10, 71.30, 1, 3, now(), nextval('invoice_numbers'), now()
       FROM experiences e WHERE e.id = $2`,
      [booker.row.id, experienceId],
    );
    expect((await call('GET', `/api/Messages/CurrentUserChatWith/${booker.row.id}`, host)).json().data).toMatchObject({ chatId: null, otherUser: { id: booker.row.id } });
    expect((await call('POST', `/api/Messages/CurrentUserNewMessage/${booker.row.id}`, host, { content: 'See you on the 7th!' })).statusCode).toBe(200);
  });
});

describe('online status', () => {
  it('is active within 5 minutes of the last activity, and says when otherwise', async () => {
    // Two people with no hub connection: an open connection is stamped "active" on the hubs' own
    // schedule (and dropped as silent once the clock jumps), which would race the reads below.
    const quietHost = await t.signedInUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host, fullName: 'Quiet Host' });
    const quietGuest = await t.signedInUser({ fullName: 'Quiet Guest' });
    await fx.experience({ host_id: quietHost.row.id, name_en: 'Dune walk', name_ar: 'نزهة الكثبان' });
    expect((await call('POST', `/api/Messages/CurrentUserNewMessage/${quietHost.row.id}`, quietGuest, { content: 'Hello' })).statusCode).toBe(200);
    expect((await call('POST', `/api/Messages/CurrentUserReply/${(await call('GET', '/api/Messages/CurrentUserChats', quietHost)).json().data[0].chatId}`, quietHost, { content: 'Hi!' })).statusCode).toBe(200);
    const now = (await call('GET', `/api/Messages/FromUserActiveStatus/${quietHost.row.id}`, quietGuest)).json().data;
    expect(now).toMatchObject({ userId: quietHost.row.id, isActive: true, lastActiveAt: expect.any(String) });
    t.clock.advance(6 * 60_000);
    const later = (await call('GET', `/api/Messages/FromUserActiveStatus/${quietHost.row.id}`, quietGuest)).json().data;
    expect(later).toMatchObject({ isActive: false, lastActiveAt: now.lastActiveAt });
    t.clock.advance(-6 * 60_000);
  });
});

describe('catch-up after a reconnect', () => {
  it('MessagesSince returns the caller’s messages after an id, oldest first; NotificationsSince likewise', async () => {
    const c = await hub('chat', guest);
    const all = await c.invoke<{ messages: { messageId: number; chatId: number }[]; hasMore: boolean }>('MessagesSince', 0);
    expect(all.hasMore).toBe(false);
    const ids = all.messages.map((m) => m.messageId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.messages.every((m) => m.chatId === chatId)).toBe(true);
    const after = await c.invoke<{ messages: { messageId: number }[] }>('MessagesSince', ids[2]);
    expect(after.messages.map((m) => m.messageId)).toEqual(ids.slice(3));
    await expect(c.invoke('MessagesSince', 'x')).rejects.toThrow('afterId must be a message id');
    const bell = await hub('notifications', host);
    const ns = await bell.invoke<{ id: number; content: string }[]>('NotificationsSince', 0, 'ar');
    expect(ns.length).toBeGreaterThanOrEqual(2);
    expect(ns.map((n) => n.content)).toContain('رسالة جديدة من Layla Guest');
  });
});

describe('notifications', () => {
  it('mark one read (owner only), then all', async () => {
    const list = (await call('GET', '/api/Notifications/CurrentUserList?PageSize=10', host)).json();
    const id = list.data[0].id;
    expect((await call('POST', `/api/Notifications/CurrentUserMarkRead/${id}`, guest)).statusCode).toBe(404);
    expect((await call('POST', `/api/Notifications/CurrentUserMarkRead/${id}`, host)).statusCode).toBe(200);
    const after = (await call('GET', '/api/Notifications/CurrentUserList', host)).json();
    expect(after.data.find((n: { id: number }) => n.id === id).isRead).toBe(true);
    expect(after.unreadCount).toBe(list.unreadCount - 1);
    expect((await call('POST', '/api/Notifications/CurrentUserMarkAllRead', host)).statusCode).toBe(200);
    expect((await call('GET', '/api/Notifications/CurrentUserList', host)).json().unreadCount).toBe(0);
  });

  it('notify() e-mails only when the user’s setting allows', async () => {
    const quiet = await t.signedInUser();
    await t.database.sql.query('UPDATE users SET notify_account = false WHERE id = $1', [quiet.row.id]);
    await t.app.notify(quiet.row.id, 'bookingPaid', { bookingId: 7, experienceName: 'Desert camp', experienceNameAr: 'مخيم الصحراء', as: 'guest' });
    await t.app.notify(guest.row.id, 'bookingPaid', { bookingId: 7, experienceName: 'Desert camp', experienceNameAr: 'مخيم الصحراء', as: 'guest' });
    expect((await t.outbox(quiet.email)).filter((m) => m.meta.kind === 'bookingPaid')).toHaveLength(0);
    const mail = (await t.outbox(guest.email)).find((m) => m.meta.kind === 'bookingPaid');
    expect(mail?.subject).toBe('Your booking for “Desert camp” is confirmed.');
    const stored = (await call('GET', '/api/Notifications/CurrentUserList', quiet)).json().data;
    expect(stored[0]).toMatchObject({ kind: 'bookingPaid', isRead: false });
  });
});
