import 'server-only';
import type { FieldSpec } from '@/lib/content/collections';
import { cellName } from '@/lib/content/form-values';

// The one check of a tool's icon, for every collection (the home page's technologies, a service's tech stack, any
// 'rows' field with a column of kind 'icon'): a name the site can draw, which app/icons/[name] serves from
// simple-icons. Applied by the studio's validate (server/content/studio.ts); kept on the server, as the icon set is
// too large to send to the editor's browser.

/**
 * simple-icons' index, loaded on the first check: the server imports the studio at start-up (its seed and scheduler),
 * and a static import would keep the 5 MB index (10 MB in memory) in every process that never saves an item.
 */
const lookup = async () => (await import('simple-icons')) as unknown as Record<string, { path?: string } | undefined>;

/** Whether `name` is a simple-icons export (`siReact`): what app/icons/[name] can serve and TechIcon draws. */
export async function isIconName(name: string): Promise<boolean> {
  if (!/^si[A-Z0-9]\w*$/.test(name)) return false;
  const icons = await lookup();
  return Object.hasOwn(icons, name) && typeof icons[name]?.path === 'string';
}

/** The message for an icon the site cannot draw (keyed by its row's cell: the editor says which row). */
const iconMessage = (icon: string) => `"${icon}" is not an icon of the set the site draws: give a simple-icons name such as siReact, or leave the icon empty.`;

/**
 * The messages for the icons of an item's fields, every bad one, each keyed by its cell as the studio's validate keys a
 * row's messages (`stack.3.icon`: row 3 of the rows saved, from 0): every column of kind 'icon' of the fields `specs`
 * describes. An empty icon is allowed (the tool's initials are drawn).
 */
export async function iconFieldErrors(specs: readonly FieldSpec[], fields: Record<string, unknown>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const spec of specs) {
    const columns = (spec.columns ?? []).filter((column) => column.kind === 'icon');
    const rows = fields[spec.name];
    if (!columns.length || !Array.isArray(rows)) continue;
    for (const [index, row] of (rows as unknown[]).entries()) {
      for (const column of columns) {
        const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[column.name] : undefined;
        const icon = typeof value === 'string' ? value.trim() : '';
        if (icon && !(await isIconName(icon))) errors[cellName(spec.name, index, column.name)] = iconMessage(icon);
      }
    }
  }
  return errors;
}
