import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { VideoTools } from './video-tools.ts';

const run = promisify(execFile);

/**
 * How ffmpeg reads a file of ours: with the demuxer its container calls for and the local file protocol only. Left to
 * guess, ffmpeg picks a demuxer from the content (an HLS or concat playlist, say) that may read other files of the
 * machine into the output; an upload is only ever read as the container its first bytes named (sniff.ts), which
 * matters the more as the packaged ffmpeg is a 2018 build (decision 0036).
 */
export function readAs(file: string): string[] {
  const demuxer = file.endsWith('.webm') ? 'matroska' : 'mov';
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', file];
}

/** What ffprobe says of a file: its length and the first video stream's size; null when it is no video it can read. */
export interface ProbedVideo {
  durationMs: number;
  width: number;
  height: number;
}

export async function probeVideo(tools: VideoTools, file: string): Promise<ProbedVideo | null> {
  try {
    const { stdout } = await run(
      tools.ffprobe,
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', ...readAs(file)],
      { timeout: 20_000 },
    );
    const probe = JSON.parse(stdout) as {
      format?: { duration?: string };
      streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
    };
    const video = probe.streams?.find((stream) => stream.codec_type === 'video');
    const seconds = Number(probe.format?.duration);
    if (!video?.width || !video.height || !Number.isFinite(seconds) || seconds <= 0) return null;
    return { durationMs: Math.round(seconds * 1000), width: video.width, height: video.height };
  } catch {
    return null;
  }
}

/**
 * Fits the picture within 720×720 keeping its shape, never enlarged, both sides even (yuv420p needs them). Written out
 * rather than with scale's force_divisible_by, which the packaged ffmpeg (a 4.1 build) does not have.
 */
const FIT_720 = "scale=w='trunc(min(1,min(720/iw,720/ih))*iw/2)*2':h='trunc(min(1,min(720/iw,720/ih))*ih/2)*2'";

/**
 * A web-playable MP4 every browser plays: H.264 (yuv420p, at most 720 px on the long side, even sizes) and AAC, the
 * index moved to the front (faststart) so playback starts before the whole file arrived. Metadata is dropped.
 */
export async function transcodeToMp4(tools: VideoTools, input: string, output: string): Promise<void> {
  await run(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-y', ...readAs(input), '-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-vf', FIT_720],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-profile:v', 'main'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', output],
    ],
    { timeout: 10 * 60_000 },
  );
}

/** One frame as PNG, taken a little in (the very first frame is often black), for the poster. */
export async function posterFrame(tools: VideoTools, input: string, output: string, durationMs: number): Promise<void> {
  const at = Math.min(1, durationMs / 2000).toFixed(2);
  await run(tools.ffmpeg, ['-v', 'error', '-y', '-ss', at, ...readAs(input), '-frames:v', '1', output], { timeout: 60_000 });
}

/** Runs `work` with the upload written to a temporary folder as `upload.{extension}`; the folder goes afterwards. */
async function withUpload<T>(bytes: Buffer, extension: string, work: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'talad-video-'));
  try {
    const file = join(folder, `upload.${extension}`);
    await writeFile(file, bytes);
    return await work(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** probeVideo of bytes as uploaded (their container named by sniffUpload). */
export const probeUpload = (tools: VideoTools, bytes: Buffer, extension: string) =>
  withUpload(bytes, extension, (file) => probeVideo(tools, file));

/**
 * An upload converted: the web-playable MP4 and a PNG frame of it for a poster; null when ffmpeg could not make them
 * (the upload is unusable).
 */
export async function convertVideo(
  tools: VideoTools,
  bytes: Buffer,
  extension: string,
  durationMs: number,
): Promise<{ video: Buffer; frame: Buffer } | null> {
  return withUpload(bytes, extension, async (input, folder) => {
    try {
      await transcodeToMp4(tools, input, join(folder, 'video.mp4'));
      await posterFrame(tools, join(folder, 'video.mp4'), join(folder, 'poster.png'), durationMs);
      return { video: await readFile(join(folder, 'video.mp4')), frame: await readFile(join(folder, 'poster.png')) };
    } catch {
      return null;
    }
  });
}
