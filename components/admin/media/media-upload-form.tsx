'use client';

import { useActionState, useEffect, useRef } from 'react';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@/lib/media';
import { initialFormState } from '@/lib/validation/form-state';
import { uploadMediaAction } from '@/server/actions/admin-media';
import { FileField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';
import { MediaAltFields } from './media-alt-fields';

/**
 * Uploads one image with its alt text. A plain multipart form post without JavaScript, the same Server Action
 * with it; a refusal keeps what was typed (the file must be chosen again: browsers never keep it).
 */
export function MediaUploadForm() {
  const [state, action, pending] = useActionState(uploadMediaAction, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.version > 0) message.current?.focus();
  }, [state.version]);
  const errors = state.fieldErrors;
  const tone = state.status === 'idle' || state.status === 'sent' ? 'idle' : 'error';
  return (
    <form action={action} className={styles.form} aria-label="Upload an image" aria-busy={pending} noValidate>
      <FormMessage tone={tone} message={state.message} ref={message} />
      <FileField
        name="file"
        label="Image"
        required
        accept={MEDIA_ACCEPT}
        hint={`JPEG, PNG, WebP or AVIF, up to ${MEDIA_MAX_BYTES / 1024 / 1024} MB. SVG is not accepted. Location and camera details are removed.`}
        errors={errors.file}
        className={styles.wide}
      />
      <MediaAltFields key={state.version} values={state.values} errors={errors} />
      <SubmitButton pending={pending} label="Upload image" />
    </form>
  );
}
