// Case-study images: per client a 1600x1000 brand composition, a device mockup and a brand board (1200x800).
import { P, svg, rect, circle, path_, poly, g, text, rng, dotGrid, bars, tint, shade, onColor, blob, webp } from './lib.mjs';
import { browser, webPage, phone, appScreen, laptop, swatch, shadow } from './mockups.mjs';

// bg, primary, secondary, accent, ink, light
const CLIENTS = {
  'bubble-bakes': { name: 'Bubble Bakes', tag: 'Small-batch bakery', bg: '#ffd9e4', primary: '#e8467c', secondary: '#ffb703', accent: '#7bdff2', ink: '#3d1f2b', light: '#fff6f0', mark: 'bubbles' },
  ownthemind: { name: 'OwnTheMind', tag: 'Mindful learning', bg: '#1e1b4b', primary: '#8b5cf6', secondary: '#34d399', accent: '#fbbf24', ink: '#1e1b4b', light: '#f5f3ff', mark: 'mind' },
  superpets: { name: 'SuperPets', tag: 'Pet care, supercharged', bg: '#ffcc00', primary: '#1d4ed8', secondary: '#ff6b35', accent: '#00b4d8', ink: '#111827', light: '#fffbea', mark: 'paw' },
  'salt-and-pepper': { name: 'Salt & Pepper', tag: 'Kitchen & bar', bg: '#141414', primary: '#c0392b', secondary: '#f5efe6', accent: '#d4a373', ink: '#141414', light: '#f5efe6', mark: 'shakers' },
  'swarnim-farms': { name: 'Swarnim Farms', tag: 'Farm to table', bg: '#1f5132', primary: '#e9b949', secondary: '#8cc084', accent: '#f28c28', ink: '#173d26', light: '#f4efe1', mark: 'sun' },
  portalz: { name: 'Portalz', tag: 'Find your next place', bg: '#0b132b', primary: '#0ea5e9', secondary: '#f72585', accent: '#ffd166', ink: '#0b132b', light: '#eef8ff', mark: 'portal' },
};
export const WORK = Object.keys(CLIENTS);

/** Brand logo mark in a size x size box at (x, y). */
function mark(t, x, y, s, fg = t.primary) {
  const c = (k) => [x + s * k[0], y + s * k[1]];
  switch (t.mark) {
    case 'bubbles':
      return circle(...c([0.42, 0.55]), s * 0.36, fg) + circle(...c([0.74, 0.3]), s * 0.2, t.secondary) + circle(...c([0.8, 0.72]), s * 0.12, t.accent);
    case 'mind':
      return path_(`M${x + s * 0.5},${y + s * 0.1} a${s * 0.4},${s * 0.4} 0 1 0 0.1,0Z`, 'none', { stroke: fg, strokeWidth: s * 0.1 }) + circle(...c([0.5, 0.5]), s * 0.16, t.secondary) + path_(`M${x + s * 0.5},${y + s * 0.1} V${y + s * 0.34}`, 'none', { stroke: fg, strokeWidth: s * 0.1 });
    case 'paw':
      return g(circle(...c([0.5, 0.64]), s * 0.24, fg) + [[0.22, 0.36], [0.4, 0.2], [0.6, 0.2], [0.78, 0.36]].map((k) => circle(...c(k), s * 0.1, fg)).join(''));
    case 'shakers':
      return rect(x + s * 0.12, y + s * 0.25, s * 0.3, s * 0.65, fg === t.primary ? t.secondary : fg, { rx: s * 0.1 }) + rect(x + s * 0.56, y + s * 0.1, s * 0.3, s * 0.8, t.primary, { rx: s * 0.1 }) + dotGrid(x + s * 0.22, y + s * 0.35, 2, 2, s * 0.1, s * 0.03, t.ink) + dotGrid(x + s * 0.66, y + s * 0.2, 2, 2, s * 0.1, s * 0.03, t.secondary);
    case 'sun': {
      let rays = '';
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        rays += `M${x + s * 0.5 + Math.cos(a) * s * 0.3},${y + s * 0.5 + Math.sin(a) * s * 0.3}L${x + s * 0.5 + Math.cos(a) * s * 0.46},${y + s * 0.5 + Math.sin(a) * s * 0.46}`;
      }
      return path_(rays, 'none', { stroke: fg, strokeWidth: s * 0.06, strokeLinecap: 'round' }) + circle(...c([0.5, 0.5]), s * 0.22, fg) + path_(`M${x + s * 0.28},${y + s * 0.56} Q${x + s * 0.5},${y + s * 0.42} ${x + s * 0.72},${y + s * 0.56} V${y + s * 0.72} H${x + s * 0.28}Z`, t.secondary);
    }
    case 'portal':
      return path_(`M${x + s * 0.15},${y + s * 0.92} V${y + s * 0.45} a${s * 0.35},${s * 0.35} 0 0 1 ${s * 0.7},0 V${y + s * 0.92}Z`, fg) + path_(`M${x + s * 0.35},${y + s * 0.92} V${y + s * 0.55} a${s * 0.15},${s * 0.15} 0 0 1 ${s * 0.3},0 V${y + s * 0.92}Z`, t.secondary);
  }
  return '';
}

/** 1600x1000: big client name + stationery/phone/sticker composition. */
function heroImage(slug, t) {
  const W = 1600, H = 1000, r = rng(`work-${slug}`);
  const fg = onColor(t.bg);
  let s = rect(0, 0, W, H, t.bg);
  s += path_(blob(r, 1180, 520, 430, 9, 0.2), tint(t.bg === '#ffcc00' ? t.secondary : t.primary, t.bg.startsWith('#1') || t.bg.startsWith('#0') ? 0 : 0.2), { opacity: 0.9 });
  s += dotGrid(80, 820, 10, 4, 26, 4, fg, { opacity: 0.25 });
  s += mark(t, 90, 90, 110, t.bg === t.primary ? t.secondary : t.primary === t.bg ? fg : t.primary);
  const words = t.name.replace(' & ', ' &\u00a0').split(' ').map((w) => w.replace('\u00a0', ' '));
  const size = Math.min(180, 720 / (Math.max(...words.map((w) => w.length)) * 0.7));
  words.forEach((w, i) => (s += text(80, 360 + i * size * 1.02, w, size, fg, { letterSpacing: -4 })));
  s += text(86, 360 + words.length * size * 1.02 + 10, t.tag, 36, fg, { fontWeight: 'normal', opacity: 0.75 });
  // business cards, stacked and rotated
  const card = (bg, inner) => shadow(0, 0, 440, 260, 18, 0.25) + rect(0, 0, 440, 260, bg, { rx: 18 }) + inner;
  s += g(card(t.light, mark(t, 30, 30, 70) + bars(30, 170, [220, 150], 14, 12, tint(t.ink, 0.4))), { transform: 'translate(780,700) rotate(-10)' });
  s += g(card(t.primary, text(40, 150, t.name, 44, onColor(t.primary)) + rect(40, 178, 120, 8, t.secondary, { rx: 4 })), { transform: 'translate(900,640) rotate(6)' });
  // phone with brand app
  s += g(phone(0, 0, 300, 600, t, (x, y, w, h) => appScreen(x, y, w, h, t, r, 0)), { transform: 'translate(1180,120) rotate(8)' });
  // round sticker
  s += circle(1450, 820, 110, t.secondary) + circle(1450, 820, 92, 'none', { stroke: onColor(t.secondary), strokeWidth: 3, strokeDasharray: '6 8' }) + mark({ ...t, secondary: t.light }, 1395, 765, 110, onColor(t.secondary) === P.white ? P.white : t.ink);
  return svg(W, H, s);
}

/** 1200x800: laptop with website + phone. */
function devices(slug, t) {
  const W = 1200, H = 800, r = rng(`work-${slug}-1`);
  let s = rect(0, 0, W, H, tint(t.primary, 0.85)) + circle(980, 140, 240, tint(t.secondary, 0.5)) + rect(0, 650, W, 150, tint(t.primary, 0.7));
  s += laptop(120, 140, 760, t, (x, y, w, h) => webPage(x, y, w, h, t, r, t.name));
  s += phone(870, 260, 220, 450, t, (x, y, w, h) => appScreen(x, y, w, h, t, r, 1));
  return svg(W, H, s);
}

/** 1200x800: brand board with logo, swatches, type and pattern. */
function brandBoard(slug, t) {
  const W = 1200, H = 800, r = rng(`work-${slug}-2`);
  let s = rect(0, 0, W, H, P.paper);
  // logo tile
  s += rect(40, 40, 520, 440, t.bg, { rx: 24 }) + mark(t, 90, 110, 150, t.bg === t.primary ? t.secondary : t.primary) + text(90, 360, t.name, t.name.length > 11 ? 50 : 60, onColor(t.bg)) + text(92, 410, t.tag, 22, onColor(t.bg), { fontWeight: 'normal', opacity: 0.7 });
  // swatches
  const sw = [t.primary, t.secondary, t.accent, t.ink === t.bg ? t.light : t.ink];
  sw.forEach((c, i) => (s += swatch(590 + i * 145, 40, 130, 220, c)));
  // type specimen
  s += rect(590, 290, 570, 190, P.white, { rx: 24 }) + text(620, 420, 'Aa', 120, t.ink) + bars(800, 340, [300, 240, 270], 12, 14, tint(t.ink, 0.5)) + text(800, 450, 'Display · Bold / Regular', 20, t.ink, { fontWeight: 'normal' });
  // pattern strip
  let pat = rect(40, 510, 1120, 250, t.primary, { rx: 24 });
  for (let i = 0; i < 9; i++) for (let j = 0; j < 2; j++) pat += g(mark(t, 70 + i * 122, 535 + j * 110, 90, (i + j) % 2 ? t.secondary : onColor(t.primary) === P.white ? tint(t.primary, 0.35) : shade(t.primary, 0.25)));
  s += g(pat, { clipPath: 'url(#strip)' });
  return svg(W, H, s, `<clipPath id="strip">${rect(40, 510, 1120, 250, '#000', { rx: 24 })}</clipPath>`);
}

export const workTasks = () =>
  WORK.flatMap((slug) => {
    const t = CLIENTS[slug];
    return [
      () => webp(`media/work/${slug}.webp`, heroImage(slug, t)),
      () => webp(`media/work/${slug}-1.webp`, devices(slug, t)),
      () => webp(`media/work/${slug}-2.webp`, brandBoard(slug, t)),
    ];
  });
