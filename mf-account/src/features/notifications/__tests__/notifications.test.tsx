import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@tajriba/contracts/account';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { createEventBus } from '@tajriba/event-bus';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const note = (over: Partial<Notification> = {}): Notification => ({
  id: 1,
  kind: 'messageReceived',
  isRead: false,
  isActionable: true,
  target: { id: 3, name: 'message' },
  content: 'Faisal sent you a message',
  contentByLanguage: { en: 'Faisal sent you a message', ar: 'أرسل لك فيصل رسالة' },
  payload: { chatId: 12 },
  creationDate: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});

const pageOf = (items: Notification[], unreadCount: number, pageNumber = 1, totalPages = 1) => ({ ...ok(items), pageNumber, totalPages, unreadCount });

describe('notifications page', () => {
  it('lists them in the page language, links an actionable one by its target, marks one and then all read', async () => {
    const user = userEvent.setup();
    const markOne = jest.fn(() => ok(null));
    const markAll = jest.fn(() => ok(null));
    const items = [
      note(),
      note({ id: 2, kind: 'bookingPaid', isActionable: false, target: null, content: 'Your booking is paid', contentByLanguage: { en: 'Your booking is paid', ar: 'تم دفع حجزك' }, payload: {} }),
      note({ id: 3, isRead: true, kind: 'identityStatusChanged', target: { id: 1, name: 'identityVerification' }, content: 'Identity approved', contentByLanguage: { en: 'Identity approved', ar: 'تم قبول الهوية' } }),
    ];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Notifications/CurrentUserList': ({ query }: { query: Record<string, unknown> }) => {
        expect(query).toMatchObject({ PageNumber: 1, PageSize: 10 });
        return pageOf(items, 2);
      },
      'POST /api/Notifications/CurrentUserMarkRead/2': markOne,
      'POST /api/Notifications/CurrentUserMarkAllRead': markAll,
    });
    renderRemote('/profile/notifications', 'en', true, { api });
    const rows = await screen.findAllByTestId('notification-row', {}, { timeout: 15_000 });
    expect(rows).toHaveLength(3);
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 unread');
    expect(within(rows[0]!).getByRole('link', { name: /Faisal sent you a message/ })).toHaveAttribute('href', '/messages?chat=12');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/profile');
    expect(rows[2]).toHaveAttribute('data-read', 'true');
    expect(document.title).toContain(en['notifications.title']);

    await user.click(within(rows[1]!).getByRole('button', { name: en['notifications.markRead'] }));
    await waitFor(() => expect(screen.getAllByTestId('notification-row')[1]).toHaveAttribute('data-read', 'true'));
    expect(markOne).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1 unread');

    await user.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('Everything is read.'));
    expect(markAll).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('notification-row').every((r) => r.getAttribute('data-read') === 'true')).toBe(true);
    expect(screen.getByTestId('notifications-mark-all')).toBeDisabled();
  });

  it('shows the Arabic text, reads the list again when a live notification arrives, and says so when there is none', async () => {
    let calls = 0;
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Notifications/CurrentUserList': () => (++calls === 1 ? pageOf([], 0) : pageOf([note()], 1)),
    });
    const bus = createEventBus();
    renderRemote('/profile/notifications', 'ar', true, { api, bus });
    expect(await screen.findByText(ar['notifications.emptyTitle'], {}, { timeout: 15_000 })).toBeInTheDocument();
    act(() => bus.emit('notification:received', { id: 1, content: 'Faisal sent you a message', isActionable: true, targetId: 3 }));
    expect(await screen.findByText('أرسل لك فيصل رسالة')).toBeInTheDocument();
  });

  it('a failed mark-read is not shown: the list is read again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Notifications/CurrentUserList': () => {
        reads++;
        return pageOf([note()], 1);
      },
      'POST /api/Notifications/CurrentUserMarkRead/1': fail(500, ['error.unexpected']),
    });
    renderRemote('/profile/notifications', 'en', true, { api });
    const row = await screen.findByTestId('notification-row', {}, { timeout: 15_000 });
    await user.click(within(row).getByRole('button', { name: en['notifications.markRead'] }));
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByTestId('notification-row')).toHaveAttribute('data-read', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
