import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.js';

/**
 * Whether the browser has painted since the calling component mounted: for what the first screen does not show (its
 * lower parts, the data only they need), so that on a slow phone their requests and renders come after that paint
 * rather than holding it up. What it then shows renders as a transition, which React splits into short tasks.
 */
export function usePaintedSinceMount(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => {
      if (mounted) startTransition(() => setPainted(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
