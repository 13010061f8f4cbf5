import { describe, expect, it } from 'vitest';
import { adminClientMetadata, isAdminAppUrl, TTL } from './settings';

const SITE = 'http://localhost:3000';

describe('the admin app as an OpenID Connect client', () => {
  it('may return to any page of the admin app on the site', () => {
    expect(isAdminAppUrl(SITE, 'http://localhost:3000/siteadmin/')).toBe(true);
    expect(isAdminAppUrl(SITE, 'http://localhost:3000/siteadmin/users?page=2')).toBe(true);
  });

  it('may not return to another origin, another app, a fragment or a path that climbs out', () => {
    expect(isAdminAppUrl(SITE, 'https://localhost:3000/siteadmin/')).toBe(false);
    expect(isAdminAppUrl(SITE, 'http://evil.example/siteadmin/')).toBe(false);
    expect(isAdminAppUrl(SITE, 'http://localhost:3000/')).toBe(false);
    expect(isAdminAppUrl(SITE, 'http://localhost:3000/siteadminx/')).toBe(false);
    expect(isAdminAppUrl(SITE, 'http://localhost:3000/siteadmin/#token')).toBe(false);
    expect(isAdminAppUrl(SITE, 'http://localhost:3000/siteadmin/%2e%2e/login')).toBe(false);
    expect(isAdminAppUrl(SITE, 'http://user:pw@localhost:3000/siteadmin/')).toBe(false);
    expect(isAdminAppUrl(SITE, 'not a url')).toBe(false);
  });

  it('is a public client that registers the admin app itself as its return address', () => {
    const client = adminClientMetadata('https://golightly.example');
    expect(client.token_endpoint_auth_method).toBe('none');
    expect(client.redirect_uris).toEqual(['https://golightly.example/siteadmin/']);
    expect(client.post_logout_redirect_uris).toEqual(['https://golightly.example/siteadmin/']);
  });

  it('keeps access tokens short and the sign-in to a working day', () => {
    expect(TTL.AccessToken).toBeLessThanOrEqual(15 * 60);
    expect(TTL.RefreshToken).toBe(TTL.Session);
  });
});

describe('refresh token handles', () => {
  it('read as a JWT body for keycloak-js, carry the randomness, and name no signing algorithm', async () => {
    const { refreshTokenHandle } = await import('./settings');
    const handle = refreshTokenHandle(Buffer.alloc(32, 1));
    const [header, body, random] = handle.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ typ: 'opaque' });
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toEqual({ typ: 'Refresh' });
    expect(Buffer.from(random!, 'base64url')).toEqual(Buffer.alloc(32, 1));
  });
});
