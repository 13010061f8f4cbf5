// The signed internal identity: the gateway vouches for the caller, subgraphs verify and trust nothing else.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the identity from the gateway to a subgraph. Clients may never send it. */
export const IDENTITY_HEADER = 'x-golightly-identity';

/** Who is calling, as resolved by the gateway from the session cookie. */
export interface Identity {
  /** The member's user id (uuid). */
  userId: string;
  /** The session this request belongs to. */
  sessionId: string;
  /** Set for an admin session. */
  admin?: { adminId: string; isSuperAdmin: boolean; privilegeIds: number[] };
  /** Signed in as a secondary user (co-host) of `userId`'s account. */
  coHost?: boolean;
  propertyManager?: boolean;
  pressUser?: boolean;
}

interface SignedPayload extends Identity {
  /** Expiry, seconds since epoch. */
  exp: number;
}

export class InvalidIdentityError extends Error {
  constructor(reason: string) {
    super(`Invalid internal identity: ${reason}`);
    this.name = 'InvalidIdentityError';
  }
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest();

/** Signs `identity` for `ttlSeconds`; the token is `base64url(json).base64url(hmac)`. */
export function signIdentity(identity: Identity, secret: string, ttlSeconds = 60, now = Date.now()): string {
  const payload: SignedPayload = { ...identity, exp: Math.floor(now / 1000) + ttlSeconds };
  const body = encode(JSON.stringify(payload));
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** Verifies a token from the gateway; throws InvalidIdentityError when forged, malformed or expired. */
export function verifyIdentity(token: string, secret: string, now = Date.now()): Identity {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) throw new InvalidIdentityError('malformed token');
  const expected = mac(body, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new InvalidIdentityError('bad signature');
  }
  let payload: SignedPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedPayload;
  } catch {
    throw new InvalidIdentityError('malformed payload');
  }
  if (typeof payload.exp !== 'number' || payload.exp * 1000 < now) throw new InvalidIdentityError('expired');
  if (typeof payload.userId !== 'string' || typeof payload.sessionId !== 'string') {
    throw new InvalidIdentityError('missing subject');
  }
  const { exp: _exp, ...identity } = payload;
  return identity;
}
