import { execSync } from 'node:child_process';
import type { Plugin } from 'vite';

export interface BuildInfo {
  version: string;
  built_at: string;
}

/** The build's identity: git short sha plus build time, so two builds of one commit still differ. */
function readBuildInfo(): BuildInfo {
  const builtAt = new Date();
  const stamp = builtAt.getTime().toString(36);
  let sha = 'local';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. a source tarball): the timestamp alone identifies the build.
  }
  return { version: process.env.APP_VERSION ?? `${sha}-${stamp}`, built_at: builtAt.toISOString() };
}

/**
 * Embeds the version in the bundle (__APP_VERSION__) and writes builds/latest.json into the client output,
 * which open tabs poll every hour to learn that a newer build is live (spec §7).
 */
export function buildVersion(): Plugin {
  const info = readBuildInfo();
  return {
    name: 'talad:build-version',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(info.version) } }),
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(info, null, 2) });
    },
  };
}
