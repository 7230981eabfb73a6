'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SettingsLink } from '@/components/ui/settings-link';
import styles from './site-header.module.css';

type NavLink = { id: string; linkText: string; linkUrl: string; openInNewTab: boolean };
type MastheadItem = NavLink & { style: 'link' | 'button'; links: NavLink[] };

/**
 * The masthead: links and dropdowns on wide screens, a menu button and panel on phones.
 * Dropdowns follow the disclosure pattern (a button with aria-expanded), which screen readers and keyboards handle well:
 * Enter/Space toggles, Escape closes and returns focus, leaving the menu closes it.
 */
export function MastheadNav({ items }: { items: MastheadItem[] }) {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();

  // Navigating closes the menu: compared during render, as React recommends for state that follows a prop.
  const [renderedPath, setRenderedPath] = useState(pathname);
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setMenuOpen(false);
    setOpenDropdown(null);
  }

  useEffect(() => {
    if (!openDropdown && !menuOpen) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenDropdown(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [openDropdown, menuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openDropdown) {
      document.getElementById(`${panelId}-${openDropdown}-button`)?.focus();
      setOpenDropdown(null);
    } else if (menuOpen) {
      setMenuOpen(false);
      document.getElementById(`${panelId}-toggle`)?.focus();
    }
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" onKeyDown={onKeyDown}>
      <button
        id={`${panelId}-toggle`}
        type="button"
        className={styles.menuToggle}
        aria-expanded={menuOpen}
        aria-controls={panelId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </button>
      <ul id={panelId} className={styles.navList} data-open={menuOpen}>
        {items.map((item) =>
          item.links.length > 0 ? (
            <li key={item.id} className={styles.navItem}>
              <button
                id={`${panelId}-${item.id}-button`}
                type="button"
                className={styles.navLink}
                aria-expanded={openDropdown === item.id}
                aria-controls={`${panelId}-${item.id}`}
                onClick={() => setOpenDropdown((open) => (open === item.id ? null : item.id))}
              >
                {item.linkText}
                <svg className={styles.caret} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              <ul id={`${panelId}-${item.id}`} className={styles.dropdown} hidden={openDropdown !== item.id}>
                {item.links.map((link) => (
                  <li key={link.id}>
                    <SettingsLink link={link} className={styles.dropdownLink} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.id} className={styles.navItem}>
              <SettingsLink link={item} className={item.style === 'button' ? 'button button--outline' : styles.navLink} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
