import type { ApiClient } from '@tajriba/api-client';
import type { EventBus } from '@tajriba/event-bus';
import { getSession } from '@tajriba/session';
import { setLocale, updateUser } from '@tajriba/session/shell';
import { loadShellMessages } from '../i18n/lazy-messages';

// The user schema comes with the first change: a visitor's page never loads it.
const userInfoEnvelope = () =>
  Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/account')]).then(([p, a]) => p.envelope(a.userInfoSchema));

/**
 * Requests remotes make of what only the shell may change: the site's language (the account's
 * language preference) and the signed-in user it holds (avatar and preferred name in the header).
 * The user is read again from the API rather than taken from the event, so the header shows what
 * the server stored, whichever remote asked.
 */
export function listenForAccountRequests(bus: EventBus, api: Pick<ApiClient, 'get'>): () => void {
  const offLocale = bus.on('locale:change-requested', ({ locale }) => {
    // Strings first, so the switch does not show message ids for a moment.
    void loadShellMessages(locale)
      .catch(() => undefined)
      .then(() => setLocale(locale));
  });
  const offUser = bus.on('account:user-changed', ({ userId }) => {
    const session = getSession();
    if (session.status !== 'signedIn' || session.user?.id !== userId) return;
    void api
      .get('/api/Manage/Info', userInfoEnvelope)
      .then((res) => {
        // Signed out (or switched user) while the request was on its way: keep what is there now.
        if (getSession().user?.id === userId) updateUser(res.data);
      })
      // The header keeps the previous user until the next refresh; the page that changed it shows its own result.
      .catch(() => undefined);
  });
  return () => {
    offLocale();
    offUser();
  };
}
