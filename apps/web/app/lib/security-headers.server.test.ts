import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.server.ts';

const SHOP = { apiUrl: 'https://api.talad.example/v1', mediaUrl: '', gtmId: null, gatewayUrl: 'https://pay.talad.example/gw' };

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('security headers of every web answer (issue 11 item 5)', () => {
  it('runs inline scripts only with this answer’s nonce, never any inline script; other scripts from the site and Facebook’s login script', () => {
    const policy = directives(contentSecurityPolicy('abc123', SHOP));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'", 'https://connect.facebook.net']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets the browser call the API and show pictures and videos from the API and the media base, by origin', () => {
    const policy = directives(contentSecurityPolicy('n', { ...SHOP, mediaUrl: 'https://cdn.talad.example/shop' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.talad.example', 'https://pay.talad.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.talad.example', 'https://api.talad.example']);
    expect(policy['media-src']).toEqual(["'self'", 'https://cdn.talad.example', 'https://api.talad.example']);
  });

  it('adds nothing for a media base on this site', () => {
    const policy = directives(contentSecurityPolicy('n', { ...SHOP, apiUrl: '/api', gatewayUrl: '' }));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it('shows a picked photo from its file (blob:) or inlined (data:) as a picture only: scripts, frames and media stay as they were (issue #25 item 18)', () => {
    const policy = directives(contentSecurityPolicy('n', SHOP));
    expect(policy['img-src']).toEqual(expect.arrayContaining(['data:', 'blob:']));
    for (const directive of ['script-src', 'default-src', 'frame-src', 'connect-src', 'media-src', 'object-src'])
      expect({ directive, sources: policy[directive] }).toEqual({ directive, sources: expect.not.arrayContaining(['blob:', 'data:']) });
  });

  it('lets the card form reach the payment gateway and frame its 3-D Secure page, that origin only (issue #13)', () => {
    const policy = directives(contentSecurityPolicy('n', SHOP));
    expect(policy['frame-src']).toEqual(["'self'", 'https://pay.talad.example']);
    expect(policy['connect-src']).toContain('https://pay.talad.example');
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows Google Tag Manager and GA4 only when GTM_ID is set', () => {
    const policy = directives(contentSecurityPolicy('n', { ...SHOP, gtmId: 'GTM-TALAD01' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n'", 'https://connect.facebook.net', 'https://*.googletagmanager.com']);
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
    expect(contentSecurityPolicy('n', SHOP)).not.toContain('google');
  });

  it('forbids framing, sniffing and full referrers, allows the position, camera and microphone to the shop only, and HSTS over HTTPS only', () => {
    const headers = securityHeaders('n', false, SHOP);
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']?.split(', ')).toEqual(
      expect.arrayContaining(['geolocation=(self)', 'camera=(self)', 'microphone=(self)']),
    );
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('n', true, SHOP)['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});
