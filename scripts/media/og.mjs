// Open Graph cards (1200x630 palette PNG) and static files: flags, app icon.
import { copyFileSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import { P, BRIGHT, svg, rect, circle, path_, poly, g, text, rng, dotGrid, png, record, OUT } from './lib.mjs';

const TITLES = {
  home: 'Creative & technology agency',
  about: 'About us',
  services: 'Services',
  industries: 'Industries we serve',
  work: 'Our work',
  blog: 'Blog',
  careers: 'Careers',
  contact: 'Contact us',
  quote: 'Get a quote',
  faqs: 'FAQs',
  life: 'Life at Navyug',
  legal: 'Legal',
};

/** The "N" monogram in a rounded square. */
export const monogram = (x, y, s, bg = P.violet, fg = P.white) =>
  rect(x, y, s, s, bg, { rx: s * 0.24 }) +
  path_(`M${x + s * 0.28},${y + s * 0.74}V${y + s * 0.26}L${x + s * 0.72},${y + s * 0.74}V${y + s * 0.26}`, 'none', { stroke: fg, strokeWidth: s * 0.13, strokeLinecap: 'round', strokeLinejoin: 'round' });

/** Wrap a title into lines of at most `max` characters. */
function wrap(str, max) {
  const out = [];
  for (const w of str.split(' ')) {
    const last = out[out.length - 1];
    if (last && (last + ' ' + w).length <= max) out[out.length - 1] = last + ' ' + w;
    else out.push(w);
  }
  return out;
}

function ogCard(key, i) {
  const W = 1200, H = 630, r = rng(`og-${key}`);
  const accent = BRIGHT[i % 4], second = BRIGHT[(i + 1) % 4];
  let s = rect(0, 0, W, H, P.ink);
  // right-side geometric composition
  s += circle(1010, 170, 190, accent) + rect(850, 330, 300, 300, second, { rx: 40 });
  s += path_(`M850,630 A150,150 0 0 1 1150,630Z`, P.paper) + dotGrid(880, 80, 5, 5, 22, 4, P.paper, { opacity: 0.5 });
  s += circle(1010, 170, 70, P.ink) + poly([[720, 560], [800, 420], [880, 560]], P.paper, { opacity: 0.1 });
  // brand
  s += monogram(80, 70, 72) + text(172, 122, 'Navyug', 44, P.white);
  // title
  const lines = wrap(TITLES[key], 18);
  // DejaVu Sans Bold averages ~0.66 em per character; keep titles left of the artwork (x < 820)
  const size = Math.min(lines.length > 1 ? 76 : 92, Math.floor(740 / (Math.max(...lines.map((l) => l.length)) * 0.66)));
  const y0 = 470 - (lines.length - 1) * size * 1.08;
  lines.forEach((l, k) => (s += text(80, y0 + k * size * 1.08, l, size, P.white)));
  s += rect(84, 520, 120, 10, accent, { rx: 5 });
  if (key !== 'home') s += text(80, 580, TITLES.home, 26, P.paper, { fontWeight: 'normal', opacity: 0.6 });
  return svg(W, H, s);
}

export const ogTasks = () => Object.keys(TITLES).map((key, i) => () => png(`media/og/${key}.png`, ogCard(key, i)));

export function staticTasks() {
  const flags = ['US', 'IN'].map((cc) => () => {
    const src = path.resolve(OUT, '../node_modules/country-flag-icons/3x2', `${cc}.svg`);
    const rel = `media/flags/${cc.toLowerCase()}.svg`;
    mkdirSync(path.join(OUT, 'media/flags'), { recursive: true });
    copyFileSync(src, path.join(OUT, rel));
    record(rel, 0, 0, statSync(path.join(OUT, rel)).size, 'svg');
  });
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="15" fill="${P.violet}"/>` +
    `<path d="M19 46V18l26 28V18" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>\n`;
  const icon = () => {
    writeFileSync(path.resolve(OUT, '../app/icon.svg'), body);
    record('../app/icon.svg', 64, 64, Buffer.byteLength(body), 'svg');
  };
  // favicon.ico for the requests browsers make on their own (a 32 px PNG inside an ICO container).
  const favicon = async () => {
    const png = await sharp(Buffer.from(body)).resize(32, 32).png({ compressionLevel: 9 }).toBuffer();
    const header = Buffer.alloc(22);
    header.writeUInt16LE(0, 0); // reserved
    header.writeUInt16LE(1, 2); // type: icon
    header.writeUInt16LE(1, 4); // one image
    header.writeUInt8(32, 6); // width
    header.writeUInt8(32, 7); // height
    header.writeUInt16LE(1, 10); // colour planes
    header.writeUInt16LE(32, 12); // bits per pixel
    header.writeUInt32LE(png.length, 14); // image size
    header.writeUInt32LE(22, 18); // image offset
    const ico = Buffer.concat([header, png]);
    writeFileSync(path.resolve(OUT, '../app/favicon.ico'), ico);
    record('../app/favicon.ico', 32, 32, ico.length, 'ico');
  };
  return [...flags, icon, favicon];
}
