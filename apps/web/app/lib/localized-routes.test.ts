import { index, route } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { localized } from './localized-routes.ts';

describe('localized', () => {
  it('adds an /en copy with its own id', () => {
    const [thai, english] = localized(route('guest/login', 'routes/guest-login.tsx'));
    expect(thai).toMatchObject({ path: 'guest/login', file: 'routes/guest-login.tsx' });
    expect(thai?.id).toBeUndefined();
    expect(english).toMatchObject({ path: 'en/guest/login', file: 'routes/guest-login.tsx', id: 'en/routes/guest-login' });
  });

  it('turns the home index into /en', () => {
    const [, english] = localized(index('routes/home.tsx'));
    expect(english).toMatchObject({ path: 'en', id: 'en/routes/home' });
    expect(english?.index).toBeUndefined();
  });

  it('gives nested children distinct ids without repeating the prefix', () => {
    const [, english] = localized(route('account', 'routes/account.tsx', [index('routes/account-index.tsx')]));
    expect(english?.path).toBe('en/account');
    expect(english?.children?.[0]).toMatchObject({ index: true, id: 'en/routes/account-index' });
  });
});
