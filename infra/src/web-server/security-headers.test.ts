import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, proxiedSecurityHeaders, staticSecurityHeaders } from './security-headers';

describe('the content security policy', () => {
  it('allows scripts and styles of this origin only and refuses framing, plugins and foreign forms', () => {
    const policy = contentSecurityPolicy({ host: 'localhost:3000' });
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob:");
  });

  it("lets the listing page's map load its tiles from the configured origin, OpenStreetMap's by default", () => {
    expect(contentSecurityPolicy({})).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(contentSecurityPolicy({ mapTileUrl: 'http://127.0.0.1:9700/{z}/{x}/{y}.png' })).toContain(
      "img-src 'self' data: blob: http://127.0.0.1:9700;",
    );
    expect(contentSecurityPolicy({ mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.com;",
    );
    expect(contentSecurityPolicy({ mapTileUrl: '/tiles/{z}/{x}/{y}.png' })).toContain("img-src 'self' data: blob:;");
  });

  it('lets Stripe.js load, frame its card fields and 3-D Secure, and call its API only when Stripe takes cards', () => {
    const withStripe = contentSecurityPolicy({ stripe: true });
    expect(withStripe).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(withStripe).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;');
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com;");
    expect(withStripe).toContain("frame-ancestors 'none'");
    const without = contentSecurityPolicy({});
    expect(without).toContain("script-src 'self';");
    expect(without).toContain("frame-src 'none';");
    expect(without).not.toContain('stripe');
  });

  it('lets the page open the live-counts websocket on its own host', () => {
    expect(contentSecurityPolicy({ host: 'localhost:3000' })).toContain(
      "connect-src 'self' ws://localhost:3000 wss://localhost:3000",
    );
  });

  it('writes no host into the policy that is not a plain host name', () => {
    const policy = contentSecurityPolicy({ host: "evil.example; script-src 'unsafe-inline'" });
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('evil.example');
  });

  it('lets the admin app reach an external sign-in provider by its origin', () => {
    expect(contentSecurityPolicy({ oidcIssuer: 'https://id.example.com/realms/golightly' })).toContain(
      "connect-src 'self' https://id.example.com",
    );
  });
});

describe('the security headers', () => {
  it('refuse framing and sniffing and keep referrers to the origin on every static answer', () => {
    const headers = staticSecurityHeaders({ siteUrl: 'http://localhost:3000' });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('ask for HTTPS only when the site is served over https', () => {
    expect(staticSecurityHeaders({ siteUrl: 'https://golightly.example' })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(proxiedSecurityHeaders({ siteUrl: 'https://golightly.example' })['strict-transport-security']).toBeDefined();
  });

  it('impose on the gateway pages no policy on their scripts and styles, only on framing', () => {
    const policy = proxiedSecurityHeaders({})['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('script-src');
    expect(policy).not.toContain('style-src');
  });
});
