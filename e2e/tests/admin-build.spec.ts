import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The back office (issue #26, decision 0041) is its own build, served by the shop's web server at /admin: none of its
 * code, styles or messages is part of a shop page, and its pages are never kept and never indexed. These read the
 * builds and the server's answers, not a page's layout: the desktop project runs them (playwright.config.ts).
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SHOP_CLIENT = join(ROOT, 'apps/web/build/client');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function messagesOf(file: string): string[] {
  const walk = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap((value) => walk(value));
  return walk(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));
}

test.describe('the back office stays out of the shop’s pages (issue #26)', () => {
  test('the shop’s built files hold no module, style or message of the back office', () => {
    // What the shop itself says: its messages and the error catalogue both apps share (packages/domain).
    const shopWords = [
      ...['th', 'en'].flatMap((language) => messagesOf(`apps/web/app/locales/${language}.json`)),
      readFileSync(join(ROOT, 'packages/domain/src/errors.ts'), 'utf8'),
    ].join('\n');
    // The back office's own words only (one the shop also says, "ไม่พบหน้านี้", proves nothing), long enough not to be chance.
    const adminMessages = ['th', 'en']
      .flatMap((language) => messagesOf(`apps/admin/app/locales/${language}.json`))
      .map((message) => message.split('{{')[0]!)
      .filter((message) => message.length >= 12 && !shopWords.includes(message));
    expect(adminMessages.length).toBeGreaterThan(20);
    // What only the back office's code and stylesheet hold: its files' address, its API calls, its cookie, its colours.
    const adminMarkers = ['/admin/assets/', 'admin/auth/', 'admin/me', 'admin_session', '--accent-ink', '--warn-soft', ...adminMessages];
    const shopFiles = filesUnder(SHOP_CLIENT).filter((file) => /\.(js|css|json|html|svg)$/.test(file));
    expect(shopFiles.some((file) => file.endsWith('.js'))).toBe(true);
    const found = shopFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return adminMarkers.filter((marker) => text.includes(marker)).map((marker) => `${file.slice(ROOT.length)}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  test('a shop page links no file of the back office', async ({ request }) => {
    for (const path of ['/', '/en', '/login']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('/admin/');
    }
  });
});

test.describe('the back office’s pages are never kept, never indexed, and run only their own scripts (issue #26)', () => {
  test('no-store, noindex (header and meta), and the answer’s own nonce on every script', async ({ request }) => {
    const answer = await request.get('/admin/sign-in');
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // The back office's policy is its own: none of the shop's third parties (tag manager, social login, gateway).
    expect(headers['content-security-policy']).not.toMatch(/googletagmanager|facebook|gateway|localhost:\d+/);
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    // A second answer draws a nonce of its own.
    const again = await request.get('/admin/sign-in');
    expect(again.headers()['content-security-policy']).not.toContain(nonce);
  });

  test('a signed-out visit to any screen goes to the sign-in page, itself never kept', async ({ request }) => {
    for (const path of ['/admin', '/admin/?from=x']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers()['cache-control'], path).toBe('no-store');
      expect(answer.headers()['location'], path).toMatch(/^\/admin\/sign-in/);
    }
    expect((await request.get('/admin/no-such-screen')).status()).toBe(404);
  });

  test('a form posted from another site changes nothing', async ({ request }) => {
    const answer = await request.post('/admin/preferences', {
      form: { language: 'en', back: '/sign-in' },
      headers: { origin: 'https://elsewhere.example' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['set-cookie']).toBeUndefined();
  });
});
