import { describe, expect, it } from 'vitest';
import { deferChunkScripts, LOADER, rewriteHtml } from '@/server/http/html-rewrite.mts';

// The shape of a page as Next 16 writes it: chunk scripts in <head>, a low-priority preload for the entry
// chunk, the entry's own async script and the RSC payload at the end of <body>, and the legacy polyfill.
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>' +
  '<title>Home - Navyug</title></head><body><h1>Hello</h1>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"payload"])</script></body></html>';

describe('deferChunkScripts', () => {
  const out = deferChunkScripts(PAGE);

  it('takes every chunk script and chunk preload out of the markup, once each, into one loader in <head>', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    const loaders = out.match(/<script>\(function\(d,urls\)[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(out.indexOf(loaders[0])).toBeLessThan(out.indexOf('</head>'));
    const urls = JSON.parse(/\}\)\(document,(\[.*\])\)<\/script>/.exec(loaders[0])![1]);
    expect(urls).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-1.js', '/_next/static/chunks/main.js']);
  });

  it('leaves everything else as it was: styles, the payload scripts, the legacy polyfill, the text', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"payload"])</script>',
      '<title>Home - Navyug</title>',
      '<h1>Hello</h1>',
    ])
      expect(out).toContain(kept);
  });

  it('returns a page without chunk scripts unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>hi</p></body></html>';
    expect(deferChunkScripts(plain)).toBe(plain);
  });
});

describe('the loader', () => {
  /** Runs the loader against a fake document and paint-timing API; returns what it appended. */
  function run({ hidden = false, paintTiming = true } = {}) {
    const appended: { src: string; async: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const timers: (() => void)[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    let observed: unknown;
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
      addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    const setTimeout = (fn: () => void) => timers.push(fn);
    new Function('document', 'PerformanceObserver', 'setTimeout', LOADER.replace('URLS', '["/a.js","/b.js"]'))(document, PerformanceObserver, setTimeout);
    const paint = (name: string) => observer!({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    return { appended, listeners, timers, paint, observed };
  }

  it('starts the scripts, async and once, in the task after the first contentful paint', () => {
    const { appended, timers, paint, observed } = run();
    expect(observed).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(timers).toHaveLength(0);
    paint('first-contentful-paint');
    expect(appended).toHaveLength(0);
    timers.forEach((fn) => fn());
    timers.forEach((fn) => fn());
    expect(appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
  });

  it('starts them at once in a background tab, where paint timing is missing, or when visibility changes', () => {
    expect(run({ hidden: true }).appended).toHaveLength(2);
    expect(run({ paintTiming: false }).appended).toHaveLength(2);
    const shown = run();
    shown.listeners.visibilitychange();
    expect(shown.appended).toHaveLength(2);
  });
});

describe('rewriteHtml', () => {
  it('rewrites HTML documents only', () => {
    const body = Buffer.from(PAGE);
    expect(rewriteHtml(body, { 'content-type': 'text/html; charset=utf-8' }).toString()).toBe(deferChunkScripts(PAGE));
    expect(rewriteHtml(body, { 'content-type': 'text/x-component' })).toBe(body);
    expect(rewriteHtml(body, {})).toBe(body);
  });
});
