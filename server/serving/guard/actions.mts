// Server Actions as Next would receive them: an id of this build, posted to a page that owns it (action-pages.mts),
// with arguments React's decoder can take; Next answers anything else with 500.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import type { IncomingMessage } from 'node:http';
import { OUT_OF_DATE_MESSAGE as OUT_OF_DATE } from '../../../lib/form-refusal.mts';
import { ownsAction, type ActionOwners } from '../action-pages.mts';
import { limit, Refusal } from './refusal.mts';

export { OUT_OF_DATE };

/**
 * A Server Action called by id (JavaScript's fetch) must name one of this build's actions, posted to one of
 * the pages that own it (Next would hand it on to its page as a request from this server: action-pages.mts).
 */
export function checkFetchAction(req: IncomingMessage, pathname: string, actionIds: ReadonlySet<string> | undefined, owners: ActionOwners | undefined) {
  const id = req.headers['next-action'];
  if (id === undefined || !actionIds || pathname.startsWith('/api/')) return;
  if (typeof id !== 'string' || !actionIds.has(id) || !ownsAction(owners, id, pathname)) throw new Refusal(404, OUT_OF_DATE, { 'x-nextjs-action-not-found': '1' });
}

/** A plain-valued call from JavaScript: React sends it as one JSON text; anything else makes Next's decoder throw (500). */
export function checkActionCall(text: string): void {
  const call = parseJson(text);
  if (!Array.isArray(call) || !plainReply(call)) throw new Refusal(400, 'The form could not be read: the action call is malformed.');
}

/**
 * A form posted without JavaScript: the action it names must exist here and belong to the page it was posted
 * to, and its bound arguments be plain.
 */
export function formActionProblem(fields: Map<string, string>, actionIds: ReadonlySet<string>, owns: (id: string) => boolean): string | null {
  // Next takes a multipart post to a page without an action for a broken one (and logs a stack).
  if (![...fields.keys()].some((name) => name.startsWith('$ACTION_ID_') || /^\$ACTION_\d+:0$/.test(name))) return 'no form action';
  for (const [name, value] of fields) {
    if (name === '0') continue;
    const byId = /^\$ACTION_ID_(.*)$/.exec(name);
    if (byId) {
      if (!actionIds.has(byId[1]) || !owns(byId[1])) return OUT_OF_DATE;
      continue;
    }
    if (/^\$ACTION_(REF_\d+|KEY)$/.test(name)) continue;
    const part = /^\$ACTION_(\d+):(\d+)$/.exec(name);
    if (!part) return `an unexpected field ${limit(name, 40)}`;
    const parsed = parseJson(value);
    if (parsed === undefined) return 'a malformed action field';
    if (part[2] !== '0') {
      if (!plainReply(parsed)) return 'an action argument it cannot take';
      continue;
    }
    const { id, bound } = (parsed ?? {}) as { id?: unknown; bound?: unknown };
    if (typeof id !== 'string' || !actionIds.has(id) || !owns(id)) return OUT_OF_DATE;
    if (bound !== null && bound !== undefined && !(typeof bound === 'string' && /^\$@\d+$/.test(bound) && fields.has(`$ACTION_${part[1]}:${bound.slice(2)}`))) return 'a malformed action field';
  }
  return null;
}

/** A Server Action called from JavaScript: its arguments (field 0) are plain values and FormData references. */
export function replyProblem(fields: Map<string, string>, names: string[]): string | null {
  const root = parseJson(fields.get('0') ?? '');
  if (!Array.isArray(root)) return 'an action call without its arguments';
  const formData = new Set<string>();
  if (!plainReply(root, formData)) return 'an action argument it cannot take';
  const prefixes = [...formData].map((id) => `_${id}_`);
  const stray = names.find((name) => name !== '0' && !prefixes.some((prefix) => name.startsWith(prefix)));
  return stray === undefined ? null : `an unexpected field ${limit(stray, 40)}`;
}

/**
 * Whether a decoded reply holds only what React's encoder writes for plain values: every string that starts
 * with `$` is an escaped `$$`, `$undefined`, or (where `formData` collects them) a FormData reference `$K<id>`.
 * Anything else is a reference into parts that are not there, which React's decoder throws on.
 */
function plainReply(value: unknown, formData?: Set<string>, depth = 0): boolean {
  if (depth > 32) return false;
  if (typeof value === 'string') {
    if (!value.startsWith('$') || value.startsWith('$$') || value === '$undefined') return true;
    const ref = /^\$K([0-9a-f]{1,8})$/.exec(value);
    if (ref && formData) formData.add(String(parseInt(ref[1], 16)));
    return Boolean(ref && formData);
  }
  if (value === null || typeof value !== 'object') return true;
  return Object.values(value).every((item) => plainReply(item, formData, depth + 1));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
