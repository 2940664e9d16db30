'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * next/link that prefetches when the visitor shows intent (hover, focus or touch) instead of as soon as
 * it scrolls into view: a page with thirty links then loads only its own code up front (the pattern of
 * the Next.js prefetching guide, 'Hover-triggered prefetch').
 */
export function Link({ onMouseEnter, onFocus, onTouchStart, prefetch, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
