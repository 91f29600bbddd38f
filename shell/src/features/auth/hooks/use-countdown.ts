import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a code may be resent. Counts against a deadline rather than ticks, so a
 * throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(initialSeconds: number): { remaining: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const left = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [remaining, setRemaining] = useState(left);

  useEffect(() => {
    setRemaining(left());
    if (deadline <= Date.now()) return;
    const id = setInterval(() => {
      const r = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(r);
      if (r === 0) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { remaining, restart };
}
