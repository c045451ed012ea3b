// Builds the API and the sandbox payment gateway once into one JavaScript file each (decision 0028), so that
// production runs `node apps/api/build/main.js` instead of compiling TypeScript through a loader on every start.
//   node scripts/build-servers.mjs [--if-stale] [api] [gateway]      (no names: both)
// --if-stale builds only a server whose build is missing or older than one of its sources (what `npm start` does).
// The workspace packages (@talad/domain, @talad/contract: TypeScript source) are bundled in; every package from
// node_modules stays outside and is loaded by node as usual (PGlite's wasm and data files, sharp's native binary).
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const domain = 'packages/domain/src';

/** Each server's sources: its own and the workspace packages it bundles (the gateway uses only the domain: 0019). */
export const servers = {
  api: { entry: 'apps/api/src/main.ts', outfile: 'apps/api/build/main.js', sources: ['apps/api/src', domain, 'packages/contract/src'] },
  gateway: { entry: 'apps/gateway/src/main.ts', outfile: 'apps/gateway/build/main.js', sources: ['apps/gateway/src', domain] },
};

/** True when the server's build is missing or one of its source files changed after it. */
export function isStale(name) {
  const { outfile, sources } = servers[name];
  return isOlderThanSources(outfile, sources);
}

/** True when `outfile` (relative to the repository) is missing or a file under one of `sources` changed after it. */
export function isOlderThanSources(outfile, sources) {
  const built = modifiedAt(join(root, outfile));
  if (built === null) return true;
  return sources.some((folder) => newestIn(join(root, folder)) > built);
}

export async function buildServer(name) {
  const { build } = await import('esbuild');
  const { entry, outfile } = servers[name];
  const target = join(root, outfile);
  const { outputFiles } = await build({
    entryPoints: [join(root, entry)],
    outfile: target,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [workspaceOnly, sourceLocations(dirname(target))],
  });
  // Written aside, then renamed over the old build: a server starting meanwhile (another journey run, another
  // `npm start`) reads the old file or the new one, never half of one.
  mkdirSync(dirname(target), { recursive: true });
  const aside = `${target}.${process.pid}.tmp`;
  writeFileSync(aside, outputFiles[0].contents);
  renameSync(aside, target);
}

/** Bare imports other than @talad/* are node_modules packages: left to node, never bundled. */
const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@talad/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Files found next to the source (the database migrations, seed assets, the repository root itself) are located
 * with `new URL(…, import.meta.url)`. In one bundled file import.meta.url would be the build's; each source file's
 * import.meta.url is made its own file's again, relative to the build, so the build finds what the source finds.
 */
function sourceLocations(outDir) {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const contents = readFileSync(args.path, 'utf8');
        if (!contents.includes('import.meta.url')) return undefined;
        const fromBuild = relative(outDir, args.path).split('\\').join('/');
        const ownUrl = `new URL(${JSON.stringify(fromBuild)}, import.meta.url).href`;
        return { contents: contents.replaceAll('import.meta.url', ownUrl), loader: 'ts' };
      });
    },
  };
}

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function newestIn(folder) {
  let newest = 0;
  for (const file of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (file.isFile()) newest = Math.max(newest, statSync(join(file.parentPath, file.name)).mtimeMs);
  }
  return newest;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const ifStale = args.includes('--if-stale');
  const named = args.filter((arg) => arg !== '--if-stale');
  const unknown = named.filter((name) => !(name in servers));
  if (unknown.length > 0) {
    console.error(`unknown server: ${unknown.join(', ')} (known: ${Object.keys(servers).join(', ')})`);
    process.exit(2);
  }
  for (const name of named.length > 0 ? named : Object.keys(servers)) {
    if (ifStale && !isStale(name)) continue;
    const started = performance.now();
    await buildServer(name);
    console.log(`built ${servers[name].outfile} in ${Math.round(performance.now() - started)} ms`);
  }
}
