import { Logo, MarigoldMark } from '@/components/ui/logo';

/*
 * The chain's own marks in the back-office, in place of Payload's (admin.components.graphics in payload.config.ts).
 * The name is fixed here: these render before any content is read, on the sign-in page too.
 */

/** On the sign-in and password pages: the marigold, the chain's name, and what this is. */
export function BackOfficeLogo() {
  return (
    <span style={{ display: 'inline-grid', justifyItems: 'center', gap: '0.5rem', color: 'var(--theme-text)' }}>
      <Logo siteName="Marigold Grill" />
      <span style={{ fontSize: '0.95rem', fontWeight: 600 }}>Back-office</span>
    </span>
  );
}

/** In the header's breadcrumb: the marigold alone, filling the square Payload gives its icon (16 to 18 px). */
export function BackOfficeIcon() {
  return <MarigoldMark size="100%" />;
}
