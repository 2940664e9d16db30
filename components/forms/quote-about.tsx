'use client';

import { useState } from 'react';
import type { QuotePrefill } from '@/lib/quote-prefill';
import { SOURCE_CONTEXT_FIELD } from '@/lib/visitor-source-page';
import styles from './forms.module.css';

/**
 * What a prefilled quote form was opened about (a service or case study), sent with it as `source_context`, and a
 * way to remove it. Only the prefilled route renders it, so the plain /get-quote does not carry its script.
 * Without JavaScript, Remove is a link to the plain form; with it, only the context goes and the answers stay.
 */
export function QuoteAbout({ about }: { about: NonNullable<QuotePrefill['about']> }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && (
        <p className={`${styles.wide} ${styles.about}`}>
          About: <strong>{about.title}</strong> ({about.kind}){' '}
          <a
            href="/get-quote"
            onClick={(event) => {
              event.preventDefault();
              const form = event.currentTarget.closest('form');
              setShown(false);
              history.replaceState(null, '', location.pathname);
              (form?.elements.namedItem('projecttype') as HTMLElement | null)?.focus();
            }}
          >
            Remove<span className="visually-hidden"> {about.title} from this request</span>
          </a>
        </p>
      )}
      <input type="hidden" name={SOURCE_CONTEXT_FIELD} value={shown ? about.key : ''} />
    </>
  );
}
