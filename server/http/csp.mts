// Hash-based Content-Security-Policy for the inline scripts of each HTML page.
//
// Next writes its bootstrap and its RSC payload as inline <script> elements, different on every page, so
// the policy in next.config.ts (lib/security-headers.ts) allows scripts from 'self' only, and the server adds
// the SHA-256 of each inline script of the page it sends (CSP Level 2 hash sources). A script anyone manages
// to inject into a page then does not run: its hash is not in the header. The server sees every page whole
// (server/http/html-rewrite.mts holds them), so it hashes exactly the bytes the browser will run.
// Only erasable TypeScript syntax: this file runs under Node's type stripping (scripts/server.mjs).
import { createHash } from 'node:crypto';

/** An inline script: no src attribute, any content. Scripts cannot nest, and `</script` always ends one. */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;

/** The text of every inline script in a document, in order (external scripts are allowed by 'self'). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) if (!/\ssrc\s*=/i.test(attributes)) scripts.push(text);
  return scripts;
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
