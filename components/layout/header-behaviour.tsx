'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isActivePath } from '@/lib/active-path';
import type { NavLink } from '@/content/types';
import { HEADER_FIXED_AT, MOBILE_MAX } from '@/lib/breakpoints';
import { SearchLauncher } from '../search/search-launcher';
import { RippleLink } from '../ui/ripple-link';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';

interface Props {
  brand: string;
  links: NavLink[];
  cta: NavLink;
  search: NavLink;
}

export function HeaderBar({ brand, links, cta, search }: Props) {
  const pathname = usePathname();
  const [fixed, setFixed] = useState(false);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setFixed(window.scrollY >= HEADER_FIXED_AT);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // The menu is an HTML popover: its buttons open and close it before any script runs (and without
  // JavaScript at all), and the browser closes it on Escape or a tap outside. Once hydrated, the page follows
  // its state to add what HTML alone does not: focus moved in and back, a focus trap, and scroll lock.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    if (panel.matches(':popover-open')) setOpen(true); // opened before hydration
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const close = () => {
    if (panelRef.current?.matches(':popover-open')) panelRef.current.hidePopover();
  };

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
    document.documentElement.toggleAttribute('data-menu-open', open);
  }, [open]);

  // A wider window has no mobile menu: don't leave it open behind the desktop bar.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_MAX + 1}px)`);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onChoose() {
    if (window.matchMedia(`(max-width: ${MOBILE_MAX}px)`).matches) close();
  }

  return (
    <header className={styles.header} data-fixed={fixed || undefined}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          <span aria-hidden="true" className={styles.mark}>
            N
          </span>
          {brand}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          popoverTarget="site-menu"
          popoverTargetAction="show"
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">Open menu</span>
        </button>
        <div
          id="site-menu"
          ref={panelRef}
          className={styles.panel}
          popover="auto"
          role={open ? 'dialog' : undefined}
          aria-modal={open || undefined}
          aria-label={open ? 'Menu' : undefined}
          onKeyDown={open ? onPanelKeyDown : undefined}
        >
          <button ref={closeRef} type="button" className={styles.close} popoverTarget="site-menu" popoverTargetAction="hide">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close menu</span>
          </button>
          <nav aria-label="Main">
            <ul className={styles.links}>
              {links.map((link) => {
                const active = isActivePath(link.href, pathname);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={styles.link}
                      aria-current={active ? 'page' : undefined}
                      data-cursor={link.label}
                      onClick={onChoose}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <RippleLink href={cta.href} className={styles.cta} onClick={onChoose}>
            {cta.label}
          </RippleLink>
          <ThemeToggle className={styles.theme} labelClassName={styles.themeLabel} />
        </div>
        <SearchLauncher href={search.href} label={search.label} className={styles.search} />
      </div>
    </header>
  );
}
