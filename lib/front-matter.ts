/** Splits a Markdown file into its front matter (one `key: JSON value` per line) and body. */
export function parseFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('missing front matter block');
  const data: Record<string, unknown> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`front matter line without a key: ${line}`);
    const key = line.slice(0, colon).trim();
    const raw = line.slice(colon + 1).trim();
    try {
      data[key] = JSON.parse(raw);
    } catch {
      throw new Error(`front matter value of ${key} is not valid JSON: ${raw}`);
    }
  }
  return { data, body: match[2] };
}
