'use client';

import { useEffect, useRef } from 'react';
import { SOURCE_PAGE_FIELD, visitorSourcePage } from '@/lib/source-page';

/**
 * The on-site page the visitor came from, sent with the form (lib/source-page.ts). `value` is what the server knows
 * (a 'Start a project like this' link says it); else, with JavaScript, the previous page of this tab on our site is
 * added as the form is sent (the `formdata` event fires for a native post, a Server Action and `new FormData(form)`
 * alike), read then because a client-side navigation updates the address only after the page has rendered.
 */
export function SourcePageField({ value }: { value?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const add = (event: FormDataEvent) => {
      if (event.formData.get(SOURCE_PAGE_FIELD)) return;
      const path = visitorSourcePage();
      if (path) event.formData.set(SOURCE_PAGE_FIELD, path);
    };
    form.addEventListener('formdata', add);
    return () => form.removeEventListener('formdata', add);
  }, []);
  return <input ref={ref} type="hidden" name={SOURCE_PAGE_FIELD} value={value ?? ''} />;
}
