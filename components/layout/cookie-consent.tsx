'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { browserStorage, readConsent, writeConsent, type ConsentChoice } from '@/lib/consent';
import { whenIdle } from '@/lib/when-idle';
import styles from './cookie-consent.module.css';

/**
 * Asks once; the answer is remembered and the pop-up never returns. `title` and `text` come from the server
 * (content/consent.ts), so no page's script carries the consent wordings.
 */
export function CookieConsent({ title, text }: { title: string; text: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The first localStorage read of a page load can take several milliseconds (the browser opens the
    // store). The question can wait for an idle moment instead of lengthening hydration's effects.
    return whenIdle(() => setOpen(readConsent(browserStorage()) === null), { timeout: 1000, otherwiseAfter: 0 });
  }, []);

  if (!open) return null;

  function answer(choice: ConsentChoice) {
    writeConsent(browserStorage(), choice);
    setOpen(false);
  }

  return (
    <section className={styles.banner} aria-labelledby="cookie-title" aria-describedby="cookie-text">
      <h2 id="cookie-title" className={styles.title}>
        {title}
      </h2>
      <p id="cookie-text" className={styles.text}>
        {text} <Link href="/cookie-policy">Cookie policy</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={() => answer('declined')}>
          Decline
        </button>
        <button type="button" className="button" onClick={() => answer('accepted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
