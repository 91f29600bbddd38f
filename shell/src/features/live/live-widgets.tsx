import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tajriba/contracts/account';
import { getEventBus } from '@tajriba/event-bus';
import { getRealtime, initRealtime, useHubEvent, useHubState } from '@tajriba/realtime';
import { usePrefs, useSession } from '@tajriba/session';
import { useShellApi } from '../../shared/api-context';
import { markAllNotificationsRead, markNotificationRead, notificationsKey, notificationsQueryOptions } from './api/notifications';
import { unreadChatsKey, unreadChatsQueryOptions } from './api/unread-chats';
import { MessagesLink } from './components/messages-link';
import { NotificationBell } from './components/notification-bell';
import { NotificationPopups } from './components/notification-popups';
import { isSoundMuted, playChime, setSoundMuted } from './sound';
import { notificationHref } from '@tajriba/contracts/notification-targets';
import { useRouted } from './use-routed';

type List = Awaited<ReturnType<NonNullable<ReturnType<typeof notificationsQueryOptions>['queryFn']>>>;

/**
 * The signed-in header's live part (loaded after the first paint, see live-slot.tsx): it starts
 * the tab's hub connections (`initRealtime`: the session's in-memory token as a bearer on
 * negotiate and `?access_token` on the WebSocket, refreshed through the API client, automatic
 * reconnect with catch-up by id), and shows the messages count and the notification bell, live.
 */
export function LiveWidgets() {
  const api = useShellApi();
  const qc = useQueryClient();
  const bus = getEventBus();
  const session = useSession();
  const { locale } = usePrefs();
  const userId = session.user?.id ?? 0;
  const routed = useRouted();
  const [manager] = useState(() => getRealtime() ?? initRealtime({ apiBase: window.location.origin, refresh: () => api.refresh() }));
  const [muted, setMuted] = useState(isSoundMuted);
  const [popups, setPopups] = useState<Notification[]>([]);

  const list = useQuery({ ...notificationsQueryOptions(api, userId, locale), enabled: userId > 0 });
  const chats = useQuery({ ...unreadChatsQueryOptions(api, userId), enabled: userId > 0 && routed('/messages') });
  // The bell's catch-up after a reconnect starts after the newest notification it shows.
  useEffect(() => {
    const newest = list.data?.data[0];
    if (newest) manager.markSeen('notifications', newest.id);
  }, [list.data, manager]);

  const setList = useCallback((fn: (l: List) => List) => qc.setQueryData<List>(notificationsKey(userId, locale), (l) => (l ? fn(l) : l)), [qc, userId, locale]);

  useHubEvent(
    'notifications',
    'ReceiveNotification',
    (n) => {
      if (!session.isSignedIn) return;
      playChime();
      setPopups((p) => [n, ...p.filter((x) => x.id !== n.id)].slice(0, 3));
      setList((l) => (l.data.some((x) => x.id === n.id) ? l : { ...l, data: [n, ...l.data].slice(0, 10), unreadCount: l.unreadCount + (n.isRead ? 0 : 1) }));
      if (!qc.getQueryData(notificationsKey(userId, locale))) void qc.invalidateQueries({ queryKey: notificationsKey(userId, locale) });
      bus.emit('notification:received', { id: n.id, content: n.contentByLanguage[locale] || n.content, isActionable: n.isActionable, targetId: n.target?.id ?? null });
    },
    manager,
  );
  useHubEvent(
    'chat',
    'ReceiveMessage',
    (m) => {
      if (m.toUser.id !== userId) return;
      playChime();
      void qc.invalidateQueries({ queryKey: unreadChatsKey(userId) });
    },
    manager,
  );
  // The messages page marked a chat read: it says the new count.
  useEffect(() => bus.on('chat:unread-changed', ({ count }) => qc.setQueryData(unreadChatsKey(userId), count)), [bus, qc, userId]);
  // Back after a reconnect: ask both counts again (what arrived meanwhile is also caught up by id).
  const hubState = useHubState('notifications', manager);
  useEffect(() => {
    if (hubState === 'connected') void qc.invalidateQueries({ queryKey: ['shell', 'unread-chats', userId] });
  }, [hubState, qc, userId]);

  const hrefOf = useCallback((n: Notification) => {
    const href = notificationHref(n);
    return href && routed(href) ? href : null;
  }, [routed]);
  // Mark-read failures are ignored (spec §8): the list is simply asked again.
  const markRead = (n: Notification) => {
    if (n.isRead) return;
    setList((l) => ({ ...l, data: l.data.map((x) => (x.id === n.id ? { ...x, isRead: true } : x)), unreadCount: Math.max(0, l.unreadCount - 1) }));
    void markNotificationRead(api, n.id).catch(() => qc.invalidateQueries({ queryKey: notificationsKey(userId, locale) }));
  };
  const markAll = () => {
    setList((l) => ({ ...l, data: l.data.map((x) => ({ ...x, isRead: true })), unreadCount: 0 }));
    void markAllNotificationsRead(api).catch(() => qc.invalidateQueries({ queryKey: notificationsKey(userId, locale) }));
  };

  return (
    <>
      {routed('/messages') ? <MessagesLink count={chats.data ?? 0} /> : null}
      <NotificationBell
        items={list.data?.data}
        unread={list.data?.unreadCount ?? 0}
        allHref={routed('/profile/notifications') ? '/profile/notifications' : null}
        hrefOf={hrefOf}
        onOpen={markRead}
        onMarkRead={markRead}
        onMarkAll={markAll}
        onOpened={() => setPopups([])}
        muted={muted}
        onMutedChange={(m) => {
          setSoundMuted(m);
          setMuted(m);
        }}
      />
      <NotificationPopups items={popups} hrefOf={hrefOf} onOpen={markRead} onDismiss={(id) => setPopups((p) => p.filter((x) => x.id !== id))} />
    </>
  );
}
