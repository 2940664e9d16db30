// Industry illustrations: one simple geometric scene per industry, 800x600.
import { P, svg, rect, circle, ellipse, line, path_, poly, polyline, g, text, rng, dotGrid, bars, tint, shade, webp } from './lib.mjs';

const W = 800, H = 600;

/** Windows grid for a building. */
function windows(x, y, cols, rows, w, h, gap, fill) {
  let s = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += rect(x + i * (w + gap), y + j * (h + gap), w, h, fill, { rx: 3 });
  return s;
}

const SCENES = {
  'real-estate': (r) => {
    let s = rect(0, 0, W, H, P.lilac) + circle(620, 150, 70, P.orange) + rect(0, 500, W, 100, P.violet);
    const blds = [[90, 230, 130, P.violet], [230, 140, 150, P.ink], [390, 260, 120, P.red], [520, 200, 170, shade(P.violet, 0.3)]];
    for (const [x, y, w, c] of blds) s += rect(x, y, w, 500 - y, c, { rx: 6 }) + windows(x + 18, y + 24, Math.floor((w - 20) / 34), Math.floor((480 - y) / 48), 20, 28, 14, tint(c, 0.55));
    // house with a "sold" tag
    s += poly([[300, 420], [370, 360], [440, 420]], P.orange) + rect(315, 420, 110, 80, P.paper) + rect(357, 450, 26, 50, P.orange);
    s += rect(590, 380, 110, 60, P.paper, { rx: 8 }) + line(645, 440, 645, 500, P.paper, 6) + bars(606, 396, [70, 46], 10, 8, P.violet);
    return s;
  },
  'food-restaurant': () => {
    let s = rect(0, 0, W, H, P.peach) + rect(0, 0, W, H, 'none');
    s += circle(400, 320, 190, P.paper) + circle(400, 320, 150, P.white) + circle(400, 320, 150, 'none', { stroke: P.sand, strokeWidth: 4 });
    // bowl of food: wedges
    s += circle(360, 300, 52, P.green) + circle(440, 290, 44, P.red) + circle(410, 360, 48, P.orange) + circle(360, 300, 18, tint(P.green, 0.5)) + circle(440, 290, 12, P.paper);
    // fork and knife
    s += rect(150, 150, 18, 340, P.ink, { rx: 9 }) + g([0, 1, 2, 3].map((i) => rect(136 + i * 14, 120, 8, 80, P.ink, { rx: 4 })).join(''));
    s += path_('M640,120 C690,160 690,280 660,300 L660,490 L634,490 L634,120Z', P.ink);
    // steam
    s += path_('M370,110 q-20,-25 0,-50 M410,110 q-20,-25 0,-50 M450,110 q-20,-25 0,-50', 'none', { stroke: P.violet, strokeWidth: 8, strokeLinecap: 'round' });
    return s;
  },
  'travel-hospitality': (r) => {
    let s = rect(0, 0, W, H, '#cfe9ff') + circle(600, 170, 80, P.orange);
    s += poly([[0, 460], [200, 220], [400, 460]], P.violet) + poly([[230, 460], [450, 180], [680, 460]], shade(P.violet, 0.35)) + poly([[450, 180], [395, 250], [505, 250]], P.paper);
    s += poly([[500, 460], [680, 280], [860, 460]], P.green);
    s += rect(0, 450, W, 150, '#2f80ed') + path_('M0,470 q50,-20 100,0 t100,0 t100,0 t100,0 t100,0 t100,0 t100,0 t100,0', 'none', { stroke: P.white, strokeWidth: 6, opacity: 0.6 });
    s += path_('M0,530 q50,-20 100,0 t100,0 t100,0 t100,0 t100,0 t100,0 t100,0 t100,0', 'none', { stroke: P.white, strokeWidth: 6, opacity: 0.4 });
    // plane and its dashed route
    s += path_('M80,200 C220,80 360,120 470,90', 'none', { stroke: P.ink, strokeWidth: 4, strokeDasharray: '4 14', strokeLinecap: 'round' });
    s += g(poly([[0, 0], [60, 10], [0, 20]], P.ink) + poly([[20, 10], [40, 10], [10, 40]], P.ink) + poly([[20, 10], [40, 10], [10, -20]], P.ink), { transform: 'translate(480,78) rotate(-8)' });
    return s;
  },
  'on-demand-solutions': () => {
    let s = rect(0, 0, W, H, P.mint);
    // map grid
    let d = '';
    for (let x = 0; x <= W; x += 80) d += `M${x},0V${H}`;
    for (let y = 0; y <= H; y += 80) d += `M0,${y}H${W}`;
    s += path_(d, 'none', { stroke: P.white, strokeWidth: 10 });
    s += path_('M120,480 C200,380 260,420 330,330 S470,220 560,200', 'none', { stroke: P.violet, strokeWidth: 10, strokeDasharray: '18 14', strokeLinecap: 'round' });
    // phone
    s += rect(470, 90, 220, 420, P.ink, { rx: 34 }) + rect(486, 120, 188, 360, P.paper, { rx: 20 }) + rect(550, 100, 60, 10, '#2a2a33', { rx: 5 });
    s += rect(502, 140, 156, 120, P.lilac, { rx: 12 }) + circle(580, 195, 22, P.violet) + bars(502, 280, [150, 110, 130], 14, 12, P.sand) + rect(502, 410, 156, 48, P.orange, { rx: 24 });
    // pins
    const pin = (x, y, c) => path_(`M${x},${y} c-30,-40 -30,-80 0,-80 c30,0 30,40 0,80Z`, c) + circle(x, y - 52, 11, P.white);
    s += pin(120, 480, P.red) + pin(330, 330, P.orange);
    // scooter-ish delivery box
    s += rect(190, 150, 110, 90, P.orange, { rx: 8 }) + rect(190, 185, 110, 12, shade(P.orange, 0.2)) + circle(210, 260, 18, P.ink) + circle(290, 260, 18, P.ink);
    return s;
  },
  'retail-ecommerce': () => {
    let s = rect(0, 0, W, H, P.rose);
    const bag = (x, y, w, h, c, hc) => path_(`M${x + w * 0.3},${y} a${w * 0.2},${w * 0.2} 0 0 1 ${w * 0.4},0`, 'none', { stroke: hc, strokeWidth: 10 }) + rect(x, y, w, h, c, { rx: 10 });
    s += bag(110, 230, 190, 230, P.violet, P.ink) + bag(270, 300, 160, 180, P.orange, P.ink) + bag(430, 190, 220, 290, P.green, P.ink);
    s += circle(205, 330, 34, P.paper) + poly([[350, 360], [370, 400], [330, 400]], P.paper) + rect(500, 280, 80, 80, P.paper, { rx: 40 });
    // price tag
    s += g(path_('M0,0 L90,0 L120,30 L90,60 L0,60Z', P.paper) + circle(96, 30, 7, P.rose) + bars(14, 16, [60, 40], 10, 8, P.red), { transform: 'translate(560,110) rotate(12)' });
    s += rect(0, 480, W, 120, P.ink) + dotGrid(60, 520, 14, 2, 52, 5, P.rose, { opacity: 0.5 });
    // cart badge
    s += circle(120, 120, 44, P.red) + text(120, 137, '3', 48, P.white, { textAnchor: 'middle' });
    return s;
  },
  'education-elearning': () => {
    let s = rect(0, 0, W, H, P.paper) + dotGrid(40, 40, 19, 14, 40, 2.5, P.violet, { opacity: 0.2 });
    // laptop
    s += rect(180, 140, 440, 280, P.ink, { rx: 16 }) + rect(200, 160, 400, 240, P.lilac, { rx: 6 }) + path_('M130,420 H670 L640,460 H160Z', '#2a2a33');
    s += rect(220, 180, 200, 120, P.violet, { rx: 8 }) + poly([[305, 215], [345, 240], [305, 265]], P.white) + bars(440, 184, [140, 110, 130, 90], 12, 14, P.white);
    s += rect(220, 320, 360, 14, P.white, { rx: 7 }) + rect(220, 320, 220, 14, P.green, { rx: 7 });
    // graduation cap
    s += g(poly([[0, 40], [110, 0], [220, 40], [110, 80]], P.orange) + path_('M50,60 v50 q60,30 120,0 v-50 l-60,20z', shade(P.orange, 0.25)) + line(200, 46, 200, 120, P.ink, 5) + circle(200, 124, 9, P.ink), { transform: 'translate(480,40) rotate(10)' });
    // books
    s += rect(60, 470, 200, 36, P.red, { rx: 4 }) + rect(80, 434, 170, 36, P.green, { rx: 4 }) + rect(70, 398, 180, 36, P.violet, { rx: 4 });
    return s;
  },
  'healthcare-fitness': () => {
    let s = rect(0, 0, W, H, P.mint);
    s += circle(400, 290, 200, P.white);
    s += path_('M400,420 C250,330 230,200 320,180 C360,172 390,200 400,225 C410,200 440,172 480,180 C570,200 550,330 400,420Z', P.red);
    s += polyline([[60, 300], [240, 300], [280, 220], [330, 380], [380, 250], [420, 300], [740, 300]], P.ink, 10);
    // cross badge
    s += g(rect(0, 0, 110, 110, P.green, { rx: 24 }) + rect(42, 18, 26, 74, P.white, { rx: 4 }) + rect(18, 42, 74, 26, P.white, { rx: 4 }), { transform: 'translate(610,70)' });
    // dumbbell
    s += g(rect(0, 22, 160, 16, P.ink, { rx: 8 }) + rect(10, 0, 26, 60, P.violet, { rx: 8 }) + rect(124, 0, 26, 60, P.violet, { rx: 8 }) + rect(-8, 10, 18, 40, P.violet, { rx: 6 }) + rect(150, 10, 18, 40, P.violet, { rx: 6 }), { transform: 'translate(90,470) rotate(-8)' });
    s += circle(660, 480, 50, 'none', { stroke: P.orange, strokeWidth: 14 }) + path_('M660,430 A50,50 0 0 1 708,495', 'none', { stroke: P.ink, strokeWidth: 14, strokeLinecap: 'round' });
    return s;
  },
  'logistics-distribution': () => {
    let s = rect(0, 0, W, H, P.sand) + rect(0, 440, W, 160, '#3a3a46') + path_('M0,520 H800', 'none', { stroke: P.paper, strokeWidth: 8, strokeDasharray: '50 40' });
    // truck
    s += rect(90, 230, 340, 200, P.violet, { rx: 10 }) + path_('M430,290 H520 L580,360 V430 H430Z', P.orange) + path_('M450,305 H510 L550,355 H450Z', P.lilac);
    s += circle(170, 440, 38, P.ink) + circle(170, 440, 14, P.paper) + circle(500, 440, 38, P.ink) + circle(500, 440, 14, P.paper);
    s += text(120, 345, 'NAVYUG', 40, P.white, { letterSpacing: 4 }) + rect(120, 366, 180, 10, P.orange, { rx: 5 });
    // stacked boxes
    const box = (x, y, w, c) => rect(x, y, w, w, c, { rx: 4 }) + rect(x + w * 0.42, y, w * 0.16, w * 0.4, tint(c, 0.5));
    s += box(620, 330, 100, '#c98a4b') + box(660, 230, 100, '#b7773a') + box(600, 150, 80, '#d9a066');
    // route dots
    s += polyline([[60, 120], [200, 80], [330, 140], [470, 90]], P.ink, 4, { strokeDasharray: '2 12' }) + [[60, 120], [200, 80], [330, 140], [470, 90]].map(([x, y], i) => circle(x, y, 12, [P.red, P.green, P.violet, P.orange][i])).join('');
    return s;
  },
  'social-networking': (r) => {
    let s = rect(0, 0, W, H, P.lilac);
    const nodes = [[400, 300, 70, P.violet], [170, 160, 46, P.orange], [640, 150, 50, P.red], [150, 450, 44, P.green], [650, 440, 48, P.orange], [400, 90, 34, P.green], [400, 520, 34, P.red]];
    for (const [x, y] of nodes.slice(1)) s += line(400, 300, x, y, P.white, 6);
    s += line(170, 160, 400, 90, P.white, 4) + line(640, 150, 650, 440, P.white, 4) + line(150, 450, 400, 520, P.white, 4);
    // avatar nodes: circle with head+shoulders
    for (const [x, y, rr, c] of nodes) s += circle(x, y, rr, c) + circle(x, y - rr * 0.18, rr * 0.32, P.paper) + path_(`M${x - rr * 0.55},${y + rr * 0.62} a${rr * 0.55},${rr * 0.45} 0 0 1 ${rr * 1.1},0Z`, P.paper);
    // chat bubbles
    s += g(rect(0, 0, 150, 70, P.white, { rx: 20 }) + poly([[24, 64], [50, 64], [20, 92]], P.white) + bars(22, 20, [100, 70], 10, 10, P.violet), { transform: 'translate(210,240)' });
    s += g(rect(0, 0, 130, 60, P.ink, { rx: 20 }) + poly([[100, 54], [124, 54], [130, 80]], P.ink) + circle(38, 30, 7, P.white) + circle(65, 30, 7, P.white) + circle(92, 30, 7, P.white), { transform: 'translate(470,290)' });
    s += g(path_('M0,-10 C-30,-40 -60,-5 0,30 C60,-5 30,-40 0,-10Z', P.red), { transform: 'translate(560,230)' });
    return s;
  },
};

export const INDUSTRIES = Object.keys(SCENES);

export const industryTasks = () =>
  INDUSTRIES.map((slug) => () => webp(`media/industries/${slug}.webp`, svg(W, H, SCENES[slug](rng(`industry-${slug}`)))));
