import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The programs review videos are read (ffprobe) and converted (ffmpeg) with: file paths, or names found on PATH. */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

const require = createRequire(import.meta.url);

/**
 * The binary npm install brought: @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe pick their platform's
 * package (@ffmpeg-installer/linux-x64…), whose tarball holds the program itself — nothing is downloaded. On a
 * platform they have no package for, the program of that name on PATH.
 */
function packaged(installer: string, name: string): string {
  try {
    const { path } = require(installer) as { path: string };
    return executable(path) ? path : name;
  } catch {
    return name;
  }
}

/**
 * Whether the program may be run, made so when it may not: @ffprobe-installer's binary comes without the execute bit,
 * which its install script (chmod) adds — and npm runs no install script with --ignore-scripts or an allowScripts
 * that denies it.
 */
export function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    try {
      chmodSync(path, statSync(path).mode | 0o111);
      return true;
    } catch {
      return false;
    }
  }
}

/** FFMPEG_PATH / FFPROBE_PATH when set (a deployment's own, maintained build), else the packaged ones. */
export function videoTools(given: { ffmpeg?: string | undefined; ffprobe?: string | undefined } = {}): VideoTools {
  return {
    ffmpeg: given.ffmpeg || packaged('@ffmpeg-installer/ffmpeg', 'ffmpeg'),
    ffprobe: given.ffprobe || packaged('@ffprobe-installer/ffprobe', 'ffprobe'),
  };
}
