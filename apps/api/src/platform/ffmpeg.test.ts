import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoTools } from './video-tools.ts';
import { probeVideo, transcodeToMp4 } from './ffmpeg.ts';

const run = promisify(execFile);
const tools = videoTools();
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'talad-ffmpeg-'));
  await run(tools.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5:duration=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', join(folder, 'clip.mp4')],
  ]);
}, 60_000);
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('an upload is read only as the container its first bytes named', () => {
  it('probes a real MP4', async () => {
    expect(await probeVideo(tools, join(folder, 'clip.mp4'))).toMatchObject({ width: 64, height: 48 });
  });

  it.each([
    ['an HLS playlist', '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nclip.mp4\n#EXT-X-ENDLIST\n'],
    ['a concat list', 'ffconcat version 1.0\nfile clip.mp4\n'],
  ])('does not follow %s saved under a video name to other files of the machine', async (_, text) => {
    // Left to guess, the packaged ffmpeg (4.1) reads either as a playlist and converts clip.mp4 into the output.
    const upload = join(folder, 'upload.mp4');
    await writeFile(upload, text);
    expect(await probeVideo(tools, upload)).toBeNull();
    await expect(transcodeToMp4(tools, upload, join(folder, 'out.mp4'))).rejects.toThrow();
  });
});
