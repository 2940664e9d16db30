// Service images: 3 abstract mockups (1200x800) + a hero (1200x900) per service.
import sharp from 'sharp';
import { P, svg, linGrad, radGrad, rect, circle, ellipse, line, path_, poly, polyline, g, text, rng, dotGrid, bars, tint, shade, blob, smoothOpen, webp, webpFrom } from './lib.mjs';
import { browser, webPage, phone, appScreen, laptop, swatch, codeEditor, chartCard, cylinder, neuralNet, cloud, profileCard, shadow } from './mockups.mjs';
import { avatarPng } from './people.mjs';

const theme = (primary, secondary, accent, bg) => ({ primary, secondary, accent, bg, ink: P.ink, light: P.paper });
const THEMES = {
  'website-development': theme(P.violet, P.orange, P.green, P.lilac),
  'mobile-app-development': theme(P.orange, P.violet, P.red, P.peach),
  'product-branding': theme(P.red, P.orange, P.violet, P.rose),
  'ui-ux-design': theme(P.violet, P.red, P.orange, P.paper),
  'al-ml-services': theme(P.violet, P.green, P.orange, P.ink),
  'devops-cloud': theme(P.green, P.violet, P.orange, P.mint),
  'data-engineering': theme(P.orange, P.violet, P.green, P.ink),
  'talent-solutions': theme(P.green, P.orange, P.violet, P.sand),
};

// Backgrounds: soft colour + a big blob + dot grid, or a dark field for dark themes.
function backdrop(W, H, t, r) {
  let s = rect(0, 0, W, H, t.bg);
  const dark = t.bg === P.ink;
  s += path_(blob(r, W * r.range(0.6, 0.8), H * r.range(0.3, 0.6), H * 0.45, 8, 0.25), dark ? '#1b1b26' : tint(t.primary, 0.75));
  s += dotGrid(40, H - 150, 8, 4, 26, 3.5, dark ? '#3a3a4a' : t.primary, { opacity: dark ? 1 : 0.3 });
  return s;
}

const M = {
  browserPage: (W, H, t, r) => browser(140, 90, 920, 620, t, (x, y, w, h) => webPage(x, y, w, h, t, r)),
  code: (W, H, t, r) => codeEditor(120, 120, 620, 560, r, [t.primary, t.secondary, t.accent, P.red, '#8b8ba3']) + browser(620, 220, 460, 400, t, (x, y, w, h) => webPage(x, y, w, h, t, r)),
  responsive: (W, H, t, r) => laptop(150, 150, 700, t, (x, y, w, h) => webPage(x, y, w, h, t, r)) + phone(840, 250, 230, 470, t, (x, y, w, h) => appScreen(x, y, w, h, t, r, 0)),
  phones: (W, H, t, r) => [0, 1, 2].map((i) => phone(180 + i * 300, 110 + (i === 1 ? -30 : 40), 260, 560, t, (x, y, w, h) => appScreen(x, y, w, h, t, r, i))).join(''),
  appFlow: (W, H, t, r) => {
    let s = '';
    for (let i = 0; i < 3; i++) s += phone(120 + i * 360, 160, 230, 480, t, (x, y, w, h) => appScreen(x, y, w, h, t, r, i + 1));
    s += [0, 1].map((i) => path_(`M${370 + i * 360},400 h70`, 'none', { stroke: t.ink, strokeWidth: 5, strokeDasharray: '2 12', strokeLinecap: 'round' }) + poly([[445 + i * 360, 390], [462 + i * 360, 400], [445 + i * 360, 410]], t.ink)).join('');
    return s;
  },
  widgets: (W, H, t, r) => phone(430, 80, 320, 660, t, (x, y, w, h) => appScreen(x, y, w, h, t, r, 2)) + g(chartCard(0, 0, 340, 240, t, r, 'line'), { transform: 'translate(90,180) rotate(-4)' }) + g(chartCard(0, 0, 300, 220, t, r, 'bars'), { transform: 'translate(810,420) rotate(4)' }),
  brandBoard: (W, H, t, r) => {
    let s = rect(120, 110, 440, 580, t.primary, { rx: 24 }) + circle(340, 330, 110, t.secondary) + rect(290, 280, 100, 100, t.primary, { rx: 50 }) + text(170, 560, 'Brand', 72, P.white) + bars(172, 600, [200, 140], 10, 10, tint(t.primary, 0.6));
    [t.primary, t.secondary, t.accent, P.ink].forEach((c, i) => (s += swatch(600 + (i % 2) * 250, 110 + Math.floor(i / 2) * 230, 230, 210, c)));
    s += rect(600, 580, 480, 110, P.white, { rx: 16 }) + text(630, 660, 'Aa Bb Cc', 54, P.ink);
    return s;
  },
  packaging: (W, H, t, r) => {
    const box = (x, y, w, h, c, c2) => poly([[x, y], [x + w, y], [x + w + w * 0.3, y - w * 0.2], [x + w * 0.3, y - w * 0.2]], tint(c, 0.3)) + rect(x, y, w, h, c) + poly([[x + w, y], [x + w * 1.3, y - w * 0.2], [x + w * 1.3, y + h - w * 0.2], [x + w, y + h]], shade(c, 0.25)) + circle(x + w / 2, y + h * 0.4, w * 0.2, c2) + bars(x + w * 0.2, y + h * 0.7, [w * 0.6, w * 0.4], 10, 8, P.white);
    let s = rect(0, 640, W, 160, shade(t.bg, 0.08));
    s += box(180, 300, 240, 360, t.primary, t.secondary) + box(520, 400, 200, 260, P.ink, t.primary) + box(800, 360, 180, 300, t.secondary, t.accent);
    s += ellipse(560, 220, 70, 70, t.accent) + text(560, 240, 'N', 60, P.white, { textAnchor: 'middle' });
    return s;
  },
  logoGrid: (W, H, t, r) => {
    let s = '';
    const shapes = [
      (x, y, c) => circle(x + 80, y + 80, 56, c),
      (x, y, c) => rect(x + 28, y + 28, 104, 104, c, { rx: 26 }),
      (x, y, c) => poly([[x + 80, y + 24], [x + 136, y + 132], [x + 24, y + 132]], c),
      (x, y, c) => path_(`M${x + 24},${y + 136} V${y + 80} a56,56 0 0 1 112,0 V${y + 136}Z`, c),
    ];
    for (let i = 0; i < 5; i++)
      for (let j = 0; j < 3; j++) {
        const x = 130 + i * 192, y = 120 + j * 192, bg = (i + j) % 3 === 0 ? t.primary : P.white;
        s += rect(x, y, 176, 176, bg, { rx: 20 }) + shapes[(i * 3 + j) % 4](x + 8, y + 8, bg === P.white ? [t.primary, t.secondary, t.accent, P.ink][(i + j) % 4] : P.white);
      }
    return s;
  },
  wireframe: (W, H, t, r) => {
    let s = shadow(150, 90, 900, 620, 18) + rect(150, 90, 900, 620, P.white, { rx: 18 });
    const box = (x, y, w, h) => rect(x, y, w, h, 'none', { stroke: tint(P.ink, 0.6), strokeWidth: 3, strokeDasharray: '10 8', rx: 10 }) + line(x, y, x + w, y + h, tint(P.ink, 0.8), 2) + line(x + w, y, x, y + h, tint(P.ink, 0.8), 2);
    s += rect(150, 90, 900, 60, tint(t.primary, 0.85), { rx: 18 }) + box(190, 190, 420, 250) + bars(650, 200, [340, 300, 260], 18, 16, tint(P.ink, 0.75)) + rect(650, 330, 160, 48, t.primary, { rx: 24 });
    for (let i = 0; i < 3; i++) s += box(190 + i * 290, 480, 240, 180);
    // cursor + annotation
    s += g(poly([[0, 0], [0, 44], [12, 32], [22, 54], [30, 50], [20, 30], [36, 30]], P.ink, { stroke: P.white, strokeWidth: 3 }), { transform: 'translate(800,370)' }) + rect(840, 420, 150, 40, t.secondary, { rx: 10 }) + text(856, 447, 'Hero CTA', 18, P.white);
    return s;
  },
  components: (W, H, t, r) => {
    let s = shadow(120, 100, 960, 600, 24) + rect(120, 100, 960, 600, P.white, { rx: 24 });
    s += text(160, 170, 'Components', 34, P.ink);
    [t.primary, t.secondary, P.ink].forEach((c, i) => (s += rect(160 + i * 190, 210, 170, 54, c, { rx: 27 }) + bars(195 + i * 190, 232, [100], 10, 0, P.white)));
    s += rect(160, 300, 520, 54, P.white, { rx: 12, stroke: tint(P.ink, 0.7), strokeWidth: 2 }) + bars(180, 322, [200], 10, 0, tint(P.ink, 0.7));
    s += rect(160, 380, 90, 48, t.primary, { rx: 24 }) + circle(226, 404, 18, P.white) + rect(270, 380, 90, 48, tint(P.ink, 0.85), { rx: 24 }) + circle(294, 404, 18, P.white);
    s += [0, 1, 2].map((i) => rect(390 + i * 56, 382, 44, 44, i === 1 ? t.secondary : P.white, { rx: 10, stroke: t.secondary, strokeWidth: 3 })).join('');
    s += profileCard(730, 190, 300, 460, t, t.accent);
    s += [0, 1, 2, 3, 4].map((i) => circle(190 + i * 70, 500, 26, [t.primary, t.secondary, t.accent, P.ink, P.green][i])).join('') + bars(160, 560, [520, 420, 470], 12, 14, tint(P.ink, 0.8));
    return s;
  },
  userFlow: (W, H, t, r) => {
    const nodes = [[220, 400, 'Start'], [460, 230, 'Browse'], [460, 570, 'Search'], [720, 400, 'Cart'], [960, 400, 'Pay']];
    let s = '';
    for (const [a, b] of [[0, 1], [0, 2], [1, 3], [2, 3], [3, 4]]) s += path_(smoothOpen([[nodes[a][0], nodes[a][1]], [(nodes[a][0] + nodes[b][0]) / 2, (nodes[a][1] + nodes[b][1]) / 2 + 10], [nodes[b][0], nodes[b][1]]]), 'none', { stroke: P.ink, strokeWidth: 4, strokeDasharray: '3 12', strokeLinecap: 'round' });
    nodes.forEach(([x, y, label], i) => (s += shadow(x - 100, y - 60, 200, 120, 20) + rect(x - 100, y - 60, 200, 120, i === 4 ? t.primary : P.white, { rx: 20 }) + circle(x - 60, y - 18, 16, [t.primary, t.secondary, t.accent, t.secondary, P.white][i]) + text(x - 76, y + 34, label, 26, i === 4 ? P.white : P.ink)));
    return s;
  },
  neural: (W, H, t, r) => neuralNet(180, 100, 840, 600, [4, 6, 6, 3], [t.primary, t.secondary, t.secondary, t.accent], P.white, 0.22),
  chat: (W, H, t, r) => {
    let s = shadow(240, 80, 720, 640, 24) + rect(240, 80, 720, 640, P.paper, { rx: 24 }) + rect(240, 80, 720, 70, P.white, { rx: 24 }) + circle(290, 115, 18, t.primary) + bars(320, 108, [160], 12, 0, P.ink);
    const msgs = [[0, 3], [1, 2], [0, 4], [1, 1]];
    let y = 190;
    for (const [me, n] of msgs) {
      const w = me ? 300 : 420, h = 30 + n * 24, x = me ? 920 - w : 280;
      s += rect(x, y, w, h, me ? t.primary : P.white, { rx: 18 }) + bars(x + 20, y + 20, Array.from({ length: n }, () => w * r.range(0.5, 0.85)), 10, 14, me ? tint(t.primary, 0.6) : tint(P.ink, 0.7));
      y += h + 24;
    }
    s += rect(280, 640, 640, 56, P.white, { rx: 28 }) + circle(888, 668, 20, t.secondary) + g(path_('M0,-30 L8,-8 L30,0 L8,8 L0,30 L-8,8 L-30,0 L-8,-8Z', t.accent), { transform: 'translate(200,160)' });
    return s;
  },
  clusters: (W, H, t, r) => {
    let s = shadow(140, 90, 920, 620, 24) + rect(140, 90, 920, 620, P.white, { rx: 24 });
    let d = '';
    for (let x = 200; x <= 1000; x += 80) d += `M${x},130V670`;
    for (let y = 130; y <= 670; y += 90) d += `M180,${y}H1020`;
    s += path_(d, 'none', { stroke: '#ececf2', strokeWidth: 2 });
    for (const [cx, cy, c] of [[380, 300, t.primary], [760, 260, t.secondary], [600, 520, t.accent]]) {
      s += circle(cx, cy, 120, c, { opacity: 0.1 });
      for (let i = 0; i < 28; i++) {
        const a = r() * Math.PI * 2, d2 = Math.sqrt(r()) * 100;
        s += circle(cx + Math.cos(a) * d2, cy + Math.sin(a) * d2, 7, c);
      }
    }
    s += path_('M180,620 C400,560 500,320 1020,180', 'none', { stroke: P.ink, strokeWidth: 4, strokeDasharray: '12 10' });
    return s;
  },
  pipeline: (W, H, t, r) => {
    const stages = ['Build', 'Test', 'Deploy', 'Monitor'];
    let s = '';
    stages.forEach((label, i) => {
      const x = 110 + i * 260, y = 300;
      if (i) s += line(x - 60, y + 100, x, y + 100, P.ink, 5) + poly([[x - 14, y + 90], [x, y + 100], [x - 14, y + 110]], P.ink);
      s += shadow(x, y, 200, 200, 24) + rect(x, y, 200, 200, P.white, { rx: 24 }) + circle(x + 100, y + 80, 42, [t.primary, t.secondary, t.accent, t.primary][i]) + path_(`M${x + 82},${y + 80} l14,14 l26,-28`, 'none', { stroke: P.white, strokeWidth: 8, strokeLinecap: 'round', strokeLinejoin: 'round' }) + text(x + 100, y + 170, label, 26, P.ink, { textAnchor: 'middle' });
    });
    s += cloud(560, 190, 140, P.white) + cloud(560, 190, 100, tint(t.primary, 0.5));
    return s;
  },
  servers: (W, H, t, r) => {
    let s = cloud(600, 230, 220, P.white);
    for (let i = 0; i < 3; i++) {
      const x = 220 + i * 280, y = 380;
      s += line(x + 100, y, 600, 260, P.ink, 3, { strokeDasharray: '4 10' }) + shadow(x, y, 200, 300, 16);
      for (let k = 0; k < 4; k++) s += rect(x, y + k * 76, 200, 68, k % 2 ? '#22222c' : P.ink, { rx: 12 }) + circle(x + 26, y + k * 76 + 34, 8, k === i ? t.secondary : t.primary) + bars(x + 50, y + k * 76 + 29, [110], 10, 0, '#3a3a48');
    }
    s += circle(600, 230, 50, t.primary) + path_('M580,230 l14,14 l26,-28', 'none', { stroke: P.white, strokeWidth: 8, strokeLinecap: 'round' });
    return s;
  },
  terminal: (W, H, t, r) => {
    let s = shadow(160, 120, 880, 560, 18) + rect(160, 120, 880, 560, '#14141c', { rx: 18 }) + [P.red, P.orange, P.green].map((c, i) => circle(192 + i * 22, 150, 7, c)).join('');
    const lines = ['$ navyug deploy --env production', '  building image ............ done', '  running 142 tests .......... passed', '  rolling out 3/3 replicas ... ok', '  health checks ............. green', '$ _'];
    lines.forEach((l, i) => (s += text(200, 220 + i * 56, l, 26, i === 0 || i === 5 ? t.primary : i === 4 ? P.green : '#c9c9d6', { fontWeight: 'normal', fontFamily: 'DejaVu Sans Mono, monospace' })));
    return s;
  },
  dataFlow: (W, H, t, r) => {
    let s = '';
    const srcs = [[200, 180], [200, 380], [200, 580]];
    for (const [x, y] of srcs) s += path_(`M${x + 70},${y + 40} C${x + 250},${y + 40} 420,400 560,400`, 'none', { stroke: t.secondary, strokeWidth: 5, opacity: 0.8 });
    s += path_('M720,400 H880', 'none', { stroke: t.primary, strokeWidth: 8, strokeDasharray: '14 10' });
    srcs.forEach(([x, y], i) => (s += cylinder(x, y, 70, 90, [t.primary, t.secondary, t.accent][i])));
    s += rect(560, 300, 160, 200, '#1f1f2b', { rx: 20 }) + [0, 1, 2].map((i) => rect(590, 330 + i * 52, 100, 34, [t.primary, t.secondary, t.accent][i], { rx: 8 })).join('');
    s += cylinder(990, 320, 110, 160, t.primary);
    return s;
  },
  dashboard: (W, H, t, r) => {
    const lt = { ...t, ink: P.ink };
    let s = chartCard(100, 100, 620, 340, lt, r, 'line') + chartCard(100, 470, 300, 240, lt, r, 'bars');
    s += shadow(420, 470, 300, 240, 16) + rect(420, 470, 300, 240, P.white, { rx: 16 }) + text(450, 600, '98.6%', 56, P.ink) + bars(450, 630, [160], 10, 0, tint(P.ink, 0.6)) + bars(450, 500, [120], 10, 0, tint(P.ink, 0.5));
    s += shadow(750, 100, 350, 610, 16) + rect(750, 100, 350, 610, P.white, { rx: 16 });
    const cx = 925, cy = 300, rr = 120;
    let a0 = -Math.PI / 2;
    [0.45, 0.3, 0.25].forEach((f, i) => {
      const a1 = a0 + f * Math.PI * 2;
      s += path_(`M${cx},${cy} L${cx + rr * Math.cos(a0)},${cy + rr * Math.sin(a0)} A${rr},${rr} 0 ${f > 0.5 ? 1 : 0} 1 ${cx + rr * Math.cos(a1)},${cy + rr * Math.sin(a1)}Z`, [t.primary, t.secondary, t.accent][i]);
      a0 = a1;
    });
    s += circle(cx, cy, 60, P.white) + [0, 1, 2].map((i) => circle(800, 490 + i * 60, 12, [t.primary, t.secondary, t.accent][i]) + bars(830, 484 + i * 60, [200 - i * 40], 12, 0, tint(P.ink, 0.7))).join('');
    return s;
  },
  table: (W, H, t, r) => {
    let s = shadow(140, 110, 920, 580, 20) + rect(140, 110, 920, 580, P.white, { rx: 20 }) + rect(140, 110, 920, 70, t.primary, { rx: 20 }) + rect(140, 150, 920, 30, t.primary);
    const cols = [180, 400, 600, 820];
    cols.forEach((x) => (s += bars(x, 138, [120], 12, 0, P.white)));
    for (let i = 0; i < 8; i++) {
      const y = 200 + i * 60;
      if (i % 2) s += rect(140, y - 12, 920, 60, '#f3f2f7');
      cols.forEach((x, k) => (s += k === 3 ? rect(x, y + 4, r.range(60, 200), 16, [t.secondary, t.accent][i % 2], { rx: 8 }) : bars(x, y + 8, [r.range(80, 160)], 10, 0, tint(P.ink, 0.6))));
    }
    return s;
  },
  cards: (W, H, t, r) => [0, 1, 2].map((i) => g(profileCard(0, 0, 300, 440, t, [t.primary, t.secondary, t.accent][i]), { transform: `translate(${150 + i * 320},${180 + (i === 1 ? -40 : 20)}) rotate(${(i - 1) * 4})` })).join(''),
  orgChart: (W, H, t, r) => {
    const lv = [[[600, 170]], [[330, 400], [600, 400], [870, 400]], [[200, 620], [400, 620], [600, 620], [800, 620], [1000, 620]]];
    let s = '';
    const links = [[0, 0, 1, 0], [0, 0, 1, 1], [0, 0, 1, 2], [1, 0, 2, 0], [1, 0, 2, 1], [1, 1, 2, 2], [1, 2, 2, 3], [1, 2, 2, 4]];
    for (const [a, i, b, j] of links) {
      const [x1, y1] = lv[a][i], [x2, y2] = lv[b][j];
      s += path_(`M${x1},${y1} V${(y1 + y2) / 2} H${x2} V${y2}`, 'none', { stroke: P.ink, strokeWidth: 3, opacity: 0.5 });
    }
    lv.forEach((row, li) => row.forEach(([x, y], k) => {
      const rr = [70, 56, 46][li], c = [t.primary, t.secondary, t.accent][(li + k) % 3];
      s += circle(x, y, rr + 10, P.white) + circle(x, y, rr, c) + circle(x, y - rr * 0.2, rr * 0.32, P.paper) + path_(`M${x - rr * 0.5},${y + rr * 0.6} a${rr * 0.5},${rr * 0.4} 0 0 1 ${rr},0Z`, P.paper);
    }));
    return s;
  },
  calendar: (W, H, t, r) => {
    let s = shadow(160, 110, 620, 580, 20) + rect(160, 110, 620, 580, P.white, { rx: 20 }) + rect(160, 110, 620, 80, t.primary, { rx: 20 }) + rect(160, 160, 620, 30, t.primary) + text(200, 165, 'Interviews', 32, P.white);
    for (let i = 0; i < 7; i++)
      for (let j = 0; j < 5; j++) {
        const x = 190 + i * 82, y = 220 + j * 88, on = r.chance(0.22);
        s += rect(x, y, 70, 76, on ? tint([t.secondary, t.accent][j % 2], 0.2) : '#f3f2f7', { rx: 10 }) + (on ? circle(x + 35, y + 38, 12, P.white) : '');
      }
    s += shadow(720, 260, 340, 300, 20) + rect(720, 260, 340, 300, P.white, { rx: 20 }) + circle(790, 330, 40, t.secondary) + bars(850, 315, [170, 120], 12, 10, tint(P.ink, 0.6));
    s += [0, 1, 2].map((i) => rect(750, 400 + i * 46, 280, 32, i === 0 ? t.primary : '#f3f2f7', { rx: 16 })).join('');
    return s;
  },
};

// Per service: three mockups and the hero motif.
const PLAN = {
  'website-development': ['browserPage', 'code', 'responsive'],
  'mobile-app-development': ['phones', 'appFlow', 'widgets'],
  'product-branding': ['brandBoard', 'packaging', 'logoGrid'],
  'ui-ux-design': ['wireframe', 'components', 'userFlow'],
  'al-ml-services': ['neural', 'chat', 'clusters'],
  'devops-cloud': ['pipeline', 'servers', 'terminal'],
  'data-engineering': ['dataFlow', 'dashboard', 'table'],
  'talent-solutions': ['cards', 'orgChart', 'calendar'],
};
export const SERVICES = Object.keys(PLAN);

/** Hero backdrop: saturated gradient with rings, distinct from the soft mockup backgrounds. */
function heroBackdrop(W, H, t) {
  const defs = linGrad('hg', [[0, t.primary], [1, shade(t.primary, 0.45)]]) + radGrad('hglow', [[0, t.secondary, 0.55], [1, t.secondary, 0]]);
  let s = rect(0, 0, W, H, 'url(#hg)') + circle(W * 0.85, H * 0.15, 420, 'url(#hglow)');
  for (let k = 1; k <= 6; k++) s += circle(W * 0.15, H * 0.9, k * 110, 'none', { stroke: P.white, strokeWidth: 2, opacity: 0.12 });
  s += dotGrid(W - 260, H - 130, 9, 3, 26, 3.5, P.white, { opacity: 0.3 });
  return { defs, body: s };
}

/** 1200x900 hero: gradient field with the service's signature mockup floating on it. */
function hero(slug, t, r) {
  const W = 1200, H = 900;
  const bd = heroBackdrop(W, H, t);
  let s = bd.body;
  s += g(M[PLAN[slug][0]](1200, 800, t, r), { transform: 'translate(90,120) scale(0.85)' });
  s += circle(1080, 110, 46, t.accent) + rect(70, 60, 80, 80, t.secondary, { rx: 22, transform: 'rotate(12 110 100)' });
  return svg(W, H, s, bd.defs);
}

async function talentHero(t) {
  // Talent hero uses real notionists portraits in the profile cards.
  const r = rng('service-talent-solutions-hero');
  const W = 1200, H = 900;
  const bd = heroBackdrop(W, H, t);
  let s = bd.body;
  const cards = [[110, 230, -4, t.primary], [450, 170, 0, t.secondary], [790, 230, 4, t.accent]];
  for (const [x, y, rot, c] of cards) s += g(shadow(0, 0, 300, 480, 22) + rect(0, 0, 300, 480, P.white, { rx: 22 }) + rect(0, 0, 300, 250, tint(c, 0.6), { rx: 22 }) + rect(0, 200, 300, 50, tint(c, 0.6)) + bars(40, 290, [220, 160], 14, 14, P.ink) + [0, 1].map((i) => rect(40 + i * 120, 380, 100, 30, tint(c, 0.5), { rx: 15 })).join(''), { transform: `translate(${x},${y}) rotate(${rot} 150 240)` });
  const comps = [];
  for (const [k, [x, y]] of cards.entries()) comps.push({ input: await avatarPng(['priya', 'kabir', 'sofia'][k] + '-hire', 250, k !== 1), left: x + 25, top: y });
  comps.push({ input: Buffer.from(svg(W, H, circle(1080, 120, 60, t.secondary) + rect(60, 60, 90, 90, t.accent, { rx: 24, transform: 'rotate(12 105 105)' }))), left: 0, top: 0 });
  return webpFrom('media/services/talent-solutions-hero.webp', sharp(Buffer.from(svg(W, H, s, bd.defs))).composite(comps));
}

export const serviceTasks = () =>
  SERVICES.flatMap((slug) => {
    const t = THEMES[slug];
    const imgs = PLAN[slug].map((motif, i) => () => {
      const r = rng(`service-${slug}-${i}`);
      return webp(`media/services/${slug}-${i + 1}.webp`, svg(1200, 800, backdrop(1200, 800, t, r) + M[motif](1200, 800, t, r)));
    });
    const h = slug === 'talent-solutions' ? () => talentHero(t) : () => webp(`media/services/${slug}-hero.webp`, hero(slug, t, rng(`service-${slug}-hero`)));
    return [...imgs, h];
  });
