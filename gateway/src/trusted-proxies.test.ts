// TRUSTED_PROXIES: which hops may name the client in X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config';

const secret = { INTERNAL_IDENTITY_SECRET: 'a-test-secret-of-at-least-32-characters!' };

describe('TRUSTED_PROXIES', () => {
  it('trusts only the local web server on loopback by default', () => {
    expect(loadGatewayConfig(secret).trustedProxies).toEqual(['127.0.0.1', '::1']);
  });
  it('reads addresses and CIDRs, and none for no proxy at all', () => {
    expect(
      loadGatewayConfig({ ...secret, TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32']);
    expect(loadGatewayConfig({ ...secret, TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });
  it('refuses anything that is not an address or a CIDR, naming the variable', () => {
    for (const bad of ['loopback', '10.0.0.0/33', '10.0.0.1/8/8', '192.0.2.7,', '*']) {
      expect(() => loadGatewayConfig({ ...secret, TRUSTED_PROXIES: bad }), bad).toThrow(
        /TRUSTED_PROXIES=.* is invalid/,
      );
    }
  });
});
