import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS, sizeClassOf } from './size-class.js';
import type { SizeClass } from './size-class.js';

/** The window's size class (≤767 px small, ≤1023 px medium, wider large), updated 200 ms after resizing stops. */
export function useSizeClass(): SizeClass {
  const [sizeClass, setSizeClass] = useState<SizeClass>(() => sizeClassOf(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSizeClass(sizeClassOf(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return sizeClass;
}
