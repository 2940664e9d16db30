// Seamless looping studio video: 192 SVG frames (8 s @ 24 fps) -> WebM (VP9) + MP4 (H.264) + poster.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { P, svg, rect, circle, path_, g, radGrad, pool, record, webp, OUT } from './lib.mjs';

const W = 1280, H = 720, FPS = 24, SECONDS = 8, FRAMES = FPS * SECONDS;
const FFMPEG = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const TAU = Math.PI * 2;

/** Frame at loop phase th in [0, 2π): every motion uses integer multiples of th, so frame 192 == frame 0. */
function frame(th) {
  const defs =
    radGrad('gv', [[0, P.violet, 0.85], [1, P.violet, 0]]) +
    radGrad('go', [[0, P.orange, 0.7], [1, P.orange, 0]]) +
    radGrad('gg', [[0, P.green, 0.5], [1, P.green, 0]]);
  let s = rect(0, 0, W, H, P.ink);
  s += circle(640 + 300 * Math.cos(th), 360 + 150 * Math.sin(2 * th), 520, 'url(#gv)');
  s += circle(640 - 340 * Math.cos(th + 1), 360 + 170 * Math.sin(th), 420, 'url(#go)');
  s += circle(640 + 420 * Math.sin(2 * th), 200 + 80 * Math.cos(th), 300, 'url(#gg)');
  // concentric dashed rings, alternating rotation direction
  const deg = (th * 180) / Math.PI;
  for (let k = 0; k < 4; k++)
    s += g(circle(0, 0, 120 + k * 70, 'none', { stroke: P.paper, strokeWidth: 2, opacity: 0.25, strokeDasharray: `${8 + k * 6} ${14 + k * 4}` }), { transform: `translate(640,360) rotate(${(k % 2 ? -deg : deg).toFixed(2)})` });
  // orbiting solids
  s += circle(640 + 260 * Math.cos(th), 360 + 260 * Math.sin(th), 42, P.violet);
  s += g(rect(-36, -36, 72, 72, P.orange, { rx: 16 }), { transform: `translate(${(640 + 330 * Math.cos(th + Math.PI)).toFixed(1)},${(360 + 330 * Math.sin(th + Math.PI)).toFixed(1)}) rotate(${(deg * 2).toFixed(2)})` });
  s += circle(640 + 190 * Math.cos(-2 * th + 2), 360 + 190 * Math.sin(-2 * th + 2), 16, P.red);
  s += circle(640, 360, 34, P.paper);
  // travelling waves
  for (let k = 0; k < 2; k++) {
    let d = '';
    for (let x = 0; x <= W; x += 16) {
      const y = 600 + k * 34 + 26 * Math.sin((x / W) * TAU * 2 - th * (k + 1));
      d += `${x ? 'L' : 'M'}${x},${y.toFixed(1)}`;
    }
    s += path_(d, 'none', { stroke: k ? P.green : P.paper, strokeWidth: 3, opacity: 0.6 });
  }
  // pulsing dot grid
  for (let i = 0; i < 8; i++)
    for (let j = 0; j < 4; j++) s += circle(60 + i * 26, 60 + j * 26, 3 + 2 * Math.sin(th - (i + j) * 0.5), P.paper, { opacity: 0.5 });
  return svg(W, H, s, defs);
}

const encoders = () => {
  try {
    return execFileSync(FFMPEG, ['-hide_banner', '-encoders'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
};

export function videoTasks() {
  const dir = path.join(OUT, 'media/video');
  let tmp;
  const list = encoders();
  const has = (name) => list && new RegExp(`\\s${name}\\s`).test(list);
  const bitexact = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', '-an'];
  const encode = (out, args) => () => {
    const file = path.join(dir, out);
    execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png'), ...args, ...bitexact, file], { stdio: 'inherit' });
    record(`media/video/${out}`, W, H, statSync(file).size, 'video');
  };

  const steps = [() => webp('media/video/studio-loop-poster.webp', frame(0), { quality: 75 })];
  if (!list) {
    console.warn('ffmpeg not found: skipping studio-loop.webm/.mp4 (poster only).');
    return steps;
  }
  steps.push(async () => {
    mkdirSync(dir, { recursive: true });
    tmp = mkdtempSync(path.join(os.tmpdir(), 'navyug-frames-'));
    const jobs = Array.from({ length: FRAMES }, (_, f) => () =>
      sharp(Buffer.from(frame((TAU * f) / FRAMES))).png({ compressionLevel: 1 }).toFile(path.join(tmp, `f${String(f).padStart(4, '0')}.png`)));
    await pool(jobs, 3);
  });
  // WebM: VP9 preferred, VP8 fallback.
  if (has('libvpx-vp9')) steps.push(encode('studio-loop.webm', ['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-pix_fmt', 'yuv420p', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '0', '-threads', '1', '-g', String(FRAMES)]));
  else if (has('libvpx')) {
    console.warn('libvpx-vp9 missing: encoding WebM with VP8 (libvpx).');
    steps.push(encode('studio-loop.webm', ['-c:v', 'libvpx', '-crf', '30', '-b:v', '1M', '-pix_fmt', 'yuv420p', '-threads', '1']));
  } else console.warn('No VP9/VP8 encoder: studio-loop.webm not produced.');
  // MP4: H.264 preferred, MPEG-4 part 2 fallback.
  if (has('libx264')) steps.push(encode('studio-loop.mp4', ['-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-threads', '2']));
  else {
    console.warn('libx264 missing: encoding MP4 with mpeg4.');
    steps.push(encode('studio-loop.mp4', ['-c:v', 'mpeg4', '-q:v', '6', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']));
  }
  steps.push(() => tmp && rmSync(tmp, { recursive: true, force: true }));
  return steps;
}
