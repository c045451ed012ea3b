import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What ffprobe says of a file: its length and the first video stream's size; null when it is no video it can read. */
export interface ProbedVideo {
  durationMs: number;
  width: number;
  height: number;
}

export async function probeVideo(file: string): Promise<ProbedVideo | null> {
  try {
    const { stdout } = await run(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type,width,height', '-of', 'json', file],
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
 * A web-playable MP4 every browser plays: H.264 (yuv420p, at most 720 px on the long side, even sizes) and AAC, the
 * index moved to the front (faststart) so playback starts before the whole file arrived. Metadata is dropped.
 */
export async function transcodeToMp4(input: string, output: string): Promise<void> {
  await run(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1'],
      ...['-vf', "scale='min(720,iw)':'min(720,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2"],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-profile:v', 'main'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart', output],
    ],
    { timeout: 10 * 60_000 },
  );
}

/** One frame as PNG, taken a little in (the very first frame is often black), for the poster. */
export async function posterFrame(input: string, output: string, durationMs: number): Promise<void> {
  const at = Math.min(1, durationMs / 2000).toFixed(2);
  await run('ffmpeg', ['-v', 'error', '-y', '-ss', at, '-i', input, '-frames:v', '1', output], { timeout: 60_000 });
}
