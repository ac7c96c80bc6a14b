import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

interface Props {
  title: string;
  /** Escape and a click beside the window call it. */
  onClose: () => void;
  /** The buttons at the bottom. */
  actions: ReactNode;
  children: ReactNode;
}

/** A modal window over the page, named by its title; the first button takes the focus. */
export function Modal({ title, onClose, actions, children }: Props) {
  const titleId = useId();
  const window = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={window} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}
