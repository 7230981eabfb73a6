'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { SettingsLink } from '@/components/ui/settings-link';

type Props = {
  popupId: string;
  heading: string;
  body?: string | null;
  imageUrl?: string | null;
  linkText?: string | null;
  linkUrl?: string | null;
  openInNewTab?: boolean | null;
};

const storageKey = (popupId: string) => `mg_popup_closed_${popupId}`;

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** A promotional popup shown once per visitor, as a native modal dialog (focus is trapped and Escape closes it). */
export function SitePopup({ popupId, heading, body, imageUrl, linkText, linkUrl, openInNewTab }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const dismissedBefore = useSyncExternalStore(
    subscribeToStorage,
    () => localStorage.getItem(storageKey(popupId)) === '1',
    () => true, // The server cannot know; render nothing until the browser says.
  );
  const [closedNow, setClosedNow] = useState(false);
  const dismissed = dismissedBefore || closedNow;

  useEffect(() => {
    if (!dismissed && !dialog.current?.open) dialog.current?.showModal();
  }, [dismissed]);

  const close = () => {
    localStorage.setItem(storageKey(popupId), '1');
    dialog.current?.close();
    setClosedNow(true);
  };

  if (dismissed) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="site-popup-heading"
      onClose={close}
      onClick={(event) => event.target === dialog.current && close()}
      style={{ border: 0, borderRadius: 'var(--radius)', padding: 0, maxWidth: 'min(92vw, 480px)', boxShadow: 'var(--shadow)' }}
    >
      {imageUrl && <img src={imageUrl} alt="" width={480} height={240} style={{ width: '100%', height: 'auto' }} />}
      <div style={{ padding: '1.5rem' }}>
        <h2 id="site-popup-heading">{heading}</h2>
        {body && <p>{body}</p>}
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          {linkUrl && linkText && <SettingsLink link={{ linkText, linkUrl, openInNewTab }} className="button button--primary" />}
          <button type="button" className="button button--outline" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
