'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Calls `edit` with the data of the form `ref`'s input belongs to, each time that data is gathered: the `formdata`
 * event fires for a native post, a Server Action and `new FormData(form)` alike, so a field can add, change or
 * drop what is sent at that moment. Set up once, when the form has rendered.
 */
export function useFormData(ref: RefObject<HTMLInputElement | null>, edit: (data: FormData, input: HTMLInputElement) => void) {
  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    const listener = (event: FormDataEvent) => edit(event.formData, input);
    form.addEventListener('formdata', listener);
    return () => form.removeEventListener('formdata', listener);
    // Once per form: what each field adds is read when the data is gathered, not when the listener was made.
  }, []);
}
