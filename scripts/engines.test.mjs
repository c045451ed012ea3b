// Issue #25 item 10: `npm install` is clean (no EBADENGINE) on every Node line the root engines field admits, and
// the field admits only lines every installed package supports.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

/** The oldest release of each Node line the root admits: 20.19.0, 22.13.0, 24.0.0. */
const supportedLines = manifest.engines.node.split('||').map((range) => semver.minVersion(range.trim()).version);

/** The packages of the lockfile whose engines field refuses the given Node version, the way npm's check reads it. */
function refusing(nodeVersion) {
  return Object.entries(lock.packages)
    .filter(([, entry]) => typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(nodeVersion, entry.engines.node, { includePrerelease: true }))
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${entry.engines.node}`);
}

describe('the Node versions the shop supports', () => {
  it('are 20.19+, 22.13+ and 24+, and the lockfile says the same as package.json', () => {
    expect(supportedLines).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    expect(lock.packages[''].engines).toEqual(manifest.engines);
  });

  it.each(supportedLines)('every package installed accepts Node %s (npm install prints no EBADENGINE)', (nodeVersion) => {
    expect(refusing(nodeVersion)).toEqual([]);
  });
});
