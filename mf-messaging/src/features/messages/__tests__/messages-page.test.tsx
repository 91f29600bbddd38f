import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok, type FakeRequest } from '@tajriba/api-client/testing';
import { initRealtime, resetRealtime } from '@tajriba/realtime';
import { messages as rootMessages } from '../../../i18n/messages';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { chatUser, message, paged, summary } from '../../../test/fixtures';
import { highlight } from '../components/chat-list';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

const testUser = makeUser();
const me = chatUser(testUser.id, testUser.fullName);
const host = chatUser(42, 'Abdullah Al-Qahtani', true, new Date().toISOString());
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const first = message(5, 101, me, host, 'Is the trip suitable for an 8-year-old?', minutesAgo(30), minutesAgo(25));
const reply = message(5, 102, host, me, 'Yes, we have helmets in kids’ sizes.', minutesAgo(2));

function fakeApi() {
  const api = createFakeApi({
    'GET /api/Messages/CurrentUserChats': paged([summary(5, host, reply, 1)]),
    'GET /api/Messages/CurrentUser/:id': paged([reply, first]),
    'GET /api/Messages/FromUserActiveStatus/:id': ok({ userId: 42, isActive: true, lastActiveAt: host.lastActiveAt }),
    'POST /api/Messages/CurrentUserMarkChatRead/:id': ok({ chatId: 5, readDate: new Date().toISOString() }),
    'GET /api/Messages/CurrentUserUnreadChatsCount': ok(0),
  });
  return api;
}

beforeEach(() => {
  // The hubs never connect in these tests (live delivery is the journeys' job).
  initRealtime({ apiBase: 'http://localhost', refresh: async () => false, afterFirstPaint: () => new Promise(() => undefined) });
});
afterEach(async () => {
  await resetRealtime();
});

describe('the messages page', () => {
  it('lists chats with the unread badge; opening one shows the conversation, marks it read and announces the new count', async () => {
    const api = fakeApi();
    const emitted: unknown[] = [];
    const { bus } = renderWithBus(api, '/messages');
    bus.on('chat:unread-changed', (p) => emitted.push(p));
    const row = await screen.findByRole('button', { name: /Abdullah Al-Qahtani/ });
    expect(within(row).getByTestId('chat-unread')).toHaveTextContent('1');
    fireEvent.click(row);
    const thread = await inThread();
    expect(thread.getByText('Yes, we have helmets in kids’ sizes.')).toBeInTheDocument();
    expect(thread.getByText('Is the trip suitable for an 8-year-old?')).toBeInTheDocument();
    // The caller's newest read message says when it was seen; the host is online.
    expect(screen.getByTestId('message-seen')).toHaveTextContent(/^Seen 25 minutes ago$/);
    expect(screen.getAllByTestId('presence')[0]).toHaveTextContent('Online');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/Messages/CurrentUserMarkChatRead/5')).toBe(true));
    await waitFor(() => expect(emitted).toEqual([{ count: 0 }]));
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());
  });

  it('a failed send keeps the text with the error; Retry sends the same message', async () => {
    const api = fakeApi();
    let attempts = 0;
    api.on('POST /api/Messages/CurrentUserReply/:id', () => (++attempts === 1 ? { status: 0, body: null } : ok(103)));
    renderWithBus(api, '/messages?chat=5');
    await inThread();
    const input = screen.getByTestId('composer-input');
    fireEvent.change(input, { target: { value: 'See you on Friday!' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // The composer empties; the message stays in the conversation, failed, with its text.
    expect(input).toHaveValue('');
    const failed = await screen.findByTestId('message-error');
    expect(failed).toHaveTextContent(en['messaging.error.offline']);
    const outgoing = screen.getByTestId('message-outgoing');
    expect(outgoing).toHaveAttribute('data-status', 'failed');
    expect(within(outgoing).getByText('See you on Friday!')).toBeInTheDocument();

    // Retry: the same text goes again, and the message shows as sent.
    api.on('GET /api/Messages/CurrentUser/:id', paged([message(5, 103, me, host, 'See you on Friday!', new Date().toISOString()), reply, first]));
    fireEvent.click(within(outgoing).getByTestId('message-retry'));
    await waitFor(() => expect(screen.queryByTestId('message-outgoing')).toBeNull(), { timeout: 5000 });
    expect((await inThread()).getAllByText('See you on Friday!')).toHaveLength(1);
    const sends = api.calls.filter((c) => c.path === '/api/Messages/CurrentUserReply/5');
    expect(sends.map((c) => c.body)).toEqual([
      { content: 'See you on Friday!', filesIds: null },
      { content: 'See you on Friday!', filesIds: null },
    ]);
  });

  it('sends nothing while the text is empty, and says why', async () => {
    const api = fakeApi();
    renderWithBus(api, '/messages?chat=5');
    await inThread();
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent(en['messaging.composer.empty']);
    expect(api.calls.some((c) => c.path.startsWith('/api/Messages/CurrentUserReply'))).toBe(false);
  });

  it('refuses files over 10 MB, empty ones and ones that are not really images or PDF, naming the file and the reason', async () => {
    renderWithBus(fakeApi(), '/messages?chat=5');
    await inThread();
    const picker = screen.getByTestId('composer-files');
    const pick = async (f: File) => {
      await act(async () => fireEvent.change(picker, { target: { files: [f] } }));
    };
    const pdfBytes = (n: number) => {
      const b = new Uint8Array(n);
      b.set(new TextEncoder().encode('%PDF-1.4\n'));
      return b;
    };
    // 8 MB: within the chat limit (documents elsewhere stay at 2 MB).
    await pick(new File([pdfBytes(8 * 1024 * 1024)], 'programme.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('composer-file')).toHaveTextContent('programme.pdf'));
    await pick(new File([pdfBytes(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('scan.pdf wasn’t added: It is larger than 10 MB.'));
    // Named .png, but the bytes say otherwise: refused before any upload.
    await pick(new File(['MZ this is a program'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`photo.png wasn’t added: ${en['messaging.composer.fileType']}`));
    await pick(new File(['x'], 'a.zip', { type: 'application/zip' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`a.zip wasn’t added: ${en['messaging.composer.fileType']}`));
    await pick(new File([], 'empty.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`empty.pdf wasn’t added: ${en['messaging.composer.fileEmpty']}`));
    expect(screen.getAllByTestId('composer-file')).toHaveLength(1);
  });

  it('says so in Arabic too', async () => {
    renderWithBus(fakeApi(), '/messages?chat=5', 'ar');
    await inThread();
    await act(async () => fireEvent.change(screen.getByTestId('composer-files'), { target: { files: [new File(['GIF89a'], 'صورة.png', { type: 'image/png' })] } }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`لم تتم إضافة صورة.png: ${ar['messaging.composer.fileType']}`));
  });

  it('an upload the server refuses fails the message with the file name and the reason; the text stays', async () => {
    const api = fakeApi();
    api.on('POST /api/Files/UploadFile?kind=any&private=true&purpose=chat', { status: 413, body: { data: null, succeeded: false, errors: ['The file is larger than 10 MB.'], fieldsErrors: { file: ['error.attachmentTooLarge'] } } });
    renderWithBus(api, '/messages?chat=5');
    await inThread();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await act(async () => fireEvent.change(screen.getByTestId('composer-files'), { target: { files: [new File([png], 'camp.png', { type: 'image/png' })] } }));
    await waitFor(() => expect(screen.getByTestId('composer-file')).toBeInTheDocument());
    const input = screen.getByTestId('composer-input');
    fireEvent.change(input, { target: { value: 'Our camp' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByTestId('message-error')).toHaveTextContent('camp.png: The file is larger than 10 MB.');
    expect(within(screen.getByTestId('message-outgoing')).getByText('Our camp')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/api/Messages/CurrentUserReply'))).toBe(false);
  });

  it('searches chats and messages 500 ms after typing, marks the match, says when nothing matches, and clears', async () => {
    const api = fakeApi();
    api.on('GET /api/Messages/CurrentUserChats', (req: FakeRequest) => {
      const q = String(req.query.Search ?? '');
      if (!q) return paged([summary(5, host, reply, 1)]);
      if (q === 'helmets') return paged([{ ...summary(5, host, reply, 1), match: { messageId: 102, content: reply.content, fromUserId: 42, creationDate: reply.creationDate } }]);
      return paged([]);
    });
    renderWithBus(api, '/messages');
    await screen.findByRole('button', { name: /Abdullah Al-Qahtani/ });
    const box = screen.getByRole('searchbox', { name: en['messaging.search.label'] });
    fireEvent.change(box, { target: { value: 'hel' } });
    fireEvent.change(box, { target: { value: 'helmets' } });
    await waitFor(() => expect(screen.getByTestId('chat-row').querySelector('mark')).toHaveTextContent('helmets'), { timeout: 3000 });
    // Only the settled text was asked for (debounced), never the keystrokes in between.
    const searched = api.calls.filter((c) => c.path === '/api/Messages/CurrentUserChats' && c.query.Search).map((c) => c.query.Search);
    expect(searched).toEqual(['helmets']);
    expect(screen.getByText('1 chat found')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'camel' } });
    expect(await screen.findByText('Nothing matches “camel”', undefined, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en['messaging.search.clear'] }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: /Abdullah Al-Qahtani/ })).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByTestId('chat-row').querySelector('mark')).toBeNull();
  });

  it('a search result opens its chat at the matched message, loading older pages, also when that chat is already open', async () => {
    const api = fakeApi();
    // Two pages: the match (101) is on the older one.
    api.on('GET /api/Messages/CurrentUser/:id', (req: FakeRequest) => (Number(req.query.PageNumber) === 2 ? paged([first], 2, 2) : paged([reply], 1, 2)));
    api.on('GET /api/Messages/CurrentUserChats', (req: FakeRequest) =>
      req.query.Search ? paged([{ ...summary(5, host, reply, 0), match: { messageId: 101, content: first.content, fromUserId: me.id, creationDate: first.creationDate } }]) : paged([summary(5, host, reply, 0)]),
    );
    const scrolled: string[] = [];
    const scrollIntoView = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.dataset.messageId ?? '');
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      // The chat is open, showing only its newest page.
      renderWithBus(api, '/messages?chat=5');
      expect((await inThread()).queryByText(first.content)).toBeNull();
      fireEvent.change(screen.getByTestId('chat-search'), { target: { value: 'suitable' } });
      await waitFor(() => expect(screen.getByTestId('chat-row').querySelector('mark')).toHaveTextContent('suitable'), { timeout: 3000 });
      fireEvent.click(screen.getByTestId('chat-row'));
      // The older page loads, and the match is scrolled to, ringed and focused.
      const at = await waitFor(() => {
        const el = screen.getByTestId('messages').querySelector('[data-message-id="101"]');
        expect(el).toHaveAttribute('aria-current', 'true');
        return el as HTMLElement;
      });
      expect(api.calls.some((c) => c.path === '/api/Messages/CurrentUser/5' && Number(c.query.PageNumber) === 2)).toBe(true);
      await waitFor(() => expect(document.activeElement).toBe(at));
      expect(scrolled).toEqual(['101']);

      // Chosen again (the reader scrolled away meanwhile): it scrolls there again.
      fireEvent.click(screen.getByTestId('chat-row'));
      await waitFor(() => expect(scrolled).toEqual(['101', '101']));
      expect(at).toHaveAttribute('aria-current', 'true');

      // The chat chosen from the plain list opens at the newest: no ring.
      // (By test id: jsdom applies no media query, so the list column is hidden while a chat is open.)
      fireEvent.click(screen.getByTestId('chat-search-clear'));
      await waitFor(() => expect(screen.getByTestId('chat-row').querySelector('mark')).toBeNull(), { timeout: 3000 });
      fireEvent.click(screen.getByTestId('chat-row'));
      await waitFor(() => expect(screen.getByTestId('messages').querySelector('[aria-current]')).toBeNull());
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('opens at the message a link names (?chat=&message=)', async () => {
    const api = fakeApi();
    Element.prototype.scrollIntoView = jest.fn();
    try {
      renderWithBus(api, '/messages?chat=5&message=101');
      await waitFor(() => expect(screen.getByTestId('messages').querySelector('[data-message-id="101"]')).toHaveAttribute('aria-current', 'true'));
      expect(screen.getByTestId('messages').querySelector('[data-message-id="102"]')).not.toHaveAttribute('aria-current');
    } finally {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('starts a long matching message just before the match, at a word', () => {
    const { container } = render(<p>{highlight('Reference 0551234567 booking 8812: can we move the camel ride to Friday?', 'camel')}</p>);
    expect(container.textContent).toBe('…the camel ride to Friday?');
    expect(container.querySelector('mark')).toHaveTextContent('camel');
    // Near the start: nothing is cut.
    const near = render(<p>{highlight('The camel ride', 'camel')}</p>);
    expect(near.container.textContent).toBe('The camel ride');
  });

  it('starts a chat with a host from ?to= (nobody written to yet): the first message opens it', async () => {
    const api = fakeApi();
    api.on('GET /api/Messages/CurrentUserChats', paged([]));
    api.on('GET /api/Messages/CurrentUserChatWith/:id', ok({ chatId: null, otherUser: host }));
    api.on('POST /api/Messages/CurrentUserNewMessage/:id', ok({ chatId: 9, messageId: 300 }));
    api.on('GET /api/Messages/CurrentUser/:id', paged([message(9, 300, me, host, 'Hello!', new Date().toISOString())]));
    renderWithBus(api, '/messages?to=42&experience=12', 'ar');
    expect(await screen.findByTestId('conversation-name')).toHaveTextContent('Abdullah Al-Qahtani');
    expect(screen.getByText(ar['messaging.list.emptyTitle'])).toBeInTheDocument();
    const input = screen.getByTestId('composer-input');
    fireEvent.change(input, { target: { value: 'Hello!' } });
    fireEvent.click(screen.getByTestId('composer-send'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/Messages/CurrentUserNewMessage/42')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('message-outgoing')).toBeNull(), { timeout: 5000 });
    expect((await inThread()).getByText('Hello!')).toBeInTheDocument();
    // The details column (shown from 992 px) links back to the experience the chat started from.
    expect(screen.getByText(ar['messaging.details.experience']).closest('a')).toHaveAttribute('href', '/experiences/details/12');
  });

  it('has every string in both languages', () => {
    for (const [a, b] of [
      [en, ar],
      [rootMessages.en, rootMessages.ar],
    ] as const) {
      expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
      for (const [id, text] of Object.entries(b)) expect({ id, translated: text !== (a as Record<string, string>)[id] }).toEqual({ id, translated: true });
    }
  });
});

/** The conversation's message list, once it has messages. */
async function inThread() {
  // The list is rendered anew when a chat opens: ask for it each time.
  await waitFor(() => expect(screen.getByTestId('messages').querySelector('[data-testid="message"]')).not.toBeNull(), { timeout: 5000 });
  return within(screen.getByTestId('messages'));
}

/** The remote as the shell mounts it, signed in, at `route`. */
function renderWithBus(api: ReturnType<typeof createFakeApi>, route: string, locale: 'en' | 'ar' = 'en') {
  return renderRemote(<App />, { name: 'mf-messaging', messages: catalogues, route, locale, user: testUser, api });
}
