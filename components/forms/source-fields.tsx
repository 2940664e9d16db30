'use client';

import { useRef } from 'react';
import { SOURCE_PAGE_FIELD, visitorSourcePage } from '@/lib/visitor-source-page';
import { useFormData } from './use-form-data';

/**
 * The on-site page the visitor came from, sent with the form (lib/visitor-source-page.ts; the server checks it by
 * lib/source-page.ts). `value` is what the server knows (a 'Start a project like this' link says it); else, with
 * JavaScript, the page of our site the visitor was on before is added as the form is sent (useFormData), read then
 * because a client-side navigation updates the address only after the page has rendered.
 */
export function SourcePageField({ value }: { value?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useFormData(ref, (data) => {
    if (data.get(SOURCE_PAGE_FIELD)) return;
    const path = visitorSourcePage();
    if (path) data.set(SOURCE_PAGE_FIELD, path);
  });
  return <input ref={ref} type="hidden" name={SOURCE_PAGE_FIELD} value={value ?? ''} />;
}
