import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which process has the embedded database open. PGlite holds its data directory alone and nothing stops a second
 * process from opening it too (which corrupts it), so the API writes its process id beside the data while it runs:
 * a second API refuses to start on it, and a backup or a restore refuses to run while it is up.
 */
const holderFile = (dataDir: string) => join(dataDir, 'api.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the embedded database under `dataDir`, if any; a file left by a killed one is not. */
export function embeddedHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(holderFile(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Marks this process as the holder; throws while another live process holds it. Returns the release. */
export function holdEmbedded(dataDir: string): () => void {
  const holder = embeddedHolder(dataDir);
  if (holder !== undefined)
    throw new Error(`the embedded database under ${dataDir} is open in process ${holder} (another API): stop it first`);
  writeFileSync(holderFile(dataDir), String(process.pid));
  return () => rmSync(holderFile(dataDir), { force: true });
}
