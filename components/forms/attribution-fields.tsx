'use client';

import { useRef } from 'react';
import { ATTRIBUTION_FIELDS, UTM_FIELDS } from '@/lib/analytics/fields';
import { landingOf } from '@/lib/source-page';
import { useFormData } from './use-form-data';

/**
 * How the visitor arrived, sent with the form: the UTM values and the referrer's host of the page the form was sent
 * from, or, after navigating inside the site, of the page this tab landed on (kept in memory by lib/source-page.ts,
 * never in the browser's storage). Raw here, cleaned on the server (lib/analytics/attribution.ts), so the form's
 * script stays small. `values` are what the server already knows (the answers of a form sent back with errors).
 * Without JavaScript the server reads the form page's own address, which the browser names in the post's Referer.
 */
export function AttributionFields({ values }: { values: Partial<Record<string, string>> }) {
  const ref = useRef<HTMLInputElement>(null);
  useFormData(ref, (data) => {
    if (ATTRIBUTION_FIELDS.some((name) => data.get(name))) return;
    // document.referrer stays the landing page's after in-app navigation: it only goes with that page's address.
    const landing = landingOf() ?? { href: location.href, referrer: document.referrer };
    try {
      const url = new URL(landing.href);
      for (const name of UTM_FIELDS) data.set(name, url.searchParams.get(name) ?? '');
      data.set('landing_page', url.pathname);
      const from = landing.referrer ? new URL(landing.referrer).host : '';
      data.set('referrer_host', from === location.host ? '' : from);
    } catch {
      // an address that does not parse: nothing to say about the visit
    }
  });
  return (
    <>
      {ATTRIBUTION_FIELDS.map((name, i) => (
        <input key={name} ref={i === 0 ? ref : undefined} type="hidden" name={name} value={values[name] ?? ''} />
      ))}
    </>
  );
}
