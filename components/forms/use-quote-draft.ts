'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { DraftKeeper } from './quote-draft';
import { DRAFT_KEY } from './quote-draft-key';

interface Options {
  /** the answer's version once the form was sent (then the draft is forgotten), else 0 */
  sentVersion: number;
  /** fields the page's URL filled in: a draft written on another URL does not override them */
  fromUrl: readonly string[];
}

function hasDraft() {
  try {
    return Boolean(localStorage.getItem(DRAFT_KEY));
  } catch {
    return false; // storage blocked: no draft, and none will be kept
  }
}

/**
 * Keeps the quote form's answers as a draft in this browser (quote-draft.ts): restored on load, saved as the visitor
 * types, forgotten once sent or when they clear the form. That module is loaded only when a draft is waiting or the
 * visitor first changes an answer (the form's onInput calls `start`; what they typed while it loads is kept too).
 * `note` says what just happened.
 */
export function useQuoteDraft(formRef: RefObject<HTMLFormElement | null>, { sentVersion, fromUrl }: Options) {
  const [note, setNote] = useState<'restored' | 'cleared' | null>(null);
  const keeper = useRef<Promise<DraftKeeper | null> | null>(null);
  const kept = useRef<DraftKeeper | null>(null);

  const start = () =>
    (keeper.current ??= import('./quote-draft').then(
      ({ keepDraft }) =>
        formRef.current &&
        (kept.current = keepDraft(formRef.current, {
          fromUrl,
          onRestored: () => setNote('restored'),
          onInput: () => setNote((current) => (current === 'cleared' ? null : current)),
        })),
      () => (keeper.current = null), // offline for a moment: try again on the next use
    ));

  useEffect(() => {
    // The first localStorage read of a page load can take milliseconds: at an idle moment, not during hydration.
    const check = () => hasDraft() && start();
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(check, { timeout: 1000 }) : setTimeout(check, 0);
    return () => {
      (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle as number);
      kept.current?.stop(); // leaving for another page of the site: what is waiting is saved
    };
    // Once per form: the options it starts with are all it needs.
  }, []);

  useEffect(() => {
    if (!sentVersion) return;
    keeper.current?.then((draft) => draft?.forget());
    setNote(null);
  }, [sentVersion]);

  function clear() {
    start().then((draft) => {
      draft?.clear();
      setNote('cleared');
    });
  }

  return { note, clear, start };
}
