import { Suspense } from 'react';
import { ContractRoutes } from '@tajriba/federation';
import { lazyPage, PageLoading } from '@tajriba/design-system';
import { messagesCatalogue } from '../features/messages/i18n/catalogue';
import { routes } from '../../contract';

// The page and its strings load in one retryable attempt (lazyPage).
const MessagesPage = lazyPage(() => import('../features/messages/messages-page'), { messages: messagesCatalogue, name: 'MessagesPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL: one page for each route
 * `contract.ts` declares, keyed by its path (ContractRoutes: a route without a page, or a page
 * without a route, does not compile). The shell activates this remote only on
 * those; anything else renders nothing, and the shell shows its 404.
 */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ContractRoutes
        routes={routes}
        pages={{
          '/messages': <MessagesPage />,
        }}
      />
    </Suspense>
  );
}
