/**
 * Records the seed's product videos: a short turn of a category's product stand-in, as WebM (VP8).
 *
 * The machine has no video encoder of its own (no ffmpeg), but Chromium has one: the picture the API draws for a
 * product is turned frame by frame on a canvas and MediaRecorder encodes it. No network is used. The clips are
 * committed under apps/api/src/modules/media/videos/ and served by the media route; run this only to redraw them:
 *   node --import tsx scripts/make-product-videos.ts
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PRODUCT_VIDEOS } from '../apps/api/src/db/seed/catalog/videos.ts';
import { productPicture } from '../apps/api/src/modules/media/pictures.ts';

const SIZE = 360;
const SECONDS = 3;
const FOLDER = join(import.meta.dirname, '../apps/api/src/modules/media/videos');

async function record(svg: string): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // tsx compiles named inner functions with esbuild's __name helper, which the page does not have.
    await page.evaluate('window.__name = (fn) => fn');
    const base64 = await page.evaluate(
      async ({ svg: drawing, size, seconds }) => {
        const picture = new Image();
        picture.src = `data:image/svg+xml;base64,${btoa(drawing)}`;
        await picture.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        const started = performance.now();
        // One full turn with a gentle zoom, drawn on every animation frame until the clip is long enough.
        await new Promise<void>((resolve) => {
          const draw = (now: number) => {
            const progress = Math.min(1, (now - started) / (seconds * 1000));
            context.fillStyle = '#ffffff';
            context.fillRect(0, 0, size, size);
            context.save();
            context.translate(size / 2, size / 2);
            context.rotate(progress * 2 * Math.PI);
            const scale = 1 + 0.08 * Math.sin(progress * Math.PI);
            context.scale(scale, scale);
            context.drawImage(picture, -size / 2, -size / 2, size, size);
            context.restore();
            if (progress < 1) requestAnimationFrame(draw);
            else resolve();
          };
          requestAnimationFrame(draw);
        });
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      { svg, size: SIZE, seconds: SECONDS },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

for (const video of PRODUCT_VIDEOS) {
  const { svg } = productPicture({ main: video.category, categoryColour: video.colour, colour: null, brand: 'Talad', index: 1 });
  const clip = await record(svg);
  await writeFile(join(FOLDER, `${video.name}.webm`), clip);
  console.log(`${video.name}.webm: ${clip.length} bytes`);
}
