'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import type { SearchPageContent } from '@/content/pages';
import { searchPanel } from '@/content/search-panel';
import { search } from '@/lib/search/engine';
import styles from './search-panel.module.css';
import { Suggestion, type SuggestionOption } from './suggestion';
import { useSiteIndex } from './use-site-index';

const MAX_SUGGESTIONS = 8;

interface Props {
  id: string;
  /** the button that opened the panel: a press on it is not a press outside */
  launcher: RefObject<HTMLElement | null>;
  onClose: (restoreFocus: boolean) => void;
  /** the box's label and placeholder: the studio's search page, as the server rendered the header */
  words: Pick<SearchPageContent['form'], 'label' | 'placeholder'>;
}

/**
 * The header's search: an editable combobox with a list of suggestions (WAI-ARIA APG "Combobox With
 * Listbox Popup", list autocomplete without automatic selection). Focus stays in the text box; arrows move
 * the active option (aria-activedescendant), Enter opens it or, with none active, the results page, and
 * Escape closes the list, then clears the box, then closes the search.
 */
export function SearchPanel({ id, launcher, onClose, words }: Props) {
  const router = useRouter();
  const uid = useId();
  const inputId = `${uid}-q`;
  const listboxId = `${uid}-list`;
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { index, failed } = useSiteIndex();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  useEffect(() => inputRef.current?.focus(), []);

  // A press anywhere outside closes the search (focus leaving by keyboard is handled in onBlur).
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !launcher.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [launcher, onClose]);

  const trimmed = query.trim();
  const hits = useMemo(() => (index && trimmed ? search(index, trimmed, MAX_SUGGESTIONS).hits : []), [index, trimmed]);
  const options: SuggestionOption[] = trimmed
    ? [
        ...hits.map((hit, i) => ({ id: `${listboxId}-${i}`, href: hit.url, hit })),
        { id: `${listboxId}-all`, href: `/search?q=${encodeURIComponent(trimmed)}`, hit: null },
      ]
    : [];
  const open = expanded && options.length > 0;
  const activeOption = open && active >= 0 ? options[active] : undefined;

  // Announced once typing pauses, not on every key.
  const message = !trimmed
    ? ''
    : failed
      ? searchPanel.failed
      : !index
        ? searchPanel.loading
        : hits.length
          ? searchPanel.count(hits.length)
          : searchPanel.none;
  useEffect(() => {
    const timer = setTimeout(() => setStatus(message), 400);
    return () => clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  function move(step: 1 | -1) {
    setExpanded(true);
    if (!open) return setActive(step === 1 ? 0 : options.length - 1);
    setActive((current) => (current < 0 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!options.length) return;
        event.preventDefault();
        if (event.altKey) setExpanded(event.key === 'ArrowDown');
        else move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (!activeOption) return; // the form submits: the results page
        event.preventDefault();
        // A click on the option's link: the same navigation as a pointer, a #fragment included.
        document.getElementById(activeOption.id)?.click();
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        if (open) {
          setExpanded(false);
          setActive(-1);
        } else if (query) setQuery('');
        else onClose(true);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        setActive(-1); // the caret moves in the text box, and so does the visual focus
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) return;
    onClose(false);
    router.push(`/search?q=${encodeURIComponent(trimmed)}`);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && !panelRef.current?.contains(next) && !launcher.current?.contains(next)) onClose(false);
  }

  return (
    <div
      id={id}
      ref={panelRef}
      className={styles.panel}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(true); // from the close button; the box handles its own
      }}
    >
      <div className={`container ${styles.inner}`}>
        <form action="/search" method="get" role="search" onSubmit={onSubmit}>
          <label htmlFor={inputId} className={styles.label}>
            {words.label}
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="text"
              name="q"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-activedescendant={activeOption?.id}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={200}
              placeholder={words.placeholder || undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setExpanded(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={styles.close} onClick={() => onClose(true)}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{searchPanel.close}</span>
            </button>
          </div>
        </form>
        <div id={listboxId} role="listbox" aria-label={searchPanel.listLabel} className={styles.listbox} hidden={!open} data-lenis-prevent>
          {options.map((option, i) => (
            <Suggestion key={option.id} {...option} query={trimmed} active={i === active} onChoose={() => onClose(false)} />
          ))}
        </div>
        <p role="status" className="visually-hidden">
          {status}
        </p>
      </div>
    </div>
  );
}
