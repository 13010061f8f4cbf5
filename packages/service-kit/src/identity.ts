// The signed internal identity: the gateway vouches for the caller, subgraphs verify and trust nothing else.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the identity from the gateway to a subgraph. Clients may never send it. */
export const IDENTITY_HEADER = 'x-golightly-identity';

/** Where a membership stands (spec 001 §4): applied, approved, held by an admin, or declined. */
export type MemberStatus = 'pending' | 'standard' | 'on_hold' | 'rejected';

/**
 * The standing other services decide on (DESIGN §8), as accounts had it when the gateway resolved the session: at
 * most the gateway's session cache (two seconds) old. A hold or a deletion also ends her sessions at once. For a
 * co-host every field is her host's, the member she acts for. Services read it here; they never ask accounts for it
 * and never keep a copy.
 */
export interface Standing {
  /** null: an account that came without a gender and has not confirmed one (/confirm-gender). */
  gender: 'female' | 'male' | null;
  /** An admin approved her identity document (isIdVerification). */
  idVerified: boolean;
  /** The spec's isCompleted (spec 000 §4's profile-completion gate); always true for a property manager. */
  profileComplete: boolean;
  phoneVerified: boolean;
  memberStatus: MemberStatus;
  isDiamond: boolean;
  pressUser: boolean;
  propertyManager: boolean;
  /** For a co-host's session, the host whose account she acts for (the identity's `userId`); null otherwise. */
  coHostOf: string | null;
}

/** Who is calling, as resolved by the gateway from the session cookie. */
export interface Identity {
  /** The member's user id (uuid); for a co-host, her host's. */
  userId: string;
  /** The session this request belongs to. */
  sessionId: string;
  /** Set for an admin session. */
  admin?: { adminId: string; isSuperAdmin: boolean; privilegeIds: number[] };
  /** Signed in as a secondary user (co-host) of `userId`'s account. */
  coHost?: boolean;
  /** A member's standing (decision 0032); an admin has none. */
  standing?: Standing;
}

/** What the gateway vouches for on every call: who (if anyone is signed in) and from which address. */
export interface Caller {
  identity: Identity | null;
  /** The client's IP address as the gateway saw it (for throttling and audit). */
  ip: string;
}

interface SignedPayload extends Caller {
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

/** Signs `caller` for `ttlSeconds`; the token is `base64url(json).base64url(hmac)`. */
export function signCaller(caller: Caller, secret: string, ttlSeconds = 60, now = Date.now()): string {
  const payload: SignedPayload = { ...caller, exp: Math.floor(now / 1000) + ttlSeconds };
  const body = encode(JSON.stringify(payload));
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** Verifies a token from the gateway; throws InvalidIdentityError when forged, malformed or expired. */
export function verifyCaller(token: string, secret: string, now = Date.now()): Caller {
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
  if (typeof payload.ip !== 'string') throw new InvalidIdentityError('missing caller address');
  const identity = payload.identity;
  if (identity !== null && (typeof identity?.userId !== 'string' || typeof identity.sessionId !== 'string')) {
    throw new InvalidIdentityError('missing subject');
  }
  return { identity, ip: payload.ip };
}

/**
 * The bearer credential the gateway presents on accounts' internal routes (/internal/session,
 * /internal/admin-identity): derived from the shared secret, so no other caller can look sessions up.
 */
export const gatewayCredential = (secret: string): string =>
  createHmac('sha256', secret).update('gateway:session-lookup').digest('base64url');
