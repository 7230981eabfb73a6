import Link from 'next/link';
import type { ReactNode } from 'react';
import { isExternalLink, type SettingsLink as LinkData } from '@/lib/links';

type Props = { link: LinkData; className?: string; children?: ReactNode; 'aria-label'?: string };

/** Renders a settings link: a client-side route, or a plain anchor (new tab, with a hint for screen readers). */
export function SettingsLink({ link, className, children, ...rest }: Props) {
  const content = children ?? link.linkText;
  const href = link.linkUrl ?? '/';
  if (!isExternalLink(link)) {
    return (
      <Link href={href} className={className} aria-label={rest['aria-label']}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={rest['aria-label']} {...(link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
      {link.openInNewTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
