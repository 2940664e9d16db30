import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link';

/**
 * A link to a search result. One with a #fragment (an FAQ answer, an industry) is a plain link, so the
 * browser scrolls to it and fires hashchange, which opens the FAQ's answer (components/ui/accordion.tsx).
 */
export function ResultLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return href.includes('#') ? <a href={href} {...props} /> : <Link href={href} {...props} />;
}
