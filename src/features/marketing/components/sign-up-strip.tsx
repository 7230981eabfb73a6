import { botCheckClientConfig } from '@/features/bot-check/verify-bot-check';
import { SignUpStripForm } from './lazy-sign-up-strip-form.client';
import styles from './marketing.module.css';

/** The sign-up strip: the short form in a tile whose form is "sign-up", on a light panel whatever the tile's colour. */
export function SignUpStrip() {
  return (
    <div className={styles.panel}>
      <SignUpStripForm botCheck={botCheckClientConfig('sign-up')} />
    </div>
  );
}
