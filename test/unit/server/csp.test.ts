// Which inline scripts the CSP allows: React's streaming runtime (written when a Suspense boundary finishes, or
// switches to client rendering, after the shell) is React's own code, taken by its exact text from react-dom's
// server build; anything that only looks like it is not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFizzScript, isOwnScript } from '@/server/serving/csp.mts';

const build = readFileSync(path.join(path.dirname(require.resolve('react-dom/server.node')), 'cjs/react-dom-server.node.production.js'), 'utf8');
const clientRender = [...build.matchAll(/'(\$RX=[^'\\]*)'/g)][0][1];

describe("React's streaming scripts", () => {
  it('are allowed as React writes them: its runtime, then calls with plain arguments', () => {
    expect(isFizzScript(`${clientRender}$RX("B:0","","Switched to client rendering because the server rendering errored","")`)).toBe(true);
    expect(isOwnScript('$RX("B:1","digest","","")')).toBe(true);
  });

  it('are refused when they carry anything else', () => {
    expect(isFizzScript('$RX=function(){fetch("//evil.example")};$RX("a")')).toBe(false);
    expect(isFizzScript('$RX("a");alert(1)')).toBe(false);
    expect(isFizzScript(`${clientRender}alert(1)`)).toBe(false);
    expect(isOwnScript('alert(1)')).toBe(false);
  });
});
