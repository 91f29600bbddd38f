import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HubConnection } from '@microsoft/signalr';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import type { Notification } from '@tajriba/contracts/account';
import { getEventBus } from '@tajriba/event-bus';
import type { Locale } from '@tajriba/i18n';
import { initRealtime, resetRealtime } from '@tajriba/realtime';
import { applyTokenResponse, markSignedOut, prefsStore } from '@tajriba/session/shell';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { menuSource } from '../../../shared/menu-source';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import { LiveWidgets } from '../live-widgets';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

/** A hub connection the test drives: what the server would push, it calls `push`. */
function fakeSignalR() {
  const handlers = new Map<string, (payload: unknown) => void>();
  const connection = {
    on: (event: string, h: (p: unknown) => void) => void handlers.set(event, h),
    onreconnecting: () => undefined,
    onreconnected: () => undefined,
    onclose: () => undefined,
    start: async () => undefined,
    stop: async () => undefined,
    invoke: async () => [],
  } as unknown as HubConnection;
  class Builder {
    withUrl() {
      return this;
    }
    withAutomaticReconnect() {
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      return connection;
    }
  }
  return {
    load: async () => ({ HubConnectionBuilder: Builder as never, LogLevel: { None: 6 } as never }),
    push: (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload)),
    ready: () => waitFor(() => expect(handlers.has('ReceiveNotification')).toBe(true)),
  };
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const note = (id: number, isRead: boolean, enText: string, arText: string, target: Notification['target'] = null, payload: Notification['payload'] = {}): Notification => ({
  id,
  kind: target?.name === 'message' ? 'messageReceived' : 'questionAsked',
  isRead,
  isActionable: target !== null,
  target,
  content: enText,
  contentByLanguage: { en: enText, ar: arText },
  payload,
  creationDate: at(id),
});

function setup(locale: Locale = 'en', list: Notification[] = [note(2, false, 'A guest asked a question about “Desert camp”.', 'طرح ضيف سؤالًا عن «مخيم الصحراء».'), note(1, true, 'Welcome', 'أهلًا')]) {
  prefsStore.locale = locale;
  applyTokenResponse(tokenFor(makeUser()));
  menuSource.remotes = { 'mf-messaging': { routes: [{ path: '/messages', access: 'signed-in' }] } };
  const api = createFakeApi({
    'GET /api/Notifications/CurrentUserList': { ...ok(list), pageNumber: 1, totalPages: 1, unreadCount: list.filter((n) => !n.isRead).length },
    'POST /api/Notifications/CurrentUserMarkAllRead': ok(null),
    'POST /api/Notifications/CurrentUserMarkRead/:id': ok(null),
    'GET /api/Messages/CurrentUserUnreadChatsCount': ok(2),
  });
  const hub = fakeSignalR();
  initRealtime({ apiBase: 'http://localhost', refresh: async () => false, afterFirstPaint: async () => undefined, loadSignalR: hub.load });
  renderWithShell(<LiveWidgets />, { api, locale, extraMessages: locale === 'ar' ? ar : en });
  return { api, hub };
}

afterEach(async () => {
  await resetRealtime();
  markSignedOut();
  menuSource.remotes = {};
  localStorage.clear();
});

describe('the notification bell and the messages count', () => {
  it('shows the red dot while anything is unread; the dropdown lists them, marks one and then all read', async () => {
    const { api } = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('notification-dot')).toBeInTheDocument();
    fireEvent.click(bell);
    const panel = screen.getByTestId('notification-panel');
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const [unread, read] = within(panel).getAllByTestId('notification-item');
    expect(unread).toHaveTextContent('A guest asked a question about “Desert camp”.');
    expect(read).toHaveAttribute('data-read', 'true');
    // Non-actionable: no link.
    expect(within(unread).queryByRole('link')).toBeNull();
    fireEvent.click(within(unread).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/Notifications/CurrentUserMarkRead/2')).toBe(true));
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    expect(within(panel).getByTestId('notification-mark-all')).toBeDisabled();
  });

  it('a notification arriving live rings: the dot and count change, it joins the dropdown, a popup shows, and it announces itself on the bus', async () => {
    const received: unknown[] = [];
    const off = getEventBus().on('notification:received', (p) => received.push(p));
    const { hub, api } = setup('en', []);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('notification-dot')).toBeNull();
    await hub.ready();
    hub.push('ReceiveNotification', note(7, false, 'New message from Abdullah', 'رسالة جديدة من عبدالله', { id: 3, name: 'message' }, { chatId: 5, messageId: 70, fromName: 'Abdullah' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const popup = screen.getByTestId('notification-popup');
    // Actionable: the popup links to its chat; following it marks it read.
    const link = within(popup).getByRole('link', { name: 'New message from Abdullah' });
    expect(link).toHaveAttribute('href', '/messages?chat=5');
    await waitFor(() => expect(received).toEqual([{ id: 7, content: 'New message from Abdullah', isActionable: true, targetId: 3 }]));
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/messages?chat=5');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/Notifications/CurrentUserMarkRead/7')).toBe(true));
    expect(screen.queryByTestId('notification-popup')).toBeNull();
    off();
  });

  it('the messages link shows the unread chats, follows the hub and the messages page', async () => {
    const { hub, api } = setup('ar');
    const link = await screen.findByRole('link', { name: 'الرسائل، محادثتان غير مقروءتين' });
    expect(link).toHaveAttribute('href', '/messages');
    await hub.ready();
    api.on('GET /api/Messages/CurrentUserUnreadChatsCount', ok(3));
    hub.push('ReceiveMessage', { chatId: 9, messageId: 1, toUser: { id: makeUser().id }, fromUser: { id: 42 } });
    expect(await screen.findByRole('link', { name: 'الرسائل، ٣ محادثات غير مقروءة' })).toBeInTheDocument();
    act(() => void getEventBus().emit('chat:unread-changed', { count: 0 }));
    expect(await screen.findByRole('link', { name: 'الرسائل' })).toBeInTheDocument();
  });

  it('the sound switch is kept in this browser', async () => {
    setup();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const sound = screen.getByRole('switch', { name: 'Sound' });
    expect(sound).toBeChecked();
    fireEvent.click(sound);
    expect(localStorage.getItem('tajriba.sound.muted')).toBe('1');
  });

  it('has every string in both languages', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(ar)) expect({ id, translated: text !== (en as Record<string, string>)[id] }).toEqual({ id, translated: true });
  });
});
