import { execSync } from 'node:child_process';
import type { Plugin } from 'vite';

export interface BuildInfo {
  version: string;
  built_at: string;
}

/** A version names its own file under builds/: letters, digits, `.`, `_` and `-`, and never `latest`. */
const VERSION_PATTERN = /^(?!latest$)[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;

/** The build's identity: git short sha plus build time, so two builds of one commit still differ. */
export function readBuildInfo(env: NodeJS.ProcessEnv = process.env, builtAt = new Date()): BuildInfo {
  const stamp = builtAt.getTime().toString(36);
  let sha = 'local';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. a source tarball): the timestamp alone identifies the build.
  }
  const version = env.APP_VERSION || `${sha}-${stamp}`;
  if (!VERSION_PATTERN.test(version)) {
    throw new Error(`APP_VERSION "${version}" cannot name builds/<version>.json: use letters, digits, ".", "_" and "-" (not "latest")`);
  }
  return { version, built_at: builtAt.toISOString() };
}

/**
 * The build's metadata files in the client output (spec §7): builds/<version>.json, this build's own (its name never
 * changes content, so it is cached for good), and builds/latest.json, the same text, which open tabs poll every hour
 * to learn that a newer build is live.
 */
export function buildFiles(info: BuildInfo): Array<{ fileName: string; source: string }> {
  const source = JSON.stringify(info, null, 2);
  return [
    { fileName: `builds/${info.version}.json`, source },
    { fileName: 'builds/latest.json', source },
  ];
}

/** Embeds the version in the bundle (__APP_VERSION__) and writes the build's metadata files into the client output. */
export function buildVersion(): Plugin {
  const info = readBuildInfo();
  return {
    name: 'talad:build-version',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(info.version) } }),
    generateBundle() {
      if (this.environment?.name !== 'client') return;
      for (const file of buildFiles(info)) this.emitFile({ type: 'asset', ...file });
    },
  };
}
