import { useEffect, useState } from 'react';

/**
 * The time now, moved on every `everyMs`: a card left open turns a proposed time into "passed",
 * and offers "Record outcome" once the interview's time has come, without a reload.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
