// scripts/compile-hints.mjs: after `next build`, the chunks every page starts with begin with V8's compile hint, once.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types (scripts/compile-hints.mjs), run by scripts/lib.mjs after next build
import { addCompileHints, COMPILE_HINT } from '../../../scripts/compile-hints.mjs';

let dist: string;
const chunk = (name: string) => path.join(dist, 'static/chunks', name);

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  for (const name of ['framework.js', 'runtime.js', 'admin-editor.js']) writeFileSync(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  writeFileSync(chunk('root.css'), 'body{margin:0}');
  const rootMainFiles = ['static/chunks/framework.js', 'static/chunks/runtime.js', 'static/chunks/root.css', 'static/chunks/missing.js'];
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles }));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it('puts the hint on its own first line of each root main script and leaves the code after it as it was', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(addCompileHints(dist)).toEqual(['static/chunks/framework.js', 'static/chunks/runtime.js']);
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push(["framework.js"]);`);
    expect(readFileSync(chunk('runtime.js'), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
  });

  it('leaves alone the chunks only some pages load, and stylesheets', () => {
    addCompileHints(dist);
    expect(readFileSync(chunk('admin-editor.js'), 'utf8')).toBe('(globalThis.TURBOPACK||[]).push(["admin-editor.js"]);');
    expect(readFileSync(chunk('root.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('marks a chunk once however often it runs', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(chunk('framework.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('does nothing where there is no build', () => {
    expect(addCompileHints(path.join(dist, 'nowhere'))).toEqual([]);
  });
});
