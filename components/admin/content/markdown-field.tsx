'use client';

import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { describedBy, labelId, TextArea } from '@/components/forms/fields';
import type { Editor } from './rich-markdown';
import styles from './markdown-field.module.css';

interface Props {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  errors?: string[];
  defaultValue?: string;
  className?: string;
}

type Mode = 'plain' | 'rich';

/**
 * A Markdown field: a plain textarea, which is what the form sends, and once the page has hydrated a rich editor
 * beside it (Tiptap, loaded on demand). The textarea is hidden only when the editor is ready and is written on
 * every edit, so the form, its Server Action and its refusals work as they do without JavaScript. "Edit as plain
 * Markdown" shows the textarea again; a text the editor cannot hold whole (a table, raw HTML) stays plain.
 */
export function MarkdownField(props: Props) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const surface = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [mode, setMode] = useState<Mode>('plain');
  const [note, setNote] = useState('');
  const lib = useRef<typeof import('./rich-markdown') | null>(null);
  // The toolbar's pressed states follow the selection: draw again on each editor transaction.
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    let made: Editor | null = null;
    let gone = false;
    import('./rich-markdown').then(
      (module) => {
        const area = textarea.current;
        if (gone || !area || !surface.current) return;
        lib.current = module;
        made = module.createRichEditor({
          element: surface.current,
          markdown: area.value,
          attributes: surfaceAttributes(props),
          onChange: (markdown) => {
            area.value = markdown;
            area.dispatchEvent(new Event('input', { bubbles: true }));
          },
        });
        made.on('transaction', redraw);
        setEditor(made);
        if (module.holdsAll(made, area.value)) setMode('rich');
        else setNote('This text has Markdown the rich editor cannot show (a table or HTML, say), so it is edited as plain Markdown.');
      },
      () => setNote('The rich editor could not be loaded; the text is edited as plain Markdown.'),
    );
    return () => {
      gone = true;
      made?.destroy();
    };
    // Once per mount: the content editor mounts the field again (a new key) after each answer.
  }, []);

  function toggle() {
    const area = textarea.current;
    if (!editor || !area || !lib.current) return;
    if (mode === 'rich') {
      setMode('plain');
      requestAnimationFrame(() => area.focus());
      return;
    }
    lib.current.setMarkdown(editor, area.value);
    if (!lib.current.holdsAll(editor, area.value)) {
      setNote('This text has Markdown the rich editor cannot show (a table or HTML, say), so it stays plain Markdown.');
      return;
    }
    setNote('');
    setMode('rich');
    requestAnimationFrame(() => editor.commands.focus());
  }

  const rich = mode === 'rich';
  return (
    <TextArea {...props} ref={textarea} hidden={rich}>
      {editor && (
        <div className={styles.bar}>
          {rich && <Toolbar editor={editor} />}
          <button type="button" className={styles.toggle} onClick={toggle} aria-describedby={note ? `${props.name}-note` : undefined}>
            {rich ? 'Edit as plain Markdown' : 'Edit as rich text'}
          </button>
        </div>
      )}
      {note && (
        <p id={`${props.name}-note`} className={styles.note} role="status">
          {note}
        </p>
      )}
      <div ref={surface} className={styles.surface} hidden={!rich} />
    </TextArea>
  );
}

/** The editing surface's role and name: a multi-line text box named by the field's label, described as it is. */
function surfaceAttributes({ name, errors, hint, required }: Props): Record<string, string> {
  const description = describedBy(name, errors, hint);
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId(name),
    ...(description && { 'aria-describedby': description }),
    ...(required && { 'aria-required': 'true' }),
    ...(errors?.length && { 'aria-invalid': 'true' }),
    class: styles.prose,
  };
}

const BUTTONS: { label: string; active: (e: Editor) => boolean; run: (e: Editor) => void }[] = [
  { label: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Subheading', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: 'Code block', active: (e) => e.isActive('codeBlock'), run: (e) => e.chain().focus().toggleCodeBlock().run() },
];

/** A group of real buttons (each a Tab stop) that say whether their format is on; the Markdown shortcuts (## , **, - ) work as well. */
function Toolbar({ editor }: { editor: Editor }) {
  return (
    <div role="group" aria-label="Formatting" className={styles.toolbar}>
      {BUTTONS.map((button) => (
        <button key={button.label} type="button" className={styles.tool} aria-pressed={button.active(editor)} onClick={() => button.run(editor)}>
          {button.label}
        </button>
      ))}
    </div>
  );
}
