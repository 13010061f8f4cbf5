// Turns the session cookie into an identity by asking accounts, with a short cache for busy pages. A member's identity
// carries her standing (decision 0032), so a change to it reaches the subgraphs once the cached answer expires.
import { gatewayCredential, type Identity, type Standing } from '@golightly/service-kit';

export const SESSION_COOKIE = 'golightly_session';

interface SessionAnswer {
  sessionId: string;
  userId: string;
  isAdmin: boolean;
  isCoHost: boolean;
  isSuperAdmin: boolean;
  /** An admin's privilege ids (decision 0008). */
  privilegeIds?: number[];
  /** The standing of the member the session acts for; null for an admin. */
  standing?: Standing | null;
}

export interface SessionResolverOptions {
  /** Base URL of the accounts service, e.g. http://localhost:4001 */
  accountsUrl: string;
  identitySecret: string;
  /** How long an answer is reused; a revoked session stays usable, and a changed standing unseen, at most this long. */
  cacheMs?: number;
  /** The clock the cache reads (tests move it instead of waiting). */
  now?: () => number;
  /** How long the lookup may take before the request is answered with SIGN_IN_UNAVAILABLE. */
  fetchTimeoutMs?: number;
}

export class SessionLookupError extends Error {}

/** What a caller is told when accounts cannot say who she is (no service name, no cause). */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is unavailable right now. Please try again in a moment.';

export function createSessionResolver(options: SessionResolverOptions) {
  const cacheMs = options.cacheMs ?? 2000;
  const cache = new Map<string, { identity: Identity | null; until: number }>();
  const authorization = `Bearer ${gatewayCredential(options.identitySecret)}`;

  return async function resolveSession(token: string | undefined): Promise<Identity | null> {
    if (!token || token.length < 16 || token.length > 256) return null;
    const now = (options.now ?? Date.now)();
    const cached = cache.get(token);
    if (cached && cached.until > now) return cached.identity;

    let response: Response;
    try {
      response = await fetch(new URL('/internal/session', options.accountsUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(options.fetchTimeoutMs ?? 3000),
      });
    } catch (error) {
      throw new SessionLookupError(`accounts is unreachable: ${(error as Error).message}`);
    }
    let identity: Identity | null = null;
    if (response.status === 200) {
      let session: SessionAnswer;
      try {
        // The body is read under the same timeout: a service that stalls mid-answer is unreachable too.
        session = (await response.json()) as SessionAnswer;
      } catch (error) {
        throw new SessionLookupError(`accounts broke off its session answer: ${(error as Error).message}`);
      }
      identity = {
        userId: session.userId,
        sessionId: session.sessionId,
        ...(session.isCoHost ? { coHost: true } : {}),
        ...(!session.isAdmin && session.standing ? { standing: standingFrom(session.standing) } : {}),
        // Her role's privileges travel in the signed identity; a super admin holds them all (decision 0008).
        ...(session.isAdmin
          ? {
              admin: {
                adminId: session.userId,
                isSuperAdmin: session.isSuperAdmin,
                privilegeIds: session.privilegeIds ?? [],
              },
            }
          : {}),
      };
    } else if (response.status !== 404) {
      throw new SessionLookupError(`accounts answered ${response.status} to a session lookup`);
    }
    if (cache.size > 10_000) cache.clear();
    cache.set(token, { identity, until: now + cacheMs });
    return identity;
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;

/** The standing as the identity names it, field by field: only what the contract lists is signed. */
function standingFrom(answer: Standing): Standing {
  return {
    gender: answer.gender,
    idVerified: answer.idVerified,
    profileComplete: answer.profileComplete,
    phoneVerified: answer.phoneVerified,
    memberStatus: answer.memberStatus,
    isDiamond: answer.isDiamond,
    pressUser: answer.pressUser,
    propertyManager: answer.propertyManager,
    coHostOf: answer.coHostOf,
  };
}
