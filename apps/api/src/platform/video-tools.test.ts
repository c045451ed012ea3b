import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executable } from './video-tools.ts';

const run = promisify(execFile);
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'talad-video-tools-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the packaged ffmpeg and ffprobe', () => {
  it('run though npm ran no install script: a binary without its execute bit is given one', async () => {
    const program = join(folder, 'ffprobe');
    await writeFile(program, '#!/bin/sh\necho ran\n');
    await chmod(program, 0o644); // as @ffprobe-installer/linux-x64 unpacks it
    await expect(run(program)).rejects.toThrow(/EACCES/);
    expect(executable(program)).toBe(true);
    expect((await run(program)).stdout).toBe('ran\n');
  });

  it('a program that is not there is not runnable', () => {
    expect(executable(join(folder, 'missing'))).toBe(false);
  });
});
