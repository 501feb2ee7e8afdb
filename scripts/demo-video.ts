/**
 * Makes the demo shop's 'how it works' video (issue 20) from the project's own artwork: the six
 * steps' emoji (the offline Fluent set the catalogue uses), one after another on the brand colour,
 * with a row of dots marking the step. No words: the steps' texts sit beside the video in the
 * shopper's language. Needs ffmpeg with librsvg and libx264 (Debian's `ffmpeg`).
 *
 *   npx tsx scripts/demo-video.ts [out.mp4]   (default public/media/video/how-it-works.mp4)
 *
 * The file is committed; nothing runs this at build or start.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emojiSvg } from '../src/server/services/emoji';
import { DEMO_VIDEO_STEPS } from '../src/server/db/seed/content';

const out = path.resolve(process.argv[2] ?? 'public/media/video/how-it-works.mp4');
const WIDTH = 960;
const HEIGHT = 540;
const ICON = 240;
const STEP_SECONDS = 1.5;
const FADE = 0.3;
// the theme's primary (daisyUI light: oklch(0.45 0.24 277)), so the poster's frame and the video are one colour
const BACKGROUND = '0x422ad5';
const DOT = 14;

const work = mkdtempSync(path.join(tmpdir(), 'demo-video-'));
try {
  const icons = DEMO_VIDEO_STEPS.map((step, i) => {
    const svg = emojiSvg(step.icon);
    if (!svg) throw new Error(`no emoji named ${step.icon}`);
    const file = path.join(work, `${i}.svg`);
    writeFileSync(file, svg.replace(/width="\d+" height="\d+"/, `width="${ICON}" height="${ICON}"`));
    return file;
  });
  const n = icons.length;
  const dotsLeft = (WIDTH - (n * DOT * 2 - DOT)) / 2;
  const filters: string[] = [];
  icons.forEach((_, i) => {
    filters.push(`color=c=${BACKGROUND}:s=${WIDTH}x${HEIGHT}:d=${STEP_SECONDS}:r=24[bg${i}]`);
    filters.push(`[${i}:v]format=rgba[icon${i}]`);
    filters.push(`[bg${i}][icon${i}]overlay=x=(W-w)/2:y=(H-h)/2-30:shortest=1,format=yuv420p[s${i}]`);
  });
  let last = 's0';
  for (let i = 1; i < n; i++) {
    const offset = (i * (STEP_SECONDS - FADE)).toFixed(2);
    filters.push(`[${last}][s${i}]xfade=transition=slideleft:duration=${FADE}:offset=${offset}[x${i}]`);
    last = `x${i}`;
  }
  // a row of dots that stays still: every step's faint, the current one full from the middle of its slide in
  const box = (j: number, alpha: string, enable = '') => `drawbox=x=${dotsLeft + j * DOT * 2}:y=${HEIGHT - 60}:w=${DOT}:h=${DOT}:color=white@${alpha}:t=fill${enable}`;
  const step = STEP_SECONDS - FADE;
  const dots = [
    ...icons.map((__, j) => box(j, '0.35')),
    ...icons.map((__, j) => box(j, '1', `:enable='between(t,${j === 0 ? 0 : (j * step + FADE / 2).toFixed(2)},${j === n - 1 ? 999 : ((j + 1) * step + FADE / 2).toFixed(2)})'`)),
  ];
  filters.push(`[${last}]${dots.join(',')}[out]`);
  last = 'out';
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...icons.flatMap((file) => ['-loop', '1', '-framerate', '24', '-t', String(STEP_SECONDS), '-i', file]),
    '-filter_complex',
    filters.join(';'),
    '-map',
    `[${last}]`,
    '-an',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-crf',
    '28',
    '-preset',
    'slow',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    out,
  ];
  mkdirSync(path.dirname(out), { recursive: true });
  const run = spawnSync('ffmpeg', args, { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg exited with ${run.status}`);
  console.log(`${path.relative(process.cwd(), out)}: ${(statSync(out).size / 1024).toFixed(1)} KiB, ${(n * STEP_SECONDS - (n - 1) * FADE).toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
