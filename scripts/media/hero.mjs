// Hero tiles: 3 shape families x 4 colour/pattern variants, 160x160.
import { P, svg, rect, circle, path_, g, rng, dotGrid, webp } from './lib.mjs';

const S = 160;
// [background, main, accent] per variant
const SCHEMES = [
  [P.violet, P.orange, P.paper],
  [P.paper, P.red, P.violet],
  [P.green, P.paper, P.ink],
  [P.ink, P.violet, P.orange],
];

// Shape 1: Bauhaus quarter-circle tiles, rotations vary per variant.
function quarters(v) {
  const [bg, fg, ac] = SCHEMES[v];
  const r = rng(`hero-1-${v}`);
  const h = S / 2;
  let s = rect(0, 0, S, S, bg);
  for (let i = 0; i < 2; i++)
    for (let j = 0; j < 2; j++) {
      const x = i * h, y = j * h;
      const corner = r.int(0, 3);
      const cx = x + (corner & 1 ? h : 0), cy = y + (corner & 2 ? h : 0);
      const fill = (i + j + v) % 2 ? fg : ac;
      s += g(circle(cx, cy, h, fill), { clipPath: `url(#c${i}${j})` });
      if (r.chance(0.5)) s += circle(x + h / 2, y + h / 2, h * 0.16, (i + j) % 2 ? ac : bg);
    }
  const defs = [0, 1].flatMap((i) => [0, 1].map((j) => `<clipPath id="c${i}${j}">${rect(i * h, j * h, h, h)}</clipPath>`)).join('');
  return svg(S, S, s, defs);
}

// Shape 2: petal flower / starburst, petal count and colours vary.
function flower(v) {
  const [bg, fg, ac] = SCHEMES[(v + 1) % 4];
  const petals = [4, 6, 8, 5][v];
  const c = S / 2, R = 64, w = 0.62 * (4 / petals + 0.5);
  let d = '';
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * Math.PI * 2 - Math.PI / 2;
    const a1 = a - w / 2, a2 = a + w / 2;
    const tip = [c + Math.cos(a) * R, c + Math.sin(a) * R];
    d += `M${c},${c}Q${(c + Math.cos(a1) * R * 1.05).toFixed(1)},${(c + Math.sin(a1) * R * 1.05).toFixed(1)} ${tip[0].toFixed(1)},${tip[1].toFixed(1)}`;
    d += `Q${(c + Math.cos(a2) * R * 1.05).toFixed(1)},${(c + Math.sin(a2) * R * 1.05).toFixed(1)} ${c},${c}Z`;
  }
  const body = rect(0, 0, S, S, bg) + path_(d, fg) + circle(c, c, 14 + v * 2, ac) + circle(c, c, 5, bg);
  return svg(S, S, body);
}

// Shape 3: rounded square filled with a pattern (stripes, dots, checker, waves).
function patterned(v) {
  const [bg, fg, ac] = SCHEMES[(v + 2) % 4];
  const clip = `<clipPath id="sq">${rect(20, 20, 120, 120, '#000', { rx: 34 })}</clipPath>`;
  let pat = rect(20, 20, 120, 120, fg);
  if (v === 0) for (let x = 20; x < 140; x += 20) pat += rect(x, 20, 10, 120, ac);
  if (v === 1) pat += dotGrid(32, 32, 6, 6, 19.2, 6, ac);
  if (v === 2) for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) if ((i + j) % 2) pat += rect(20 + i * 30, 20 + j * 30, 30, 30, ac);
  if (v === 3) {
    let d = '';
    for (let y = 30; y < 150; y += 20) d += `M10,${y}q15,-12 30,0t30,0t30,0t30,0t30,0`;
    pat += path_(d, 'none', { stroke: ac, strokeWidth: 6, strokeLinecap: 'round' });
  }
  const body = rect(0, 0, S, S, bg) + g(pat, { clipPath: 'url(#sq)' });
  return svg(S, S, body, clip);
}

const SHAPES = [quarters, flower, patterned];

export const heroTasks = () =>
  SHAPES.flatMap((fn, si) => [0, 1, 2, 3].map((v) => () => webp(`media/hero/shape-${si + 1}-${v + 1}.webp`, fn(v), { quality: 75 })));
