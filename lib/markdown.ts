import 'server-only';
import { Marked } from 'marked';
import { escapeHtml } from './html';


// Posts are ours, but raw HTML in Markdown is still printed as text: nothing in a post can inject markup.
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
