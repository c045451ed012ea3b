import { createRequire } from 'node:module';

/** The programs review videos are read (ffprobe) and converted (ffmpeg) with: file paths, or names found on PATH. */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

const require = createRequire(import.meta.url);

/**
 * The binary npm install brought: @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe pick their platform's
 * package (@ffmpeg-installer/linux-x64…), whose tarball holds the program itself — nothing is downloaded and no
 * install script runs. On a platform they have no package for, the program of that name on PATH.
 */
function packaged(installer: string, name: string): string {
  try {
    return (require(installer) as { path: string }).path;
  } catch {
    return name;
  }
}

/** FFMPEG_PATH / FFPROBE_PATH when set (a deployment's own, maintained build), else the packaged ones. */
export function videoTools(given: { ffmpeg?: string | undefined; ffprobe?: string | undefined } = {}): VideoTools {
  return {
    ffmpeg: given.ffmpeg || packaged('@ffmpeg-installer/ffmpeg', 'ffmpeg'),
    ffprobe: given.ffprobe || packaged('@ffprobe-installer/ffprobe', 'ffprobe'),
  };
}
