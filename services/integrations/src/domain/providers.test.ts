import { describe, expect, it } from 'vitest';
import { ADMIN_PRIVILEGES, type Identity } from '@golightly/service-kit';
import {
  ACCOUNT_ID_FIELDS,
  CHANNEL_PROVIDERS,
  mayViewConnection,
  providerOfCode,
  visibleConnections,
} from './providers';

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

describe("a member's connections", () => {
  const grace = '6f1c1d1e-0000-4000-8000-000000000001';
  const connections = [
    { hostId: grace, provider: 'hostaway' },
    { hostId: grace, provider: 'ownerrez' },
  ];
  const admin = (privilegeIds: number[]): Identity => ({
    userId: 'a',
    sessionId: 's',
    admin: { adminId: 'a', isSuperAdmin: false, privilegeIds },
  });

  it('are all hers to see, and her co-host’s, who acts for her', () => {
    expect(visibleConnections({ userId: grace, sessionId: 's' }, grace, connections)).toEqual(connections);
    expect(visibleConnections({ userId: grace, sessionId: 's', coHost: true }, grace, connections)).toEqual(
      connections,
    );
  });

  it('are shown to an admin only for the channel managers her privileges open', () => {
    expect(visibleConnections(admin([44]), grace, connections)).toEqual([connections[0]]);
    expect(visibleConnections(admin([3]), grace, connections)).toEqual([]);
  });

  it('are refused to another member and to a visitor', () => {
    expect(visibleConnections({ userId: 'frida', sessionId: 's' }, grace, connections)).toBeNull();
    expect(visibleConnections(null, grace, connections)).toBeNull();
  });

  it('map each account-id field of the spec to one channel manager', () => {
    const codes = new Set(CHANNEL_PROVIDERS.map((p) => p.code));
    for (const code of Object.values(ACCOUNT_ID_FIELDS)) expect(codes.has(code), code).toBe(true);
    expect(new Set(Object.values(ACCOUNT_ID_FIELDS)).size).toBe(Object.keys(ACCOUNT_ID_FIELDS).length);
  });
});
