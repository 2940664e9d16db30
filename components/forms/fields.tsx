'use client';

import { useRef, type ReactNode, type Ref } from 'react';
import type { Option } from '@/lib/validation/options';
import styles from './forms.module.css';
import { useFormData } from './use-form-data';

interface Common {
  name: string;
  label: string;
  errors?: string[];
  hint?: ReactNode;
  /**
   * 'when shown': marked required, and required by the schema, but not by the browser's own check: for a box
   * CSS shows only after a choice (the quote form's 'Other' boxes), as a hidden required box would stop the form.
   */
  required?: boolean | 'when shown';
  /** what the label says instead of "(optional)" for a field not required to save but needed later ("required to publish") */
  neededFor?: string;
  autoFocus?: boolean;
  className?: string;
}

const errorId = (name: string) => `${name}-error`;
const hintId = (name: string) => `${name}-hint`;
/** The label's id, so a control drawn beside the field (the rich Markdown editor) can take its name from it. */
export const labelId = (name: string) => `${name}-label`;

export function describedBy(name: string, errors?: string[], hint?: ReactNode) {
  return [hint ? hintId(name) : '', errors?.length ? errorId(name) : ''].filter(Boolean).join(' ') || undefined;
}

export function ErrorList({ name, errors }: { name: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={errorId(name)} className={styles.errors}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The attributes every control shares: identity, required, focus and its error/hint wiring. */
function controlProps({ name, errors, hint, required, autoFocus }: Omit<Common, 'neededFor'>) {
  return {
    id: name,
    name,
    required: required === true,
    'aria-required': required === 'when shown' || undefined,
    autoFocus,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy(name, errors, hint),
  } as const;
}

function Frame({ name, label, errors, hint, required, neededFor, className = '', children }: Common & { children: ReactNode }) {
  return (
    <div className={`${styles.field} ${className}`} data-invalid={errors?.length ? true : undefined}>
      <label htmlFor={name} id={labelId(name)} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> ({neededFor ?? 'optional'})</span>}
      </label>
      {hint && (
        <p id={hintId(name)} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <ErrorList name={name} errors={errors} />
    </div>
  );
}

type InputProps = Common & { type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date' | 'datetime-local' | 'search' | 'url'; defaultValue?: string; autoComplete?: string; maxLength?: number; min?: number; max?: number; step?: number | 'any' };

export function TextField({ type = 'text', defaultValue, autoComplete, maxLength, min, max, step, ...common }: InputProps) {
  return (
    <Frame {...common}>
      <input {...controlProps(common)} type={type} defaultValue={defaultValue} autoComplete={autoComplete} maxLength={maxLength} min={min} max={max} step={step} className={styles.input} />
    </Frame>
  );
}

/** `hidden` and `children` let an enhancement (components/admin/content/markdown-field.tsx) stand in for the textarea it keeps. */
export function TextArea({ defaultValue, maxLength, ref, hidden, children, ...common }: Common & { defaultValue?: string; maxLength?: number; ref?: Ref<HTMLTextAreaElement>; hidden?: boolean; children?: ReactNode }) {
  return (
    <Frame {...common}>
      <textarea ref={ref} {...controlProps(common)} defaultValue={defaultValue} maxLength={maxLength} rows={5} hidden={hidden} className={styles.input} />
      {children}
    </Frame>
  );
}

export function SelectField({ options, defaultValue, ...common }: Common & { options: readonly Option[]; defaultValue?: string }) {
  return (
    <Frame {...common}>
      <select
        // React applies a select's defaultValue only when it mounts, and resets the form after an action: with the
        // answer's values the select must mount again, or the reset takes it back to the choice it was shown with.
        key={defaultValue ?? ''}
        {...controlProps(common)}
        defaultValue={defaultValue ?? ''}
        className={styles.input}
      >
        <option value="" disabled>
          Choose one
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function FileField({ accept, multiple, onFiles, ...common }: Common & { accept: string; multiple?: boolean; onFiles?: (files: File[]) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  // With no file chosen the browser still sends an empty part, which Next's Server Action decoder turns into a
  // 0-byte file named "undefined": leave the field out of the data instead, as a form without files would.
  useFormData(ref, (data, input) => {
    if (!input.files?.length) data.delete(input.name);
  });
  return (
    <Frame {...common}>
      <input
        ref={ref}
        {...controlProps(common)}
        type="file"
        accept={accept}
        multiple={multiple}
        className={styles.file}
        onChange={(event) => onFiles?.(Array.from(event.target.files ?? []))}
      />
    </Frame>
  );
}

/** A field bots fill and people never see: hidden from view, from assistive tech and from the Tab order. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={name}>Leave this empty</label>
      <input id={name} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
