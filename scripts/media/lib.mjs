// Shared helpers for scripts/generate-media.mjs: palette, seeded PRNG, SVG building blocks, output.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const P = {
  violet: '#5b3df5',
  orange: '#ff7a1a',
  red: '#f0435a',
  green: '#17b26a',
  ink: '#0f0f14',
  paper: '#f6f4ef',
  white: '#ffffff',
  lilac: '#e3dcff',
  peach: '#ffe2cc',
  rose: '#fdd9de',
  mint: '#d3f3e3',
  sand: '#ece6d8',
};
export const BRIGHT = [P.violet, P.orange, P.red, P.green];
export const SOFT = [P.lilac, P.peach, P.rose, P.mint, P.sand];
export const FONT = 'DejaVu Sans, sans-serif';

// ---------- deterministic randomness ----------
export function hashStr(str) {
  let h = 2166136261;
  for (let i = 0; i < str.length; i++) h = Math.imul(h ^ str.charCodeAt(i), 16777619);
  return h >>> 0;
}
/** mulberry32 PRNG with helpers; seed can be a number or string. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hashStr(seed) : seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  next.chance = (p) => next() < p;
  return next;
}

// ---------- colour ----------
const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) => '#' + c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
/** Linear mix of two hex colours, t in [0,1] (0 = a). */
export const mix = (a, b, t) => rgb2hex(hex2rgb(a).map((v, i) => v + (hex2rgb(b)[i] - v) * t));
export const tint = (c, t) => mix(c, '#ffffff', t);
export const shade = (c, t) => mix(c, '#000000', t);
/** Pick ink or white for text on a background. */
export function onColor(bg) {
  const [r, g, b] = hex2rgb(bg);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? P.ink : P.white;
}

// ---------- SVG building blocks ----------
const n = (v) => (Number.isInteger(v) ? v : +v.toFixed(1));
const attrs = (o = {}) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');

export const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>';
export const rect = (x, y, w, h, fill, o = {}) => `<rect${attrs({ x, y, width: w, height: h, fill, ...o })}/>`;
export const circle = (cx, cy, r, fill, o = {}) => `<circle${attrs({ cx, cy, r, fill, ...o })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, o = {}) => `<ellipse${attrs({ cx, cy, rx, ry, fill, ...o })}/>`;
export const line = (x1, y1, x2, y2, stroke, width = 2, o = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, strokeWidth: width, strokeLinecap: 'round', ...o })}/>`;
export const path_ = (d, fill, o = {}) => `<path${attrs({ d, fill, ...o })}/>`;
export const poly = (pts, fill, o = {}) => `<polygon${attrs({ points: pts.map((p) => p.map(n).join(',')).join(' '), fill, ...o })}/>`;
export const polyline = (pts, stroke, width = 3, o = {}) =>
  `<polyline${attrs({ points: pts.map((p) => p.map(n).join(',')).join(' '), fill: 'none', stroke, strokeWidth: width, strokeLinejoin: 'round', strokeLinecap: 'round', ...o })}/>`;
export const g = (body, o = {}) => `<g${attrs(o)}>${body}</g>`;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const text = (x, y, str, size, fill, o = {}) =>
  `<text${attrs({ x, y, fontFamily: FONT, fontSize: size, fill, fontWeight: 'bold', ...o })}>${esc(str)}</text>`;
/** Linear gradient def; stops = [[offset, color, opacity?], ...]. */
export const linGrad = (id, stops, x1 = 0, y1 = 0, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('') +
  '</linearGradient>';
export const radGrad = (id, stops) =>
  `<radialGradient id="${id}">` + stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('') + '</radialGradient>';
/** Soft glow: a radial-gradient circle (cheap alternative to blur). */
export const glow = (id, cx, cy, r, color, a = 0.55) => ({
  defs: radGrad(id, [[0, color, a], [1, color, 0]]),
  body: circle(cx, cy, r, `url(#${id})`),
});

/** Closed smooth path through points (Catmull-Rom to cubic Bézier). */
export function smoothClosed(pts) {
  const N = pts.length;
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < N; i++) {
    const p0 = pts[(i - 1 + N) % N], p1 = pts[i], p2 = pts[(i + 1) % N], p3 = pts[(i + 2) % N];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d + 'Z';
}
/** Organic blob path around (cx, cy). */
export function blob(r, cx, cy, rad, points = 7, wobble = 0.25) {
  const rot = r() * Math.PI * 2;
  const pts = Array.from({ length: points }, (_, i) => {
    const a = rot + (i / points) * Math.PI * 2;
    const k = rad * (1 - wobble / 2 + r() * wobble);
    return [cx + Math.cos(a) * k, cy + Math.sin(a) * k];
  });
  return smoothClosed(pts);
}
/** Open smooth path (Catmull-Rom). */
export function smoothOpen(pts) {
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[Math.min(pts.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}
/** Grid of dots. */
export function dotGrid(x, y, cols, rows, gap, rad, fill, o = {}) {
  let s = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += circle(x + i * gap, y + j * gap, rad, fill);
  return g(s, o);
}
/** Rounded "text line" bars, like placeholder copy. */
export function bars(x, y, widths, h, gap, fill, o = {}) {
  return g(widths.map((w, i) => rect(x, y + i * (h + gap), w, h, fill, { rx: h / 2 })).join(''), o);
}
/** Subtle grain-free paper texture substitute: faint diagonal lines. */
export function hatch(w, h, step, stroke, width = 1, opacity = 0.08) {
  let s = '';
  for (let k = -h; k < w; k += step) s += `M${k},0L${k + h},${h}`;
  return path_(s, 'none', { stroke, strokeWidth: width, opacity });
}

// ---------- output ----------
export const OUT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../public');
export const produced = [];

async function save(rel, img, kind) {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await img.toFile(file);
  produced.push({ rel, width: info.width, height: info.height, size: info.size, kind });
  return file;
}
/** Render an SVG string (or a sharp pipeline input buffer) to webp. */
export const webp = (rel, svgStr, { quality = 70 } = {}) =>
  save(rel, sharp(Buffer.from(svgStr)).webp({ quality, effort: 6 }), 'webp');
export const webpFrom = (rel, img, { quality = 70 } = {}) => save(rel, img.webp({ quality, effort: 6 }), 'webp');
export const png = (rel, svgStr) =>
  save(rel, sharp(Buffer.from(svgStr)).png({ palette: true, compressionLevel: 9, effort: 10, colours: 128 }), 'png');
export const record = (rel, width, height, size, kind) => produced.push({ rel, width, height, size, kind });

/** Run async task thunks with limited concurrency. */
export async function pool(tasks, limit = 4) {
  let i = 0;
  const worker = async () => {
    while (i < tasks.length) await tasks[i++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}
