import { useEffect, useState } from 'react';
import { sessionStore } from '@tajriba/session';
import { useApiContext } from '../../../shared/api/use-api-context';

/**
 * Attachments are private files: the API serves them with the bearer token only (to the two
 * people of the chat), so an <img src> cannot load them. This fetches one as a blob and hands
 * back an object URL (revoked on unmount); a 401 refreshes the token once.
 */
export function usePrivateFile(path: string | null): { url: string | null; failed: boolean } {
  const { api } = useApiContext();
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let cancelled = false;
    const controller = new AbortController();
    const get = () => fetch(path, { headers: sessionStore.accessToken ? { Authorization: `Bearer ${sessionStore.accessToken}` } : {}, signal: controller.signal });
    (async () => {
      let res = await get();
      if (res.status === 401 && (await api.refresh())) res = await get();
      if (!res.ok) throw new Error(String(res.status));
      const blob = await res.blob();
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setState({ url, failed: false });
    })().catch(() => {
      if (!cancelled) setState({ url: null, failed: true });
    });
    return () => {
      cancelled = true;
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, api]);
  return state;
}
