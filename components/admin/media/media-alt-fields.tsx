'use client';

import { useState } from 'react';
import { MEDIA_ALT_MAX } from '@/lib/media';
import { ErrorList, TextField } from '@/components/forms/fields';
import styles from '@/components/forms/forms.module.css';

/**
 * Alt text, or the explicit "decorative" mark: one of them is required (the server says so beside the field).
 * With JavaScript, ticking "Decorative" greys the alt text out, as it is then stored empty.
 */
export function MediaAltFields({ values, errors, autoFocus }: { values: Record<string, string | undefined>; errors: Record<string, string[] | undefined>; autoFocus?: 'alt' }) {
  const [decorative, setDecorative] = useState(values.decorative === 'on');
  return (
    <>
      <div className={styles.wide} style={decorative ? { opacity: 0.6 } : undefined}>
        <TextField
          name="alt"
          label="Alt text"
          required
          maxLength={MEDIA_ALT_MAX}
          hint="What the image shows, for people who cannot see it, in a sentence. Required unless the image is decorative."
          defaultValue={values.alt}
          errors={errors.alt}
          autoFocus={autoFocus === 'alt'}
        />
      </div>
      <div className={`${styles.field} ${styles.wide}`}>
        <div className={styles.check}>
          <input
            id="decorative"
            name="decorative"
            type="checkbox"
            defaultChecked={values.decorative === 'on'}
            aria-describedby="decorative-hint"
            onChange={(event) => setDecorative(event.target.checked)}
          />
          <label htmlFor="decorative">Decorative</label>
        </div>
        <p id="decorative-hint" className={styles.hint}>
          Tick only when the image adds nothing the text around it does not say (a texture, a flourish): screen readers then skip it.
        </p>
        <ErrorList name="decorative" errors={errors.decorative} />
      </div>
    </>
  );
}
