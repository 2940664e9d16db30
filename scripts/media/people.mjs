// Portraits (DiceBear notionists, CC0) and people-based compositions.
import sharp from 'sharp';
import { createAvatar } from '@dicebear/core';
import { notionists } from '@dicebear/collection';
import { P, SOFT, BRIGHT, svg, rect, circle, path_, g, rng, blob, dotGrid, text, webpFrom, tint, hashStr } from './lib.mjs';

export const TALENT = ['aarav', 'priya', 'rohan', 'meera', 'kabir', 'ananya', 'vikram', 'isha', 'daniel', 'sofia', 'arjun'];
const FEMALE = new Set(['priya', 'meera', 'ananya', 'isha', 'sofia']);

// notionists hair variants grouped by look, so portraits match the names.
const v = (ns) => ns.map((k) => 'variant' + String(k).padStart(2, '0'));
const HAIR_LONG = v([2, 4, 8, 10, 23, 28, 36, 37, 39, 41, 45, 46, 47, 48, 57, 58, 59]);
const HAIR_SHORT = v([1, 5, 6, 7, 9, 12, 13, 15, 16, 17, 18, 19, 21, 22, 24, 25, 27, 30, 31, 33, 34, 35, 38, 40, 44, 49, 52, 53, 54, 55, 56]);

/** Transparent notionists avatar (CC0) rendered to a PNG buffer of the given size. */
export function avatarPng(seed, size, female = hashStr(seed) % 2 === 0) {
  const opts = female ? { hair: HAIR_LONG, beardProbability: 0 } : { hair: HAIR_SHORT, beardProbability: 15 };
  const svgStr = createAvatar(notionists, { seed: `navyug-${seed}`, size, ...opts }).toString();
  return sharp(Buffer.from(svgStr)).png().toBuffer();
}

function portraitBg(name, i) {
  const W = 480, H = 560;
  const r = rng(`talent-${name}`);
  const bg = SOFT[i % SOFT.length];
  const accent = BRIGHT[(i * 3) % BRIGHT.length];
  let s = rect(0, 0, W, H, bg);
  s += path_(blob(r, W / 2, H * 0.56, 190, 8, 0.22), tint(accent, 0.55));
  s += dotGrid(r.range(24, 60), r.range(24, 60), 5, 5, 16, 3, accent, { opacity: 0.5 });
  s += circle(r.range(360, 440), r.range(60, 140), r.range(18, 30), accent, { opacity: 0.85 });
  return svg(W, H, s);
}

export const talentTasks = () =>
  TALENT.map((name, i) => async () => {
    const face = await avatarPng(name, 440, FEMALE.has(name));
    const img = sharp(Buffer.from(portraitBg(name, i))).composite([{ input: face, left: 20, top: 120 }]);
    return webpFrom(`media/talent/${name}.webp`, img, { quality: 64 });
  });

// ---------- life / team compositions ----------
async function team() {
  const W = 1600, H = 900;
  const r = rng('life-team');
  let s = rect(0, 0, W, H, P.paper);
  s += path_(blob(r, 420, 300, 360, 8, 0.25), P.lilac) + path_(blob(r, 1240, 420, 420, 8, 0.25), P.peach);
  s += dotGrid(1380, 70, 8, 5, 22, 4, P.violet, { opacity: 0.35 });
  s += rect(0, 760, W, 140, P.violet);
  s += text(80, 850, 'Navyug', 56, P.white) + text(W - 80, 850, 'the team', 36, P.lilac, { textAnchor: 'end', fontWeight: 'normal' });
  const people = ['aarav', 'priya', 'rohan', 'meera', 'kabir', 'ananya', 'vikram', 'isha'];
  const comps = [];
  for (let k = 0; k < people.length; k++) {
    const back = k % 2 === 1; // back row is drawn bigger (taller) and first, front row overlaps it
    const size = back ? 400 : 320;
    const x = 70 + k * 165 - (back ? 40 : 0);
    comps.push({ back, input: await avatarPng(people[k] + '-team', size, FEMALE.has(people[k])), left: Math.round(x), top: 760 - size });
  }
  comps.sort((a, b) => b.back - a.back);
  comps.forEach((c) => delete c.back);
  return webpFrom('media/life/team.webp', sharp(Buffer.from(svg(W, H, s))).composite(comps));
}

async function culture1() {
  // Sticky-note wall with two people planning.
  const W = 1200, H = 800;
  const r = rng('culture-1');
  let s = rect(0, 0, W, H, P.ink);
  s += rect(80, 70, 1040, 520, '#1c1c26', { rx: 24 });
  const notes = [P.orange, P.lilac, P.mint, P.rose, P.peach, '#fff2a8'];
  for (let i = 0; i < 6; i++)
    for (let j = 0; j < 3; j++) {
      if (r.chance(0.18)) continue;
      const x = 130 + i * 160 + r.range(-8, 8), y = 110 + j * 150 + r.range(-6, 6);
      s += g(rect(0, 0, 120, 110, r.pick(notes), { rx: 6 }) + rect(16, 22, r.range(50, 88), 8, P.ink, { rx: 4, opacity: 0.35 }) + rect(16, 40, r.range(40, 70), 8, P.ink, { rx: 4, opacity: 0.25 }),
        { transform: `translate(${x.toFixed(1)},${y.toFixed(1)}) rotate(${r.range(-4, 4).toFixed(1)} 60 55)` });
    }
  s += path_('M170,240 C330,180 420,330 620,260 S880,200 1020,300', 'none', { stroke: P.violet, strokeWidth: 6, strokeDasharray: '2 14', strokeLinecap: 'round' });
  s += rect(0, 640, W, 160, P.violet);
  const comps = [
    { input: await avatarPng('culture-a', 360), left: 60, top: 440 },
    { input: await avatarPng('culture-b', 360), left: 780, top: 440 },
  ];
  return webpFrom('media/life/culture-1.webp', sharp(Buffer.from(svg(W, H, s))).composite(comps));
}

async function culture2() {
  // Celebration: confetti and a cake of stacked shapes with a trio of people.
  const W = 1200, H = 800;
  const r = rng('culture-2');
  let s = rect(0, 0, W, H, P.lilac);
  for (let i = 0; i < 70; i++) {
    const x = r.range(0, W), y = r.range(0, 420), c = r.pick(BRIGHT), rot = r.range(0, 180).toFixed(0);
    s += r.chance(0.5) ? circle(x, y, r.range(4, 9), c) : rect(x, y, r.range(8, 18), r.range(4, 8), c, { transform: `rotate(${rot} ${x.toFixed(0)} ${y.toFixed(0)})` });
  }
  s += path_('M0,520 C300,460 900,580 1200,500 L1200,800 L0,800Z', P.violet);
  // foreground: table with a cake, drawn over the people
  let fg = rect(-20, 640, W + 40, 200, P.paper, { rx: 20 }) + rect(-20, 640, W + 40, 16, P.sand);
  fg += rect(480, 520, 240, 130, P.orange, { rx: 18 }) + rect(480, 570, 240, 18, P.paper, { opacity: 0.7 }) + rect(520, 450, 160, 80, P.red, { rx: 14 });
  fg += rect(596, 405, 8, 45, P.violet) + path_('M600,380 q10,14 0,24 q-10,-10 0,-24Z', P.orange);
  for (let i = 0; i < 5; i++) fg += circle(130 + i * 42, 700, 14, BRIGHT[i % 4]) + circle(880 + i * 42, 710, 14, BRIGHT[(i + 2) % 4]);
  const comps = [];
  for (const [k, x, size] of [[0, 50, 400], [1, 770, 400]]) comps.push({ input: await avatarPng('party-' + k, size), left: x, top: 700 - size });
  comps.push({ input: Buffer.from(svg(W, H, fg)), left: 0, top: 0 });
  return webpFrom('media/life/culture-2.webp', sharp(Buffer.from(svg(W, H, s))).composite(comps));
}

export const lifeTasks = () => [team, culture1, culture2];
