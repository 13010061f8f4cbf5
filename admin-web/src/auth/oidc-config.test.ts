// Admin sign-in configuration: the accounts provider on the same origin unless an issuer is configured.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, readOidcConfig } from './oidc-config';

describe('readOidcConfig', () => {
  it('defaults to the provider the accounts service serves on the same origin', () => {
    expect(readOidcConfig({}, 'http://localhost:3000')).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: DEFAULT_CLIENT_ID,
    });
    expect(readOidcConfig({ VITE_OIDC_ISSUER: '  ' }, 'https://golightly.example').issuer).toBe(
      'https://golightly.example/oidc',
    );
  });

  it('reads a configured issuer (a Keycloak realm) and client id', () => {
    expect(readOidcConfig({ VITE_OIDC_ISSUER: 'https://id.example.com/realms/golightly' }, 'http://x')).toEqual({
      issuer: 'https://id.example.com/realms/golightly',
      clientId: DEFAULT_CLIENT_ID,
    });
    expect(
      readOidcConfig({ VITE_OIDC_ISSUER: 'https://id.example.com', VITE_OIDC_CLIENT_ID: 'admin' }, 'http://x').clientId,
    ).toBe('admin');
  });
});
