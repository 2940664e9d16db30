'use client';

import { useRef } from 'react';
import { ATTRIBUTION_FIELDS, attributionOf, type Attribution } from '@/lib/analytics/attribution';
import { landingOf } from '@/lib/source-page';
import { useFormData } from './use-form-data';

/**
 * How the visitor arrived, sent with the form (lib/analytics/attribution.ts): the UTM values and referrer host of the
 * page the form was sent from, or, after navigating inside the site, of the page this tab landed on (kept in
 * memory by lib/source-page.ts, never in the browser's storage). `values` are what the server already knows (the
 * answers of a form sent back with errors). Without JavaScript the server reads the form page's own address, which
 * the browser names in the post's Referer (server/services/leads.ts).
 */
export function AttributionFields({ values }: { values: Partial<Record<string, string>> }) {
  const ref = useRef<HTMLInputElement>(null);
  useFormData(ref, (data) => {
    if (ATTRIBUTION_FIELDS.some((name) => data.get(name))) return;
    // document.referrer stays the landing page's after in-app navigation, so it only counts with this page's own address.
    const landing = landingOf();
    const navigated = landing !== null && landing.href !== location.href;
    const source: Attribution = navigated ? attributionOf(landing.href, landing.referrer) : attributionOf(location.href, document.referrer);
    for (const name of ATTRIBUTION_FIELDS) if (source[name]) data.set(name, source[name]);
  });
  return (
    <>
      {ATTRIBUTION_FIELDS.map((name, i) => (
        <input key={name} ref={i === 0 ? ref : undefined} type="hidden" name={name} value={values[name] ?? ''} />
      ))}
    </>
  );
}
