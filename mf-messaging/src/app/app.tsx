import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { lazyPage, PageLoading } from '@tajriba/design-system';
import { messagesCatalogue } from '../features/messages/i18n/catalogue';

// The page and its strings load in one retryable attempt (lazyPage).
const MessagesPage = lazyPage(() => import('../features/messages/messages-page'), { messages: messagesCatalogue, name: 'MessagesPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL. Every path here must be one
 * of the routes `contract.ts` declares (the shell only activates this remote on those); anything
 * else renders nothing, and the shell shows its 404.
 */
export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/messages" element={<MessagesPage />} />
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
