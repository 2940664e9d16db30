// The rich Markdown editor itself: Tiptap with its Markdown extension. Only markdown-field.tsx loads this
// module, with import(), so Tiptap is a chunk of its own that only the content studio's editor page fetches
// (test/e2e/markdown-editor.spec.ts checks that no public page's scripts contain it).
import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';

export type { Editor };

interface Options {
  element: HTMLElement;
  markdown: string;
  /** the surface's attributes: its role, accessible name and description */
  attributes: Record<string, string>;
  onChange: (markdown: string) => void;
}

export function createRichEditor({ element, markdown, attributes, onChange }: Options): Editor {
  return new Editor({
    element,
    extensions: [
      // Underline has no Markdown syntax: left out, so no text can carry a mark the Markdown would drop.
      StarterKit.configure({ underline: false, link: { openOnClick: false, autolink: false } }),
      Image,
      Markdown,
    ],
    content: markdown,
    contentType: 'markdown',
    editorProps: { attributes },
    // Only an edit writes the textarea: opening a text and saving it unchanged sends it byte for byte as stored.
    onUpdate: ({ editor }) => onChange(editor.getMarkdown()),
  });
}

/** Replaces the editor's text (after editing it as plain Markdown) without counting it as an edit. */
export function setMarkdown(editor: Editor, markdown: string) {
  editor.commands.setContent(markdown, { contentType: 'markdown', emitUpdate: false });
}

const words = (text: string) => {
  const counts = new Map<string, number>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};

/**
 * Whether the editor holds all of `markdown`: each word (letters or digits) of the source is still in what the
 * editor would write back. Markdown it has no node for (a table, raw HTML) loses its words, and such a text is
 * edited as plain Markdown rather than have a rich edit silently drop part of it.
 */
export function holdsAll(editor: Editor, markdown: string): boolean {
  const kept = words(editor.getMarkdown());
  for (const [word, count] of words(markdown)) if ((kept.get(word) ?? 0) < count) return false;
  return true;
}
