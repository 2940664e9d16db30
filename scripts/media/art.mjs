// Generative art: blog covers (1200x675, AI/ML themes) and about-page illustrations (1200x900).
import { P, svg, rect, circle, line, path_, poly, polyline, g, text, rng, dotGrid, bars, tint, shade, smoothOpen, linGrad, radGrad, webp } from './lib.mjs';

const BW = 1200, BH = 675;

/** Dark gradient field with two soft glows; returns { defs, body }. */
function field(W, H, r, c1, c2, base = P.ink) {
  const defs = linGrad('bg', [[0, base], [1, shade(c1, 0.7)]]) + radGrad('g1', [[0, c1, 0.6], [1, c1, 0]]) + radGrad('g2', [[0, c2, 0.45], [1, c2, 0]]);
  const body = rect(0, 0, W, H, 'url(#bg)') + circle(W * r.range(0.15, 0.4), H * r.range(0.2, 0.8), H * 0.8, 'url(#g1)') + circle(W * r.range(0.6, 0.9), H * r.range(0.2, 0.8), H * 0.7, 'url(#g2)');
  return { defs, body };
}

const BLOG = {
  // Node graph: random points linked to nearest neighbours.
  'what-machine-learning-can-do-for-a-small-business': (r) => {
    const f = field(BW, BH, r, P.violet, P.orange);
    const pts = Array.from({ length: 46 }, () => [r.range(60, BW - 60), r.range(60, BH - 60)]);
    let d = '';
    pts.forEach((a, i) => {
      const near = pts.map((b, j) => [Math.hypot(a[0] - b[0], a[1] - b[1]), j]).sort((x, y) => x[0] - y[0]).slice(1, 4);
      for (const [, j] of near) if (j > i) d += `M${a[0].toFixed(0)},${a[1].toFixed(0)}L${pts[j][0].toFixed(0)},${pts[j][1].toFixed(0)}`;
    });
    let s = f.body + path_(d, 'none', { stroke: P.white, strokeWidth: 1.5, opacity: 0.35 });
    pts.forEach(([x, y], i) => (s += circle(x, y, i % 7 === 0 ? 12 : 5, i % 7 === 0 ? r.pick([P.orange, P.green, P.red]) : P.white, { opacity: i % 7 === 0 ? 1 : 0.8 })));
    return svg(BW, BH, s, f.defs);
  },
  // RAG: a grid of document cells, a few retrieved and linked to an answer node.
  'retrieval-augmented-generation-explained': (r) => {
    const f = field(BW, BH, r, P.green, P.violet);
    let s = f.body;
    const picked = [];
    for (let i = 0; i < 10; i++)
      for (let j = 0; j < 7; j++) {
        const x = 70 + i * 56, y = 90 + j * 72, on = r.chance(0.1);
        s += rect(x, y, 42, 56, on ? P.green : P.white, { rx: 6, opacity: on ? 1 : 0.12 });
        if (on) picked.push([x + 42, y + 28]);
      }
    for (const [x, y] of picked) s += path_(smoothOpen([[x, y], [(x + 900) / 2, (y + 340) / 2 + r.range(-30, 30)], [880, 340]]), 'none', { stroke: P.green, strokeWidth: 3, opacity: 0.8 });
    s += circle(900, 340, 120, P.violet, { opacity: 0.35 }) + circle(900, 340, 80, P.violet) + circle(900, 340, 80, 'none', { stroke: P.white, strokeWidth: 3, opacity: 0.6 });
    s += bars(860, 316, [80, 56, 70], 8, 8, P.white);
    return svg(BW, BH, s, f.defs);
  },
  // Impact / effort matrix with one highlighted opportunity.
  'choosing-your-first-ai-use-case': (r) => {
    const f = field(BW, BH, r, P.orange, P.violet);
    let s = f.body;
    const x0 = 240, y0 = 70, w = 720, h = 540;
    s += rect(x0, y0, w, h, P.white, { opacity: 0.05, rx: 16 }) + line(x0 + w / 2, y0, x0 + w / 2, y0 + h, P.white, 2, { opacity: 0.35 }) + line(x0, y0 + h / 2, x0 + w, y0 + h / 2, P.white, 2, { opacity: 0.35 });
    s += rect(x0 + w / 2, y0, w / 2, h / 2, P.orange, { opacity: 0.14, rx: 16 });
    for (let i = 0; i < 26; i++) s += circle(r.range(x0 + 30, x0 + w - 30), r.range(y0 + 30, y0 + h - 30), r.range(6, 16), r.pick([P.white, P.violet, tint(P.violet, 0.5)]), { opacity: 0.7 });
    const tx = x0 + w * 0.76, ty = y0 + h * 0.24;
    for (let k = 3; k >= 1; k--) s += circle(tx, ty, k * 26, k % 2 ? P.orange : P.white, { opacity: k === 1 ? 1 : 0.5 });
    return svg(BW, BH, s, f.defs);
  },
  // Evaluation: score bars and a pass/fail grid.
  'evaluating-llm-features-before-launch': (r) => {
    const f = field(BW, BH, r, P.red, P.green);
    let s = f.body;
    for (let i = 0; i < 14; i++)
      for (let j = 0; j < 8; j++) {
        const v = r();
        s += rect(80 + i * 40, 110 + j * 58, 32, 46, v > 0.85 ? P.red : v > 0.25 ? P.green : P.orange, { rx: 6, opacity: 0.35 + v * 0.5 });
      }
    const scores = [0.92, 0.81, 0.67, 0.88, 0.74];
    scores.forEach((v, i) => (s += rect(720, 120 + i * 92, 400, 36, P.white, { rx: 18, opacity: 0.1 }) + rect(720, 120 + i * 92, 400 * v, 36, [P.green, P.violet, P.orange, P.green, P.red][i], { rx: 18 })));
    return svg(BW, BH, s, f.defs);
  },
  // Data foundations: stacked isometric layers.
  'data-foundations-for-machine-learning': (r) => {
    const f = field(BW, BH, r, P.violet, P.green);
    let s = f.body;
    const cx = 600, cy = 470;
    const tile = (x, y, c) => poly([[x, y - 26], [x + 46, y], [x, y + 26], [x - 46, y]], c);
    [P.green, P.orange, P.violet].forEach((c, L) => {
      const top = cy - L * 120;
      // slab edge for thickness, then the tiles on top
      s += poly([[cx - 250, top], [cx, top + 144], [cx + 250, top], [cx + 250, top + 18], [cx, top + 162], [cx - 250, top + 18]], shade(c, 0.45));
      s += poly([[cx, top - 144], [cx + 250, top], [cx, top + 144], [cx - 250, top]], shade(c, 0.3));
      for (let i = 0; i < 5; i++)
        for (let j = 0; j < 5; j++) s += tile(cx + (i - j) * 50, top + (i + j - 4) * 28.8, tint(c, ((i * 3 + j * 5 + L) % 4) * 0.12));
    });
    for (let i = 0; i < 12; i++) {
      const x = r.range(150, 1050);
      s += line(x, 40, x, 120, P.white, 2, { opacity: 0.3 }) + circle(x, 120, 4, P.white);
    }
    return svg(BW, BH, s, f.defs);
  },
  // Responsible AI: shield with checklist ticks on a grid.
  'responsible-ai-checklist-for-product-teams': (r) => {
    const f = field(BW, BH, r, P.green, P.violet);
    let s = f.body;
    let d = '';
    for (let x = 0; x <= BW; x += 60) d += `M${x},0V${BH}`;
    for (let y = 0; y <= BH; y += 60) d += `M0,${y}H${BW}`;
    s += path_(d, 'none', { stroke: P.white, strokeWidth: 1, opacity: 0.08 });
    s += path_('M360,120 L500,170 V330 C500,430 430,500 360,540 C290,500 220,430 220,330 V170Z', P.green) + path_('M300,330 l45,45 l85,-95', 'none', { stroke: P.white, strokeWidth: 22, strokeLinecap: 'round', strokeLinejoin: 'round' });
    for (let i = 0; i < 5; i++) {
      const y = 150 + i * 84, done = i < 4;
      s += rect(620, y, 48, 48, done ? P.green : 'none', { rx: 12, stroke: P.white, strokeWidth: done ? 0 : 3, opacity: done ? 1 : 0.6 });
      if (done) s += path_(`M632,${y + 24} l10,10 l16,-18`, 'none', { stroke: P.white, strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' });
      s += rect(690, y + 16, r.range(220, 380), 16, P.white, { rx: 8, opacity: 0.5 });
    }
    return svg(BW, BH, s, f.defs);
  },
};
export const BLOG_SLUGS = Object.keys(BLOG);

export const blogTasks = () => BLOG_SLUGS.map((slug) => () => webp(`media/blog/${slug}.webp`, BLOG[slug](rng(`blog-${slug}`))));

// ---------- about ----------
const AW = 1200, AH = 900;
const ABOUT = {
  approach: () => {
    let s = rect(0, 0, AW, AH, P.paper) + dotGrid(60, 60, 28, 20, 40, 2.5, P.violet, { opacity: 0.15 });
    const pts = [[200, 640], [460, 360], [740, 560], [1000, 260]];
    s += path_(smoothOpen(pts), 'none', { stroke: P.ink, strokeWidth: 6, strokeDasharray: '4 16', strokeLinecap: 'round' });
    const labels = ['Discover', 'Design', 'Build', 'Grow'];
    pts.forEach(([x, y], i) => {
      const c = [P.violet, P.orange, P.red, P.green][i];
      s += circle(x, y, 110, tint(c, 0.75)) + circle(x, y, 78, c) + text(x, y + 20, String(i + 1).padStart(2, '0'), 56, P.white, { textAnchor: 'middle' }) + text(x, y + 160, labels[i], 36, P.ink, { textAnchor: 'middle' });
    });
    return s;
  },
  name: () => {
    let s = rect(0, 0, AW, AH, P.violet);
    for (let k = 1; k <= 8; k++) s += circle(AW, 0, k * 120, 'none', { stroke: P.white, strokeWidth: 2, opacity: 0.1 });
    // geometric "N": two pillars and a diagonal
    s += g(rect(0, 0, 110, 440, P.paper, { rx: 16 }) + rect(290, 0, 110, 440, P.paper, { rx: 16 }) + poly([[0, 0], [110, 0], [400, 440], [290, 440]], P.orange) + circle(-60, 500, 30, P.red), { transform: 'translate(140,170)' });
    s += text(680, 330, 'nava', 96, P.white) + text(680, 450, '+ yuga', 96, P.lilac) + rect(684, 500, 360, 10, P.orange, { rx: 5 }) + text(684, 590, 'a new era', 54, P.white, { fontWeight: 'normal' });
    return s;
  },
  mission: () => {
    let s = rect(0, 0, AW, AH, P.ink);
    const cx = 600, cy = 450;
    [[330, P.violet], [250, P.paper], [170, P.orange], [95, P.paper], [40, P.red]].forEach(([rr, c]) => (s += circle(cx, cy, rr, c)));
    s += g(line(0, 0, 360, 0, P.green, 12) + poly([[360, -30], [420, 0], [360, 30]], P.green) + poly([[-20, -26], [30, 0], [-20, 26], [0, 0]], P.green), { transform: `translate(${cx + 40},${cy - 30}) rotate(-150)` });
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      s += line(cx + Math.cos(a) * 380, cy + Math.sin(a) * 380, cx + Math.cos(a) * (i % 6 ? 400 : 430), cy + Math.sin(a) * (i % 6 ? 400 : 430), P.paper, i % 6 ? 3 : 6, { opacity: 0.6 });
    }
    return s;
  },
};

export const aboutTasks = () => Object.keys(ABOUT).map((k) => () => webp(`media/about/${k}.webp`, svg(AW, AH, ABOUT[k]())));
