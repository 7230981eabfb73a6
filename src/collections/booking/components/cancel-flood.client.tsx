'use client';

import { useConfig, useSelection } from '@payloadcms/ui';
import { useState, type FormEvent } from 'react';

type Answer = { cancelled?: number; failed?: number; errors?: { message: string }[] };

/**
 * Above the bookings list: cancel a flood at once without emailing anyone, either every upcoming booking from one
 * source (the code in the Source column) or the rows ticked in the list (POST /cms-api/bookings/cancel-quietly).
 */
export function CancelFlood() {
  const { config } = useConfig();
  const { getSelectedIds } = useSelection();
  const [source, setSource] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  async function cancel(body: { source: string } | { ids: number[] }, what: string) {
    if (!window.confirm(`Cancel ${what}? Their tables are freed at once and nobody is emailed.`)) return;
    setBusy(true);
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/bookings/cancel-quietly`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Answer;
      if (!response.ok) return setMessage(answer.errors?.map((error) => error.message).join(' ') || `Refused (${response.status}).`);
      setMessage(`${answer.cancelled ?? 0} cancelled${answer.failed ? `, ${answer.failed} could not be` : ''}. Reload the list to see them.`);
    } catch (error) {
      setMessage(`Could not reach the site: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  const bySource = (event: FormEvent) => {
    event.preventDefault();
    void cancel({ source: source.trim() }, `every upcoming booking from source ${source.trim()}`);
  };
  const selected = () => {
    const ids = getSelectedIds().map(Number).filter(Number.isInteger);
    if (ids.length === 0) return setMessage('Tick the bookings to cancel first.');
    void cancel({ ids }, `the ${ids.length} ticked bookings`);
  };

  return (
    <section
      aria-labelledby="cancel-flood-heading"
      style={{ margin: '0 0 1.5rem', padding: '1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}
    >
      <h2 id="cancel-flood-heading" style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        Cancel a flood of fake bookings (nobody is emailed)
      </h2>
      <form onSubmit={bySource} style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor="cancel-flood-source">Source</label>
        <input
          id="cancel-flood-source"
          value={source}
          onChange={(event) => setSource(event.target.value)}
          pattern="[0-9a-f]{16}"
          required
          placeholder="16-character code"
        />
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
          Cancel every upcoming booking from it
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={selected}>
          Cancel the ticked bookings
        </button>
      </form>
      {message ? <p role="status">{message}</p> : null}
    </section>
  );
}
