'use client';

import { Link } from '@/components/ui/link';
import type { ComponentProps, PointerEvent } from 'react';

/** A link button whose ripple grows from wherever the pointer enters and follows it. */
export function RippleLink({ className = '', ...props }: ComponentProps<typeof Link>) {
  function follow(event: PointerEvent<HTMLAnchorElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.style.setProperty('--ripple-x', `${event.clientX - box.left}px`);
    event.currentTarget.style.setProperty('--ripple-y', `${event.clientY - box.top}px`);
  }
  return (
    <Link
      {...props}
      className={`button ripple ${className}`}
      onPointerEnter={follow}
      onPointerMove={follow}
      onPointerLeave={follow}
    />
  );
}
