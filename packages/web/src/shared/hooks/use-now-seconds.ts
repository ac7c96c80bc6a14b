import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The current unix time in seconds, renewed every 30 s so that '3 minutes ago' keeps true while a page stays open. */
export function useNowSeconds(): number {
  const [now, setNow] = useState(nowSeconds);
  useEffect(() => {
    const timer = setInterval(() => setNow(nowSeconds()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
