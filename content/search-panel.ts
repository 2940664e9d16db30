/**
 * The header's search combobox: its list's name, its close button and what it announces. Its box's label and
 * placeholder and the header's search button are the studio's search page (passed down from the server: the
 * header reads them with the page); these few stay the code's. Imported by the combobox's client code, so this
 * module imports nothing: no page's script carries another content module for it.
 */
export const searchPanel = {
  listLabel: 'Suggestions',
  close: 'Close search',
  loading: 'Loading suggestions…',
  failed: 'Suggestions could not be loaded. Press Enter to see all results.',
  none: 'No quick matches. Press Enter to search everything, open jobs included.',
  count: (count: number) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrows to choose.`,
  all: (query: string) => `See all results for “${query}”`,
  allNote: 'Open jobs included',
};
