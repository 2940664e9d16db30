'use client';

import { useState } from 'react';

interface Props {
  /** what moves, e.g. 'talent carousel': read as 'Pause talent carousel' */
  label: string;
  className?: string;
}

/**
 * Pauses and resumes the autoplay of the nearest `[data-autoplay]` ancestor by setting `data-paused`
 * on it; CSS animations and scripted carousels both read that attribute.
 */
export function PauseButton({ label, className = '' }: Props) {
  const [paused, setPaused] = useState(false);
  return (
    <button
      type="button"
      className={`pause-button ${className}`}
      onClick={(event) => {
        const host = event.currentTarget.closest<HTMLElement>('[data-autoplay]');
        const next = !paused;
        host?.toggleAttribute('data-paused', next);
        setPaused(next);
      }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        {paused ? <path d="M3 1.5v11l9-5.5z" fill="currentColor" /> : <path d="M3 1h3v12H3zM8 1h3v12H8z" fill="currentColor" />}
      </svg>
      <span className="visually-hidden">{`${paused ? 'Play' : 'Pause'} ${label}`}</span>
    </button>
  );
}
