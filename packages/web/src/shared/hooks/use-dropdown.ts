import { useEffect, useRef, useState, type RefObject } from 'react';

/** A dropdown's open state, closed by Escape or by a press outside the element `root` is put on. */
export function useDropdown(): { open: boolean; setOpen: (open: boolean) => void; root: RefObject<HTMLDivElement | null> } {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);
  return { open, setOpen, root };
}
