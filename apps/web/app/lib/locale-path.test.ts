import { describe, expect, it } from 'vitest';
import { localeFromPath, localizeHref, localizePath, stripLocale, switchLocalePath } from './locale-path.ts';

describe('locale paths', () => {
  it('reads the locale from the /en prefix only', () => {
    expect(localeFromPath('/')).toBe('th');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/guest/login')).toBe('en');
    expect(localeFromPath('/english-books')).toBe('th');
    // Data requests of a client-side navigation: the English home's is /en.data.
    expect(localeFromPath('/en.data')).toBe('en');
    expect(localeFromPath('/en/mobile-tablet.data')).toBe('en');
    expect(localeFromPath('/_root.data')).toBe('th');
    expect(localeFromPath('/p/en')).toBe('th');
  });

  it('removes the /en prefix', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/en/guest/login')).toBe('/guest/login');
    expect(stripLocale('/guest/login')).toBe('/guest/login');
    expect(stripLocale('/engine')).toBe('/engine');
  });

  it('adds the /en prefix for English and none for Thai', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/guest/login', 'en')).toBe('/en/guest/login');
    expect(localizePath('/en/guest/login', 'en')).toBe('/en/guest/login');
    expect(localizePath('/en/guest/login', 'th')).toBe('/guest/login');
    expect(localizePath('/en', 'th')).toBe('/');
  });

  it('leaves external links alone', () => {
    expect(localizeHref('https://example.com/a', 'en')).toBe('https://example.com/a');
    expect(localizeHref('//cdn.example.com/a', 'en')).toBe('//cdn.example.com/a');
    expect(localizeHref('/category/shoes', 'en')).toBe('/en/category/shoes');
  });

  it('switches language keeping the page, query and hash', () => {
    expect(switchLocalePath({ pathname: '/guest/login', search: '?next=%2Faccount' }, 'en')).toBe('/en/guest/login?next=%2Faccount');
    expect(switchLocalePath({ pathname: '/en/guest/login', search: '?a=1', hash: '#top' }, 'th')).toBe('/guest/login?a=1#top');
    expect(switchLocalePath({ pathname: '/' }, 'en')).toBe('/en');
    expect(switchLocalePath({ pathname: '/en' }, 'th')).toBe('/');
  });
});

describe('locale cookie', async () => {
  const { localeCookie } = await import('./locale-cookie.ts');
  it('keeps the choice for 365 days on the whole site', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
