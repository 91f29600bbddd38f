import { useSearchParams } from 'react-router';
import type { AnalyticsQuery, AnalyticsRange } from '@tajriba/contracts/host';

const RANGE_VALUES: readonly string[] = ['12m', '30d', '7d', '24h', 'custom'];

/**
 * The analytics range lives in the URL (`?range=30d` or `?range=custom&from=…&to=…`), so a reload
 * or a shared link keeps it, and moving between the dashboard, analytics and insights keeps it
 * when the link carries the query. Anything unreadable falls back to 30 days (the API's default).
 */
export function useRange(): [AnalyticsQuery, (q: AnalyticsQuery) => void] {
  const [params, setParams] = useSearchParams();
  const r = params.get('range');
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const range = (r && RANGE_VALUES.includes(r) ? r : '30d') as AnalyticsRange;
  const query: AnalyticsQuery = range === 'custom' && from && to ? { Range: 'custom', From: from, To: to } : { Range: range === 'custom' ? '30d' : range };
  const set = (q: AnalyticsQuery) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of ['range', 'from', 'to', 'page']) next.delete(k);
        next.set('range', q.Range ?? '30d');
        if (q.Range === 'custom') {
          next.set('from', q.From ?? '');
          next.set('to', q.To ?? '');
        }
        return next;
      },
      { replace: true },
    );
  return [query, set];
}
