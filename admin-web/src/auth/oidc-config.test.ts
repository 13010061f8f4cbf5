// Admin sign-in configuration: an issuer turns it on; without one the app says sign-in is not configured.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_ID, readOidcConfig } from './oidc-config';

describe('readOidcConfig', () => {
  it('is null without an issuer', () => {
    expect(readOidcConfig({})).toBeNull();
    expect(readOidcConfig({ VITE_OIDC_ISSUER: '  ' })).toBeNull();
  });

  it('reads the issuer and falls back to the default client id', () => {
    expect(readOidcConfig({ VITE_OIDC_ISSUER: 'https://id.example.com/realms/golightly' })).toEqual({
      issuer: 'https://id.example.com/realms/golightly',
      clientId: DEFAULT_CLIENT_ID,
    });
    expect(readOidcConfig({ VITE_OIDC_ISSUER: 'https://id.example.com', VITE_OIDC_CLIENT_ID: 'admin' })?.clientId).toBe(
      'admin',
    );
  });
});
