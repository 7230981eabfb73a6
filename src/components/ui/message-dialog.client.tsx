'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './message-dialog.module.css';

type Props = { open: boolean; heading: string; children: ReactNode; onClose: () => void };

/**
 * A short message in a native modal dialog: focus moves into it and is trapped there, Escape, the Close button or a
 * click outside closes it, and focus returns to what opened it.
 */
export function MessageDialog({ open, heading, children, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className={styles.body}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {children}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
