'use client';

import { useEffect, useState } from 'react';
import { DARK_QUERY, THEME_KEY, type Theme } from '@/lib/theme';

function shownTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

interface Props {
  className: string;
  labelClassName: string;
}

/**
 * The dark theme, on or off: a toggle button (WAI-ARIA APG), its name fixed and its state in aria-pressed. It
 * starts from what the page shows (the visitor's earlier choice, else the system's setting) and follows the
 * system while no choice overrides it. A choice is stored only while it differs from the system's setting, so
 * switching back means "as my system" again. The server renders it hidden (header.module.css): it is shown once
 * hydrated, when a press does something, and never without JavaScript, where the system's setting rules.
 */
export function ThemeToggle({ className, labelClassName }: Props) {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    const system = window.matchMedia(DARK_QUERY);
    const update = () => setTheme(shownTheme());
    update();
    system.addEventListener('change', update);
    return () => system.removeEventListener('change', update);
  }, []);

  function toggle() {
    const next: Theme = shownTheme() === 'dark' ? 'light' : 'dark';
    const asSystem = window.matchMedia(DARK_QUERY).matches === (next === 'dark');
    const root = document.documentElement;
    if (asSystem) delete root.dataset.theme;
    else root.dataset.theme = next;
    try {
      if (asSystem) localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, next);
    } catch {
      // storage blocked: the choice lasts this page view
    }
    setTheme(next);
  }

  return (
    <button type="button" className={className} aria-pressed={theme === 'dark'} data-ready={theme ? '' : undefined} onClick={toggle}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
      </svg>
      <span className={labelClassName}>Dark theme</span>
    </button>
  );
}
