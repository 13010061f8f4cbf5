import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES, type Identity } from '@golightly/service-kit';
import { CHANNEL_PROVIDERS, mayViewConnection, providerOfCode } from './providers';

describe('channel providers', () => {
  it('lists the eight channel managers once each', () => {
    expect(CHANNEL_PROVIDERS).toHaveLength(8);
    expect(new Set(CHANNEL_PROVIDERS.map((p) => p.code)).size).toBe(8);
  });
  it('maps stored codes to enum values and refuses unknown ones', () => {
    expect(providerOfCode('rentals_united')).toBe('RENTALS_UNITED');
    expect(() => providerOfCode('airbnb')).toThrow(/Unknown channel provider/);
  });
  it('name an admin page some privilege opens, for each provider', () => {
    const listed = new Set(ADMIN_PRIVILEGES.flatMap((p) => p.permittedUrls));
    for (const { adminUrl } of CHANNEL_PROVIDERS) expect(listed.has(adminUrl), adminUrl).toBe(true);
  });
  it('show a connection to its host and to admins holding its channel manager only', () => {
    const connection = { hostId: 'grace', provider: 'hostaway' };
    const admin = (privilegeIds: number[]): Identity => ({
      userId: 'a',
      sessionId: 's',
      admin: { adminId: 'a', isSuperAdmin: false, privilegeIds },
    });
    expect(mayViewConnection({ userId: 'grace', sessionId: 's' }, connection)).toBe(true);
    expect(mayViewConnection({ userId: 'frida', sessionId: 's' }, connection)).toBe(false);
    expect(mayViewConnection(null, connection)).toBe(false);
    expect(mayViewConnection(admin([44]), connection)).toBe(true);
    expect(mayViewConnection(admin([37]), connection)).toBe(false);
    expect(mayViewConnection(admin([33]), connection)).toBe(false);
  });
});
