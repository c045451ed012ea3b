/**
 * Records the seed's videos as WebM (VP8): a short turn of a category's product stand-in for product galleries,
 * and a looping clip per live show (its poster, a blinking LIVE mark, its title and host) for live TV.
 *
 * Chromium records them: the pictures the API draws are animated frame by frame on a canvas and MediaRecorder
 * encodes it (made before npm brought an ffmpeg; the API's review videos use that one). No network is used. The clips are committed
 * under apps/api/seed-assets/videos/ (binary, so outside src/) and served by the media route; run this only to
 * redraw them:
 *   node --import tsx scripts/make-videos.ts
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { SEED_VIDEO_DIR } from '../apps/api/src/config.ts';
import { bannerPicture, productPicture } from '../apps/api/src/modules/media/index.ts';
import { PRODUCT_VIDEOS } from '../apps/api/src/seed/catalog/videos.ts';
import { LIVE_SEEDS, liveClipName } from '../apps/api/src/seed/pages/live.ts';

/** What the page draws: `frame` is the body of a function (context, picture, progress, scene), run on every frame. */
interface Clip {
  svg: string;
  width: number;
  height: number;
  seconds: number;
  frame: string;
  scene: Record<string, string>;
}

/** A product turning once with a gentle zoom. */
const TURN = `
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(progress * 2 * Math.PI);
  const scale = 1 + 0.08 * Math.sin(progress * Math.PI);
  context.scale(scale, scale);
  context.drawImage(picture, -width / 2, -height / 2, width, height);
  context.restore();`;

/** A live show: the poster slowly zooming, hearts rising, a blinking LIVE mark, the title and the host. */
const LIVE = `
  const zoom = 1 + 0.05 * Math.sin(progress * Math.PI);
  context.drawImage(picture, (width - width * zoom) / 2, (height - height * zoom) / 2, width * zoom, height * zoom);
  for (let heart = 0; heart < 6; heart++) {
    const rise = (progress * 2 + heart / 6) % 1;
    context.globalAlpha = 1 - rise;
    context.fillStyle = heart % 2 ? '#f43f5e' : '#fb7185';
    context.beginPath();
    context.arc(width - 60 + 14 * Math.sin(rise * 6 + heart), height - 70 - rise * (height - 120), 9, 0, 2 * Math.PI);
    context.fill();
  }
  context.globalAlpha = 1;
  const shade = context.createLinearGradient(0, height * 0.55, 0, height);
  shade.addColorStop(0, 'rgba(0,0,0,0)');
  shade.addColorStop(1, 'rgba(0,0,0,0.65)');
  context.fillStyle = shade;
  context.fillRect(0, height * 0.55, width, height * 0.45);
  context.fillStyle = '#ffffff';
  context.font = 'bold 30px Sarabun, Loma, sans-serif';
  context.fillText(scene.title, 24, height - 52);
  context.font = '20px Sarabun, Loma, sans-serif';
  context.fillText(scene.host, 24, height - 22);
  context.fillStyle = '#dc2626';
  context.fillRect(20, 18, 86, 32);
  context.fillStyle = '#ffffff';
  context.font = 'bold 18px sans-serif';
  if (Math.floor(progress * 12) % 2 === 0) { context.beginPath(); context.arc(36, 34, 6, 0, 2 * Math.PI); context.fill(); }
  context.fillText('LIVE', 50, 41);`;

async function record(page: Page, clip: Clip): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ svg, width, height, seconds, frame, scene }) => {
    const picture = new Image();
    picture.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const draw = new Function('context', 'picture', 'progress', 'scene', 'width', 'height', frame);
    const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    // Drawn on every animation frame until the clip is long enough.
    await new Promise<void>((resolve) => {
      const next = (now: number) => {
        const progress = Math.min(1, (now - started) / (seconds * 1000));
        draw(context, picture, progress, scene, width, height);
        if (progress < 1) requestAnimationFrame(next);
        else resolve();
      };
      requestAnimationFrame(next);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, clip);
  return Buffer.from(base64, 'base64');
}

const clips: Array<[name: string, clip: Clip]> = [
  ...PRODUCT_VIDEOS.map((video): [string, Clip] => {
    // Recorded once for both brands: the stand-in's initial (T) fits Talad and TrueSelect alike.
    const { svg } = productPicture({ main: video.category, categoryColour: video.colour, colour: null, brand: 'Talad', index: 1 });
    return [video.name, { svg, width: 360, height: 360, seconds: 3, frame: TURN, scene: {} }];
  }),
  ...LIVE_SEEDS.map((live): [string, Clip] => {
    // The show's poster without its LIVE title: the clip draws its own mark.
    const { svg } = bannerPicture(`live-${live.slug}`, 0.5625);
    return [
      liveClipName(live.slug),
      { svg, width: 640, height: 360, seconds: 6, frame: LIVE, scene: { title: live.title.th, host: live.host } },
    ];
  }),
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  // tsx compiles named inner functions with esbuild's __name helper, which the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  for (const [name, clip] of clips) {
    const bytes = await record(page, clip);
    await writeFile(join(SEED_VIDEO_DIR, `${name}.webm`), bytes);
    console.log(`${name}.webm: ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
