import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';

/**
 * Puts the restored `fresh` folder where `current` is. The folder it replaces is kept as
 * `<current>.before-restore-<stamp>` (a restore deletes nothing); its path is answered. A rename when both are on one
 * file system, else a copy.
 */
export function swapIn(fresh: string, current: string, stamp: string): string | undefined {
  const kept = existsSync(current) ? `${current}.before-restore-${stamp}` : undefined;
  if (kept) renameSync(current, kept);
  try {
    renameSync(fresh, current);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(fresh, current, { recursive: true });
    rmSync(fresh, { recursive: true, force: true });
  }
  return kept;
}

/** Files under `folder`, however deep. */
export function fileCount(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}
