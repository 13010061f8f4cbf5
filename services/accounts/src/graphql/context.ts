// What the accounts resolvers share: settings and the field crypto, built once per process.
import type { Identity, ServiceContext } from '@golightly/service-kit';
import type { Caller, OpenedSession } from '../app/caller';
import type { AccountsConfig } from '../config';
import type { FieldCrypto } from '../db/field-crypto';

export interface AccountsServices {
  config: AccountsConfig;
  crypto: FieldCrypto;
}

/** The header that tells the gateway to set or clear the session cookie (see the gateway's session-cookie.ts). */
export const SESSION_CHANGE_HEADER = 'x-golightly-session';

/** The gateway's signed identity as the use cases see the caller (app/caller.ts). */
export function callerOf(identity: Identity | null): Caller {
  if (!identity) return { kind: 'visitor' };
  if (identity.admin) return { kind: 'admin', sessionId: identity.sessionId };
  return { kind: 'member', userId: identity.userId, sessionId: identity.sessionId, coHost: Boolean(identity.coHost) };
}

/** Tells the gateway to set the cookie of a session a use case opened, or to clear it. */
export function changeSessionCookie(ctx: Pick<ServiceContext, 'setResponseHeader'>, session: OpenedSession | null) {
  ctx.setResponseHeader(
    SESSION_CHANGE_HEADER,
    JSON.stringify(session ? { token: session.token, maxAgeSeconds: session.maxAgeSeconds } : { clear: true }),
  );
}
