'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { mediaUrl, mediaWidths, type MediaItem } from '@/lib/media';
import { initialFormState } from '@/lib/validation/form-state';
import { saveMediaAction } from '@/server/actions/admin-media';
import { TextField } from '@/components/forms/fields';
import { FormMessage, SubmitButton } from '@/components/forms/form-message';
import styles from '@/components/forms/forms.module.css';
import picker from './media-edit-form.module.css';
import { MediaAltFields } from './media-alt-fields';

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/**
 * An image's alt text, decorative mark and focal point. The focal point is two numbers (0 to 1 across and down),
 * which work without JavaScript; with it, clicking the preview sets them, and the crops beside it follow.
 */
export function MediaEditForm({ media }: { media: MediaItem }) {
  const [state, action, pending] = useActionState(saveMediaAction, initialFormState);
  const message = useRef<HTMLDivElement>(null);
  const values: Record<string, string> = { alt: media.alt, decorative: media.decorative ? 'on' : '', focal_x: String(media.focalX), focal_y: String(media.focalY), ...state.values };
  const [focal, setFocal] = useState({ x: values.focal_x, y: values.focal_y });
  // A click on the preview remounts the two number fields with the new point; typing in them moves the crops.
  const [picked, setPicked] = useState(0);
  useEffect(() => {
    if (state.version === 0) return;
    message.current?.focus();
    setFocal({ x: values.focal_x, y: values.focal_y });
    // only when an answer arrives
  }, [state.version]);
  const errors = state.fieldErrors;
  const tone = state.status === 'idle' || state.status === 'sent' ? 'idle' : 'error';
  const widths = mediaWidths(media.width);
  const preview = mediaUrl(media.hash, widths.find((w) => w >= 960) ?? widths[widths.length - 1], 'webp');
  const position = `${Number(focal.x) * 100 || 0}% ${Number(focal.y) * 100 || 0}%`;

  const pick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocal({ x: String(clamp((event.clientX - box.left) / box.width)), y: String(clamp((event.clientY - box.top) / box.height)) });
    setPicked((count) => count + 1);
  };
  const typed = (event: FormEvent<HTMLFormElement>) => {
    const input = event.target as HTMLInputElement;
    if (input.name === 'focal_x') setFocal((now) => ({ ...now, x: input.value }));
    if (input.name === 'focal_y') setFocal((now) => ({ ...now, y: input.value }));
  };

  return (
    <form action={action} className={styles.form} aria-label="Image details" aria-busy={pending} noValidate onInput={typed}>
      <FormMessage tone={tone} message={state.message} ref={message} />
      <input type="hidden" name="id" value={media.id} />
      <MediaAltFields key={state.version} values={values} errors={errors} />
      <div className={`${styles.wide} ${picker.focal}`}>
        <div className={picker.frame}>
          {/* A pointer enhancement only: the two fields below set the same point by keyboard. */}
          <img src={preview} alt="" width={media.width} height={media.height} className={picker.preview} onClick={pick} />
          <span className={picker.marker} style={{ left: `${Number(focal.x) * 100}%`, top: `${Number(focal.y) * 100}%` }} aria-hidden="true" />
        </div>
        <div className={picker.crops} aria-hidden="true">
          <p className={styles.hint}>How crops keep it:</p>
          <img src={preview} alt="" className={picker.square} style={{ objectPosition: position }} />
          <img src={preview} alt="" className={picker.wide} style={{ objectPosition: position }} />
        </div>
      </div>
      <TextField
        key={`x${state.version}-${picked}`}
        name="focal_x"
        type="number"
        min={0}
        max={1}
        step={0.01}
        label="Focal point across"
        hint="0 is the left edge, 1 the right, 0.5 the centre. Crops keep this point in view; click the preview to set both."
        defaultValue={focal.x}
        errors={errors.focal_x}
      />
      <TextField key={`y${state.version}-${picked}`} name="focal_y" type="number" min={0} max={1} step={0.01} label="Focal point down" hint="0 is the top edge, 1 the bottom, 0.5 the centre." defaultValue={focal.y} errors={errors.focal_y} />
      <SubmitButton pending={pending} label="Save details" />
    </form>
  );
}
