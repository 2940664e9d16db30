'use client';

import { useEffect } from 'react';
import { HEADER_FIXED_AT, MOBILE_MAX } from '@/lib/breakpoints';

interface Props {
  headerId: string;
  menuId: string;
}

/**
 * What the server-rendered header (header.tsx) needs of the browser, and nothing it draws: the bar's fixed state
 * once the page has scrolled, and, while the mobile menu (an HTML popover) is open, what HTML alone does not give
 * it: a dialog's role and name, focus moved in and back, a focus trap, scroll lock, and closing when a link in it
 * is chosen or the window grows past the mobile layout.
 */
export function HeaderBehaviour({ headerId, menuId }: Props) {
  useEffect(() => {
    const header = document.getElementById(headerId);
    const panel = document.getElementById(menuId);
    if (!header || !panel) return;
    const toggle = header.querySelector<HTMLElement>('[data-menu-toggle]');
    const closeButton = panel.querySelector<HTMLElement>('[data-menu-close]');
    const mobile = window.matchMedia(`(max-width: ${MOBILE_MAX}px)`);
    const close = () => panel.matches(':popover-open') && panel.hidePopover();

    const onScroll = () => (window.scrollY >= HEADER_FIXED_AT ? header.setAttribute('data-fixed', 'true') : header.removeAttribute('data-fixed'));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });

    let open = false;
    const setOpen = (next: boolean) => {
      if (next === open) return;
      open = next;
      if (open) {
        panel.setAttribute('role', 'dialog');
        panel.setAttribute('aria-modal', 'true');
        panel.setAttribute('aria-label', 'Menu');
        closeButton?.focus();
      } else {
        for (const name of ['role', 'aria-modal', 'aria-label']) panel.removeAttribute(name);
        toggle?.focus();
      }
      document.documentElement.toggleAttribute('data-menu-open', open);
    };
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    if (panel.matches(':popover-open')) setOpen(true); // opened before hydration

    const onKeyDown = (event: KeyboardEvent) => {
      if (!open) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = panel.querySelectorAll<HTMLElement>('a[href], button');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    // Choosing a page from the open menu on a phone closes it; the new page comes into view.
    const onClick = (event: MouseEvent) => {
      if (mobile.matches && (event.target as Element).closest('a[href]')) close();
    };
    panel.addEventListener('click', onClick);
    // A wider window has no mobile menu: don't leave it open behind the desktop bar.
    const onWidth = () => !mobile.matches && close();
    mobile.addEventListener('change', onWidth);

    return () => {
      window.removeEventListener('scroll', onScroll);
      panel.removeEventListener('toggle', onToggle);
      panel.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('click', onClick);
      mobile.removeEventListener('change', onWidth);
    };
  }, [headerId, menuId]);

  return null;
}
