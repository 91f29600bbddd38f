import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (online status is recomputed every 10 s, spec §9). */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
