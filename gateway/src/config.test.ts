import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';

const secret = { INTERNAL_IDENTITY_SECRET: 'a-test-secret-of-at-least-32-characters!' };

describe('the gateway configuration', () => {
  it('marks the session cookie Secure when the site is served over https', () => {
    expect(loadGatewayConfig({ ...secret, SITE_URL: 'https://club.example' }).secureCookies).toBe(true);
  });
  it('leaves the cookie plain for a local http site unless SECURE_COOKIES asks for it', () => {
    expect(loadGatewayConfig({ ...secret, SITE_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(loadGatewayConfig({ ...secret }).secureCookies).toBe(false);
    expect(
      loadGatewayConfig({ ...secret, SITE_URL: 'http://localhost:3000', SECURE_COOKIES: 'true' }).secureCookies,
    ).toBe(true);
  });
  it('refuses to switch Secure off for an https site', () => {
    expect(() => loadGatewayConfig({ ...secret, SITE_URL: 'https://club.example', SECURE_COOKIES: 'false' })).toThrow(
      /SECURE_COOKIES=false is invalid: SITE_URL https:\/\/club.example is https/,
    );
  });
  it('reads the query limits and the timeouts, with their defaults', () => {
    const config = loadGatewayConfig({ ...secret, MAX_QUERY_COST: '500', SUBGRAPH_TIMEOUT_MS: '2500' });
    expect(config.limits).toEqual({ maxDepth: 12, maxAliases: 30, maxCost: 500, maxBodyBytes: 102_400 });
    expect(config.timeouts).toEqual({ subgraphMs: 2500, sessionMs: 3000 });
  });
});
