import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseSearchParams, toSearchParams, type SearchFilters } from './search-params';

/**
 * The filters live in the address bar only: reading parses it, writing pushes a history entry
 * (so back/forward walk through searches). Map-only parameters (bounds) are kept when asked.
 */
export function useSearchFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const filters = useMemo(() => parseSearchParams(params), [params]);
  const setFilters = useCallback(
    (next: SearchFilters, opts: { pathname?: string; keep?: string[]; replace?: boolean } = {}) => {
      const sp = toSearchParams(next);
      for (const k of opts.keep ?? []) {
        const v = params.get(k);
        if (v !== null) sp.set(k, v);
      }
      const qs = sp.toString();
      navigate({ pathname: opts.pathname ?? location.pathname, search: qs ? `?${qs}` : '' }, { replace: opts.replace });
    },
    [navigate, location.pathname, params],
  );
  return { filters, setFilters, params };
}
