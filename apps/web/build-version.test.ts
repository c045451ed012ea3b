import { describe, expect, it } from 'vitest';
import { buildFiles, readBuildInfo } from './build-version.ts';

describe('the build’s metadata files (spec §7: a JSON file per build, builds/latest.json checked every hour)', () => {
  it('are builds/<version>.json and builds/latest.json, the same metadata', () => {
    const info = readBuildInfo({ APP_VERSION: '2026.11.28-a1b2c3d' }, new Date('2026-11-28T06:00:00Z'));
    expect(info).toEqual({ version: '2026.11.28-a1b2c3d', built_at: '2026-11-28T06:00:00.000Z' });
    const files = buildFiles(info);
    expect(files.map((file) => file.fileName)).toEqual(['builds/2026.11.28-a1b2c3d.json', 'builds/latest.json']);
    for (const file of files) expect(JSON.parse(file.source)).toEqual(info);
  });

  it('names a build by its commit and build time unless APP_VERSION says otherwise', () => {
    const built = new Date('2026-11-28T06:00:00Z');
    expect(readBuildInfo({}, built).version).toMatch(new RegExp(`^([0-9a-f]{7,}|local)-${built.getTime().toString(36)}$`));
  });

  it.each(['../../server/index', 'a/b', 'latest', '.hidden', 'x'.repeat(65)])(
    'refuses APP_VERSION %j, which cannot name its own file',
    (version) => {
      expect(() => readBuildInfo({ APP_VERSION: version })).toThrow(/APP_VERSION/);
    },
  );
});
