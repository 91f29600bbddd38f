import { QueryClient } from '@tanstack/react-query';
import { createSessionApiClient, isApiError } from '@tajriba/api-client';
import { getEventBus } from '@tajriba/event-bus';

/**
 * The page-wide singletons the shell owns and hands to every remote: one QueryClient (so a
 * remote's cache survives its own remounts and sign-out clears everything at once), one API
 * client, one event bus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx will not get better by asking again; network blips and 5xx might.
      retry: (count, err) => count < 2 && !(isApiError(err) && err.status >= 400 && err.status < 500),
    },
  },
});

export const api = createSessionApiClient();
export const bus = getEventBus();
