import { describe, expect, it, vi } from 'vitest';
import { remembered } from './remembered.ts';

describe('remembered', () => {
  it('answers from memory within the time to live, per key, and asks again after it', async () => {
    let clock = 0;
    const compute = vi.fn(async (locale: string) => `menu-${locale}-${clock}`);
    const menu = remembered(
      30_000,
      compute,
      () => true,
      () => clock,
    );
    expect(await menu('th')).toBe('menu-th-0');
    clock = 29_999;
    expect(await menu('th')).toBe('menu-th-0');
    expect(await menu('en')).toBe('menu-en-29999');
    clock = 30_000;
    expect(await menu('th')).toBe('menu-th-30000');
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps neither a failure nor an answer that keep refuses', async () => {
    const failing = vi.fn(async () => {
      throw new Error('API down');
    });
    const menu = remembered(30_000, failing);
    await expect(menu('th')).rejects.toThrow('API down');
    await expect(menu('th')).rejects.toThrow('API down');
    expect(failing).toHaveBeenCalledTimes(2);

    const fallback = vi.fn(async () => 'empty');
    const popups = remembered(30_000, fallback, (answer) => answer !== 'empty');
    await popups('th');
    await popups('th');
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('asks again for every key once cleared', async () => {
    let calls = 0;
    const menu = remembered(30_000, async (locale: string) => `${locale}-${(calls += 1)}`);
    expect(await menu('th')).toBe('th-1');
    expect(await menu('th')).toBe('th-1');
    menu.clear();
    expect(await menu('th')).toBe('th-2');
  });
});
