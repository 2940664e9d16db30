'use client';

import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, labelId, TextArea } from '@/components/forms/fields';
import { mediaUrl, mediaWidths, type MediaItem } from '@/lib/media';
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
  /** the media library: what the toolbar's Image button offers */
  media?: MediaItem[];
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
          {rich && <Toolbar editor={editor} media={props.media ?? []} />}
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

/** Where a link may go: the web (https, http), an e-mail or phone link, or a path on this site. */
export function linkProblem(address: string): string | null {
  const value = address.trim();
  if (!value) return 'Give the link’s address.';
  if (/^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]{3,}|\/(?![/\\])\S*|#[\w-]+)$/i.test(value)) return null;
  return 'A link is a web address (https://…), an e-mail (mailto:name@example.com), a phone number (tel:+1…) or a path on this site (/work).';
}

/** The Markdown for a library image: its widest WebP, its size in the fragment (lib/markdown.ts draws it with it). */
export function libraryImageSource(item: Pick<MediaItem, 'hash' | 'width' | 'height'>): string {
  return `${mediaUrl(item.hash, mediaWidths(item.width).at(-1)!, 'webp')}#${item.width}x${item.height}`;
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

type Panel = 'link' | 'image' | null;

/**
 * The formatting toolbar (WAI-ARIA toolbar: one Tab stop, the arrow keys, Home and End move between its buttons), in
 * one row that scrolls sideways on a narrow screen; the Markdown shortcuts (## , **, - ) work as well. Link and Image
 * open a small form below it; Escape closes it and returns to the text.
 */
function Toolbar({ editor, media }: { editor: Editor; media: MediaItem[] }) {
  const [focused, setFocused] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
  const bar = useRef<HTMLDivElement>(null);
  const buttons: { label: string; active: boolean; run: () => void; expanded?: boolean }[] = [
    ...BUTTONS.map((button) => ({ label: button.label, active: button.active(editor), run: () => button.run(editor) })),
    { label: 'Link', active: editor.isActive('link') || panel === 'link', expanded: panel === 'link', run: () => setPanel(panel === 'link' ? null : 'link') },
    { label: 'Image', active: panel === 'image', expanded: panel === 'image', run: () => setPanel(panel === 'image' ? null : 'image') },
  ];
  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = buttons.length - 1;
    const to = { ArrowRight: focused === last ? 0 : focused + 1, ArrowLeft: focused === 0 ? last : focused - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setFocused(to);
    const target = bar.current?.querySelectorAll('button')[to];
    target?.focus();
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  const close = () => {
    setPanel(null);
    editor.commands.focus();
  };
  return (
    <div className={styles.tools}>
      <div ref={bar} role="toolbar" aria-label="Formatting" className={styles.toolbar} onKeyDown={move}>
        {buttons.map((button, index) => (
          <button
            key={button.label}
            type="button"
            className={styles.tool}
            tabIndex={index === focused ? 0 : -1}
            onFocus={() => setFocused(index)}
            aria-pressed={button.expanded === undefined ? button.active : undefined}
            aria-expanded={button.expanded}
            onClick={button.run}
          >
            {button.label}
          </button>
        ))}
      </div>
      {panel === 'link' && <LinkForm editor={editor} close={close} />}
      {panel === 'image' && <ImageForm editor={editor} media={media} close={close} />}
    </div>
  );
}

/** The link's address for the selected text (or the link under the caret); Remove link takes it off. */
function LinkForm({ editor, close }: { editor: Editor; close: () => void }) {
  const id = useId();
  const [address, setAddress] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  function apply() {
    const wrong = linkProblem(address);
    setProblem(wrong);
    if (wrong) return;
    const href = address.trim();
    if (editor.state.selection.empty && !editor.isActive('link')) editor.chain().focus().insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    close();
  }
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={styles.panel} onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), close())}>
      <label id={`${id}-label`} htmlFor={`${id}-address`}>
        Link address
      </label>
      <input
        id={`${id}-address`}
        type="text"
        inputMode="url"
        autoFocus
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), apply())}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.panelActions}>
        <button type="button" className={styles.tool} onClick={apply}>
          Apply link
        </button>
        {editor.isActive('link') && (
          <button type="button" className={styles.tool} onClick={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), close())}>
            Remove link
          </button>
        )}
        <button type="button" className={styles.tool} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** An image of the media library, with its alt text; one without alt text (or a decorative mark) is not offered. */
function ImageForm({ editor, media, close }: { editor: Editor; media: MediaItem[]; close: () => void }) {
  const id = useId();
  const ready = media.filter((item) => item.decorative || item.alt.trim());
  const [chosen, setChosen] = useState(ready[0]?.id ?? '');
  function insert() {
    const item = ready.find((each) => each.id === chosen);
    if (!item) return;
    editor.chain().focus().setImage({ src: libraryImageSource(item), alt: item.decorative ? '' : item.alt }).run();
    close();
  }
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={styles.panel} onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), close())}>
      <label id={`${id}-label`} htmlFor={`${id}-image`}>
        Image from the media library
      </label>
      {ready.length ? (
        <select id={`${id}-image`} autoFocus value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {ready.map((item) => (
            <option key={item.id} value={item.id}>
              {item.filename}: {item.decorative ? 'decorative' : item.alt}
            </option>
          ))}
        </select>
      ) : (
        <p className={styles.problem}>No image of the library has alt text yet: add it under Media, then insert the image here.</p>
      )}
      <div className={styles.panelActions}>
        {ready.length > 0 && (
          <button type="button" className={styles.tool} onClick={insert}>
            Insert image
          </button>
        )}
        <button type="button" className={styles.tool} onClick={close}>
          Cancel
        </button>
      </div>
    </div>
  );
}
