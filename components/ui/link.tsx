'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps, MouseEvent, SyntheticEvent } from 'react';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; prefetch?: boolean };

/** A click the browser keeps: another tab or window, a download, a modified or non-primary click, another site. */
function browserKeeps(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== location.origin
  );
}

/**
 * An internal link: a real <a> (it works before hydration and without JavaScript) that, once hydrated, moves
 * through the App Router on a plain click and prefetches the route when the visitor shows intent (hover, focus or
 * touch) instead of as soon as it scrolls into view. This is next/link "ejected" onto useRouter, as the Next.js
 * prefetching guide shows ('Extending or ejecting link'): the router's push and prefetch are in every page's
 * framework code already, whereas next/link added about 3 KB (gzip) to every page's first load for features the
 * site does not use (viewport prefetching, link status, legacy children, URL objects).
 */
export function Link({ href, prefetch, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const intent = () => {
    if (prefetch === false || !href.startsWith('/') || href.startsWith('//')) return;
    try {
      router.prefetch(href);
    } catch {
      // a prefetch is only a head start: the click still navigates
    }
  };
  const withIntent =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      intent();
    };
  return (
    <a
      {...props}
      href={href}
      onMouseEnter={withIntent(onMouseEnter)}
      onFocus={withIntent(onFocus)}
      onTouchStart={withIntent(onTouchStart)}
      onClick={(event) => {
        onClick?.(event);
        if (browserKeeps(event)) return;
        event.preventDefault();
        router.push(href);
      }}
    />
  );
}
