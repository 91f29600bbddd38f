import { getRealtime, initRealtime, type RealtimeManager } from '@tajriba/realtime';
import { useApiContext } from '../../../shared/api/use-api-context';

/**
 * The tab's hub connections. The shell starts them (its header bell); when this remote runs alone
 * (its dev harness) it starts them itself, with the same token and refresh.
 */
export function useRealtime(): RealtimeManager {
  const { api } = useApiContext();
  return getRealtime() ?? initRealtime({ apiBase: window.location.origin, refresh: () => api.refresh() });
}
