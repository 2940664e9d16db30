// Reusable UI/device mockup pieces. A theme is { bg, primary, secondary, accent, ink, light }.
import { P, rect, circle, ellipse, line, path_, poly, polyline, g, text, bars, dotGrid, smoothOpen, tint, shade, onColor } from './lib.mjs';

export const shadow = (x, y, w, h, rx = 20, o = 0.12) => rect(x + 10, y + 18, w, h, P.ink, { rx, opacity: o });

/** Browser window with traffic lights; `content(x, y, w, h)` fills the viewport. */
export function browser(x, y, w, h, t, content) {
  const bar = 40;
  return (
    shadow(x, y, w, h, 14) +
    rect(x, y, w, h, P.white, { rx: 14 }) +
    rect(x, y, w, bar, tint(t.ink, 0.88), { rx: 14 }) +
    rect(x, y + bar - 14, w, 14, tint(t.ink, 0.88)) +
    [P.red, P.orange, P.green].map((c, i) => circle(x + 22 + i * 20, y + bar / 2, 6, c)).join('') +
    rect(x + 100, y + 11, Math.min(w - 200, 360), 18, P.white, { rx: 9 }) +
    g(content(x, y + bar, w, h - bar), { clipPath: undefined })
  );
}

/** Marketing web page: nav, hero with headline bars, three cards. */
export function webPage(x, y, w, h, t, r, title) {
  let s = rect(x, y, w, h, t.light);
  s += circle(x + 30, y + 28, 10, t.primary) + bars(x + 48, y + 23, [60], 10, 0, t.ink) + [0, 1, 2].map((i) => rect(x + w - 220 + i * 62, y + 23, 46, 10, tint(t.ink, 0.6), { rx: 5 })).join('');
  const hh = h * 0.5;
  s += rect(x, y + 56, w, hh, t.primary);
  if (title) s += text(x + 36, y + 56 + hh * 0.42, title, Math.min(56, w / 12), onColor(t.primary));
  else s += bars(x + 36, y + 56 + hh * 0.25, [w * 0.42, w * 0.3], 22, 14, onColor(t.primary));
  s += bars(x + 36, y + 56 + hh * 0.58, [w * 0.34, w * 0.26], 9, 9, tint(t.primary, 0.6));
  s += rect(x + 36, y + 56 + hh * 0.78, 120, 30, t.accent, { rx: 15 });
  s += circle(x + w * 0.77, y + 56 + hh * 0.52, hh * 0.34, t.secondary) + circle(x + w * 0.77 + hh * 0.18, y + 56 + hh * 0.38, hh * 0.14, t.accent);
  const cw = (w - 72 - 40) / 3, cy = y + 56 + hh + 24, ch = h - hh - 56 - 36;
  for (let i = 0; i < 3; i++) {
    const cx = x + 36 + i * (cw + 20);
    s += rect(cx, cy, cw, ch, P.white, { rx: 10 }) + rect(cx, cy, cw, ch * 0.45, tint([t.secondary, t.accent, t.primary][i], 0.55), { rx: 10 });
    s += bars(cx + 14, cy + ch * 0.58, [cw * 0.7, cw * 0.5], 8, 8, tint(t.ink, 0.7));
  }
  return s;
}

/** Phone frame; `content(x, y, w, h)` fills the screen. */
export function phone(x, y, w, h, t, content) {
  const b = w * 0.05;
  return (
    shadow(x, y, w, h, w * 0.16) +
    rect(x, y, w, h, P.ink, { rx: w * 0.16 }) +
    content(x + b, y + b, w - 2 * b, h - 2 * b) +
    rect(x + w * 0.36, y + b + 8, w * 0.28, 14, P.ink, { rx: 7 })
  );
}

/** App screen: header card, list rows, tab bar. */
export function appScreen(x, y, w, h, t, r, variant = 0) {
  let s = rect(x, y, w, h, t.light, { rx: w * 0.12 });
  s += bars(x + w * 0.1, y + h * 0.08, [w * 0.35], 10, 0, t.ink);
  if (variant % 3 === 0) {
    s += rect(x + w * 0.08, y + h * 0.14, w * 0.84, h * 0.26, t.primary, { rx: 16 }) + circle(x + w * 0.75, y + h * 0.27, w * 0.11, t.accent);
    s += bars(x + w * 0.14, y + h * 0.2, [w * 0.4, w * 0.28], 10, 10, onColor(t.primary));
    for (let i = 0; i < 4; i++) {
      const ry = y + h * (0.45 + i * 0.1);
      s += rect(x + w * 0.08, ry, w * 0.84, h * 0.08, P.white, { rx: 10 }) + circle(x + w * 0.17, ry + h * 0.04, h * 0.025, [t.secondary, t.accent, t.primary, t.secondary][i]) + bars(x + w * 0.28, ry + h * 0.03, [w * (0.3 + r() * 0.25)], 8, 0, tint(t.ink, 0.6));
    }
  } else if (variant % 3 === 1) {
    // grid of tiles
    for (let i = 0; i < 2; i++)
      for (let j = 0; j < 3; j++) {
        const tx = x + w * (0.08 + i * 0.44), ty = y + h * (0.15 + j * 0.24);
        s += rect(tx, ty, w * 0.4, h * 0.21, P.white, { rx: 12 }) + rect(tx, ty, w * 0.4, h * 0.12, tint([t.primary, t.secondary, t.accent][(i + j) % 3], 0.3), { rx: 12 }) + bars(tx + 8, ty + h * 0.145, [w * 0.24], 7, 0, tint(t.ink, 0.6));
      }
  } else {
    // stats: ring + bars
    const cx = x + w / 2, cy = y + h * 0.32, rr = w * 0.26;
    s += circle(cx, cy, rr, 'none', { stroke: tint(t.primary, 0.75), strokeWidth: 16 });
    s += path_(`M${cx},${cy - rr} A${rr},${rr} 0 1 1 ${cx - rr * 0.95},${cy + rr * 0.3}`, 'none', { stroke: t.primary, strokeWidth: 16, strokeLinecap: 'round' });
    s += text(cx, cy + 12, '72%', w * 0.12, t.ink, { textAnchor: 'middle' });
    for (let i = 0; i < 6; i++) {
      const bh = h * (0.06 + r() * 0.16);
      s += rect(x + w * (0.1 + i * 0.135), y + h * 0.84 - bh, w * 0.09, bh, i % 2 ? t.secondary : t.accent, { rx: 6 });
    }
  }
  s += rect(x + w * 0.08, y + h * 0.9, w * 0.84, h * 0.06, P.white, { rx: 14 }) + [0, 1, 2, 3].map((i) => circle(x + w * (0.2 + i * 0.2), y + h * 0.93, 6, i === 0 ? t.primary : tint(t.ink, 0.7))).join('');
  return s;
}

/** Laptop: screen + base. */
export function laptop(x, y, w, t, content) {
  const h = w * 0.62;
  return (
    shadow(x, y, w, h + 30, 16) +
    rect(x, y, w, h, P.ink, { rx: 16 }) +
    content(x + 16, y + 16, w - 32, h - 32) +
    path_(`M${x - w * 0.08},${y + h} H${x + w * 1.08} L${x + w * 1.03},${y + h + 30} H${x + w * -0.03}Z`, '#2b2b35') +
    rect(x + w * 0.42, y + h, w * 0.16, 8, '#4a4a56', { rx: 4 })
  );
}

/** Colour swatch card with hex label. */
export const swatch = (x, y, w, h, color, label = color.toUpperCase()) =>
  rect(x, y, w, h, color, { rx: 16 }) + rect(x, y + h - 44, w, 44, P.white, { rx: 0, opacity: 0.92 }) + text(x + 14, y + h - 16, label, 16, P.ink, { fontWeight: 'normal' });

/** Code editor panel with coloured token bars. */
export function codeEditor(x, y, w, h, r, colors = [P.violet, P.orange, P.green, P.red, '#8b8ba3']) {
  let s = shadow(x, y, w, h, 14) + rect(x, y, w, h, '#16161f', { rx: 14 }) + [P.red, P.orange, P.green].map((c, i) => circle(x + 22 + i * 20, y + 22, 6, c)).join('');
  const lines = Math.floor((h - 60) / 26);
  for (let i = 0; i < lines; i++) {
    const ly = y + 52 + i * 26;
    s += text(x + 20, ly + 10, String(i + 1), 12, '#4c4c5e', { fontWeight: 'normal' });
    let lx = x + 56 + (i % 5 === 0 ? 0 : r.int(1, 3) * 22);
    const toks = r.int(1, 4);
    for (let k = 0; k < toks && lx < x + w - 60; k++) {
      const tw = r.range(30, 130);
      s += rect(lx, ly, Math.min(tw, x + w - 40 - lx), 10, r.pick(colors), { rx: 5, opacity: 0.9 });
      lx += tw + 12;
    }
  }
  return s;
}

/** Bar + line chart card. */
export function chartCard(x, y, w, h, t, r, kind = 'bars') {
  let s = shadow(x, y, w, h, 16) + rect(x, y, w, h, P.white, { rx: 16 }) + bars(x + 24, y + 22, [w * 0.3, w * 0.18], 10, 8, tint(t.ink, 0.5));
  const bx = x + 24, by = y + h - 24, bw = w - 48, bh = h - 100;
  s += line(bx, by, bx + bw, by, tint(t.ink, 0.85), 2);
  const n = 9;
  const vals = Array.from({ length: n }, (_, i) => 0.25 + 0.6 * (i / n) + r.range(-0.15, 0.15));
  if (kind === 'bars') vals.forEach((v, i) => (s += rect(bx + (i * bw) / n + 6, by - v * bh, bw / n - 12, v * bh, i === n - 1 ? t.accent : t.primary, { rx: 6 })));
  else {
    const pts = vals.map((v, i) => [bx + (i * bw) / (n - 1), by - v * bh]);
    s += path_(smoothOpen(pts) + `L${bx + bw},${by}L${bx},${by}Z`, tint(t.primary, 0.8)) + path_(smoothOpen(pts), 'none', { stroke: t.primary, strokeWidth: 5 });
    s += circle(...pts[n - 1], 9, t.accent);
  }
  return s;
}

/** Database cylinder. */
export function cylinder(cx, y, rw, h, c) {
  const ry = rw * 0.3;
  return (
    path_(`M${cx - rw},${y} V${y + h} A${rw},${ry} 0 0 0 ${cx + rw},${y + h} V${y}Z`, c) +
    ellipse(cx, y, rw, ry, tint(c, 0.35)) +
    path_(`M${cx - rw},${y + h / 3} A${rw},${ry} 0 0 0 ${cx + rw},${y + h / 3} M${cx - rw},${y + (2 * h) / 3} A${rw},${ry} 0 0 0 ${cx + rw},${y + (2 * h) / 3}`, 'none', { stroke: tint(c, 0.35), strokeWidth: 3 })
  );
}

/** Layered neural network diagram. */
export function neuralNet(x, y, w, h, layers, colors, edge = '#ffffff', edgeOpacity = 0.25) {
  const pos = layers.map((n, li) => Array.from({ length: n }, (_, k) => [x + (li * w) / (layers.length - 1), y + ((k + 1) * h) / (n + 1)]));
  let d = '';
  for (let li = 0; li < pos.length - 1; li++) for (const a of pos[li]) for (const b of pos[li + 1]) d += `M${a[0].toFixed(0)},${a[1].toFixed(0)}L${b[0].toFixed(0)},${b[1].toFixed(0)}`;
  let s = path_(d, 'none', { stroke: edge, strokeWidth: 1.5, opacity: edgeOpacity });
  pos.forEach((layer, li) => layer.forEach(([px, py]) => (s += circle(px, py, Math.min(18, h / layer.length / 3), colors[li % colors.length]))));
  return s;
}

/** Cloud shape centred at cx, cy. */
export const cloud = (cx, cy, s, c) =>
  path_(`M${cx - s},${cy + s * 0.4} a${s * 0.4},${s * 0.4} 0 0 1 ${s * 0.1},-${s * 0.78} a${s * 0.55},${s * 0.55} 0 0 1 ${s * 1.0},-${s * 0.15} a${s * 0.42},${s * 0.42} 0 0 1 ${s * 0.75},${s * 0.5} a${s * 0.25},${s * 0.25} 0 0 1 ${s * 0.15},${s * 0.43}Z`, c);

/** Profile card with a circle avatar placeholder or an image slot. */
export function profileCard(x, y, w, h, t, accent) {
  return (
    shadow(x, y, w, h, 18) +
    rect(x, y, w, h, P.white, { rx: 18 }) +
    rect(x, y, w, h * 0.34, tint(accent, 0.7), { rx: 18 }) +
    rect(x, y + h * 0.2, w, h * 0.14, tint(accent, 0.7)) +
    circle(x + w / 2, y + h * 0.34, w * 0.17, accent) +
    circle(x + w / 2, y + h * 0.31, w * 0.065, P.paper) +
    path_(`M${x + w / 2 - w * 0.1},${y + h * 0.42} a${w * 0.1},${w * 0.08} 0 0 1 ${w * 0.2},0Z`, P.paper) +
    bars(x + w * 0.2, y + h * 0.58, [w * 0.6], 12, 0, t.ink) +
    bars(x + w * 0.28, y + h * 0.67, [w * 0.44], 8, 0, tint(t.ink, 0.6)) +
    [0, 1, 2].map((i) => rect(x + w * (0.12 + i * 0.27), y + h * 0.79, w * 0.22, 22, tint([t.primary, t.secondary, t.accent][i], 0.75), { rx: 11 })).join('')
  );
}
