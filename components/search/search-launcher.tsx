'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { SearchPageContent } from '@/content/pages';
import { useHydrated } from '../ui/use-hydrated';
import type { SearchPanel as Panel } from './search-panel';
// The panel's styles load with the header: components/layout/header.tsx imports them.

let panelModule: Promise<typeof import('./search-panel')> | undefined;

/** The search combobox, MiniSearch with it: fetched once, on the first sign the visitor wants it. */
function loadPanel() {
  panelModule ??= import('./search-panel').catch((error: unknown) => {
    panelModule = undefined;
    throw error;
  });
  return panelModule;
}

interface Props {
  href: string; // the results page: where the link goes before the script runs, or if the panel cannot load
  /**
   * The studio's search page's form words, read by the server with the page: `submit` names this button (or link),
   * `label` and `placeholder` are the combobox's box's. Props, so no content module comes into the page's script.
   */
  words: SearchPageContent['form'];
  className?: string;
}

/**
 * The header's search. Server-rendered as a link to the results page, so it works without JavaScript;
 * once hydrated it is a button that opens the combobox, whose code (and MiniSearch) is loaded only then,
 * or on hover or focus just before: no page's first load carries it.
 */
export function SearchLauncher({ href, words, className }: Props) {
  const pathname = usePathname();
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [SearchPanel, setSearchPanel] = useState<typeof Panel | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  function prepare() {
    loadPanel().then(
      (module) => setSearchPanel(() => module.SearchPanel),
      () => undefined, // tried again on click; a click that fails too goes to the results page
    );
  }

  function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    loadPanel().then(
      (module) => setSearchPanel(() => module.SearchPanel),
      () => window.location.assign(href),
    );
  }

  function close(restoreFocus: boolean) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  // The magnifier is drawn by the class's CSS: no icon markup in every page's script.
  if (!enhanced) {
    return (
      <a href={href} className={className}>
        <span className="visually-hidden">{words.submit}</span>
      </a>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls="site-search"
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={toggle}
      >
        <span className="visually-hidden">{words.submit}</span>
      </button>
      {open && SearchPanel && <SearchPanel id="site-search" launcher={buttonRef} onClose={close} words={words} />}
    </>
  );
}
