import { unsubscribePath, preferencesPath } from '../marketing-links';
import formStyles from '@/components/forms/forms.module.css';
import styles from './marketing.module.css';

type Props = { guid: string; subscribed: boolean; eraseUnconfirmed: boolean };

/**
 * Unsubscribe and "delete my data": plain forms the server answers, so they work with or without JavaScript.
 * Deleting says what it reaches (features/marketing/erasure.ts), bookings included, and asks for a tick first, because
 * it cannot be undone.
 */
export function ManageSubscription({ guid, subscribed, eraseUnconfirmed }: Props) {
  return (
    <>
      {subscribed && (
        <section className={styles.section} aria-labelledby="unsubscribe-heading" id="unsubscribe">
          <h2 id="unsubscribe-heading">Unsubscribe</h2>
          <p>Stop every email and text from us. Your details stay here in case you come back; to remove them too, delete your data below.</p>
          <form method="post" action={unsubscribePath(guid)}>
            <button type="submit" className="button button--secondary">
              Unsubscribe from everything
            </button>
          </form>
        </section>
      )}
      <section className={styles.section} aria-labelledby="delete-heading" id="delete">
        <h2 id="delete-heading">Delete my data</h2>
        <p>This deletes everything we hold under your email address, for good:</p>
        <ul>
          <li>your mailing-list details and the record of your consents;</li>
          <li>
            your name, email address, phone number and requests on your table bookings. The bookings themselves stay, so a table you booked is still yours, but
            we can no longer email you about it: to cancel, use the link in its confirmation email or call the restaurant;
          </li>
          <li>
            a card you gave to guarantee a booking, which our payment provider holds: it is deleted about a week after the booking, or within a day if the
            booking was cancelled;
          </li>
          <li>messages and group-booking enquiries you sent us, and job applications, with any files attached;</li>
          <li>your email address on voucher codes you claimed (the codes still work) and on referral invitations, with your name;</li>
          <li>emails to you waiting to be sent, and our copies of emails we sent you.</li>
        </ul>
        <p>This cannot be undone.</p>
        <form method="post" action={`${preferencesPath(guid)}/erase`} className={formStyles.form}>
          <div>
            <label className={formStyles.check}>
              <input
                type="checkbox"
                name="confirm"
                value="on"
                required
                aria-invalid={eraseUnconfirmed || undefined}
                aria-describedby={eraseUnconfirmed ? 'erase-error' : undefined}
              />
              <span>I understand my details will be deleted for good.</span>
            </label>
            {eraseUnconfirmed && (
              <p id="erase-error" className={formStyles.error} role="alert">
                Tick the box to confirm you want your details deleted.
              </p>
            )}
          </div>
          <div className={formStyles.actions}>
            <button type="submit" className="button button--outline">
              Delete my data
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
