// Hash-based Content-Security-Policy for the inline scripts of each HTML page.
//
// Next writes its bootstrap and its RSC payload as inline <script> elements, different on every page, so
// the policy in next.config.ts (lib/security-headers.ts) allows scripts from 'self' only, and the server adds
// the SHA-256 of each inline script of the page it sends that the site's own code wrote (CSP Level 2 hash
// sources): Next's bootstrap and RSC payload, its runtime registration and icon mover, our <head> scripts
// (lib/inline-scripts.mts) and the chunk loader (script-loader.mts). Each is recognised by its exact text, or
// by its fixed frame around JSON that must parse, so nothing else can ride along in one. Any other inline
// script (one that got into rendered content, say) gets no hash and does not run. The server sees every page
// whole (server/serving/html-rewrite.mts holds them), so it hashes exactly the bytes the browser will run.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OWN_INLINE_SCRIPTS } from '../../lib/inline-scripts.mts';
import { isLoaderScript } from './script-loader.mts';

/** An inline script: no src attribute, any content. Scripts cannot nest, and `</script` always ends one. */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;

/** The text of every inline script in a document, in order (external scripts are allowed by 'self'). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) if (!/\ssrc\s*=/i.test(attributes)) scripts.push(text);
  return scripts;
}

/**
 * The text of every inline script in a document that the site's own code wrote, in order: the ones to allow.
 * Data blocks (JSON-LD) are left out: the browser does not run them. Anything else is left out and, the first
 * time such a script is seen, logged (a script Next starts writing in a later version shows up there).
 */
export function ownScripts(html: string, log: (line: string) => void = warnOnce): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    if (isOwnScript(text)) scripts.push(text);
    else log(`csp: an inline script that is not ours gets no hash: ${JSON.stringify(text.slice(0, 80))}`);
  }
  return scripts;
}

/** A `type` other than JavaScript's makes a script a data block, which is never run. */
function isDataBlock(attributes: string): boolean {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  if (!type) return false;
  const value = (type[1] ?? type[2] ?? type[3]).trim().toLowerCase();
  return value !== '' && value !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}

/** Next 16's bootstrap, with the form state of a Server Action answered without JavaScript after it. */
const NEXT_BOOTSTRAP = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)(?:;self\.__next_f\.push\(([\s\S]*)\))?$/;
/** A piece of the RSC payload: [1, text], [2, form state] or [3, base64]. */
const NEXT_PAYLOAD = /^self\.__next_f\.push\(([\s\S]*)\)$/;
/** Turbopack's runtime registration (`<script id="_R_">`): chunk paths and module ids. */
const TURBOPACK_RUNTIME = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
/** Moves streamed icons into <head> (next/dist/server/app-render/metadata-insertion). */
const NEXT_ICON_MOVER = `document.querySelectorAll('body link[rel="icon"], body link[rel="apple-touch-icon"]').forEach(el => document.head.appendChild(el))`;

/**
 * React's streaming runtime (a Suspense boundary completed or switched to client rendering after the shell, e.g.
 * when a page's data failed mid-render): its function definitions, exactly as react-dom's server build writes
 * them, read from that build; then calls such as `$RX("B:0","","message","")` with string arguments only.
 */
const FIZZ_DEFINITIONS: readonly string[] = (() => {
  try {
    // The package's exports hide its cjs folder: find the package by an entry it exports.
    const root = path.dirname(createRequire(import.meta.url).resolve('react-dom/server.node'));
    const file = path.join(root, 'cjs/react-dom-server.node.production.js');
    return [...new Set([...readFileSync(file, 'utf8').matchAll(/'(\$R[A-Z]=[^'\\]*)'/g)].map((m) => m[1]))].sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
})();
const FIZZ_ARGUMENT = String.raw`(?:"(?:[^"\\]|\\.)*"|null|-?\d+)`;
const FIZZ_CALLS = new RegExp(`^(?:;?\\$R[A-Z]\\(${FIZZ_ARGUMENT}(?:,${FIZZ_ARGUMENT})*\\);?)+$`);

export function isFizzScript(text: string): boolean {
  let rest = text;
  for (let found = true; found; ) {
    found = false;
    for (const definition of FIZZ_DEFINITIONS) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        found = true;
      }
    }
  }
  return FIZZ_CALLS.test(rest);
}

export function isOwnScript(text: string): boolean {
  if (OWN_INLINE_SCRIPTS.includes(text) || text === NEXT_ICON_MOVER || isLoaderScript(text) || isFizzScript(text)) return true;
  const bootstrap = NEXT_BOOTSTRAP.exec(text);
  if (bootstrap) return bootstrap[1] === undefined || payloadPiece(parseJson(bootstrap[1]), 2);
  const payload = NEXT_PAYLOAD.exec(text);
  if (payload) return payloadPiece(parseJson(payload[1]));
  const runtime = TURBOPACK_RUNTIME.exec(text);
  if (runtime) return runtimeRegistration(parseJson(runtime[1]));
  return false;
}

/** [1, string], [3, string] or (after the bootstrap) [2, any JSON]: what Next's flight writer pushes. */
function payloadPiece(value: unknown, only?: number): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [kind, data] = value;
  if (only !== undefined) return kind === only;
  return (kind === 1 || kind === 3) && typeof data === 'string';
}

function runtimeRegistration(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, item]) => ['otherChunks', 'runtimeModuleIds'].includes(key) && Array.isArray(item) && item.every((each) => typeof each === 'string' || typeof each === 'number'));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const warned = new Set<string>();
function warnOnce(line: string) {
  if (warned.size > 100 || warned.has(line)) return;
  warned.add(line);
  console.warn(line);
}

/** A CSP hash source for a script's text (or its pieces, hashed as one string). */
export function scriptHash(text: string | readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const piece of typeof text === 'string' ? [text] : text) hash.update(piece);
  return `'sha256-${hash.digest('base64')}'`;
}

/**
 * The policy with script-src allowing exactly these hashes beside its other sources: any hash or
 * 'unsafe-inline' it had is replaced. A policy without script-src is returned unchanged (default-src rules).
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => !/^'(sha(256|384|512)-[^']*|unsafe-inline)'$/i.test(source));
      return [name, ...kept, ...new Set(hashes)].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}
