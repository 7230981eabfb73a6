'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import type { BotCheckClientConfig } from '@/features/bot-check/client-config';
import type { JobForApplication } from '../domain/job';
import styles from './careers.module.css';

// The form's code (and the form libraries') loads on the first opening, not with the results page.
const ApplicationForm = dynamic(() => import('./application-form.client').then((module) => module.ApplicationForm), {
  loading: () => <p role="status">Loading the application form…</p>,
});

type Props = { job: JobForApplication; href: string; botCheck: BotCheckClientConfig; currentYear: number };

/**
 * "Apply now" on a job card: a link to the job page's application (which is what it stays without JavaScript), and
 * with JavaScript the same form in a modal dialog over the results. Focus moves into the dialog, Escape or Close
 * leaves it (keeping what was typed), and focus returns to the button.
 */
export function ApplyNow({ job, href, botCheck, currentYear }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // The dialog and its form mount on first opening, so a results page neither sends nor hydrates forty dialogs nobody
  // opened; once opened it stays, keeping what was typed.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened) dialog.current?.showModal();
  }, [opened]);

  const open = () => (dialog.current ? dialog.current.showModal() : setOpened(true));

  return (
    <>
      <a
        href={href}
        className="button button--primary"
        data-waits-for-scripts
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        Apply now
        <span className="visually-hidden">
          : {job.name}, {job.locationName}
        </span>
      </a>
      {opened && (
        <dialog ref={dialog} className={styles.dialog} aria-labelledby={headingId}>
          <div className={styles.dialogHeader}>
            <h2 id={headingId}>
              Apply: {job.name}, {job.locationName}
            </h2>
            <button type="button" className="button button--outline" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
          <div className={styles.dialogBody}>
            <ApplicationForm job={job} botCheck={botCheck} currentYear={currentYear} idPrefix={`apply-${job.id}`} />
          </div>
        </dialog>
      )}
    </>
  );
}
