// The admin access rule of spec 000 §6 as the gateway and every subgraph answer it (decision 0008). The rule itself
// (exact URLs, the privilege catalogue) lives in @golightly/admin-rules, which the admin app imports too.
import { isUrlAllowed } from '@golightly/admin-rules';
import type { GraphQLError } from 'graphql';
import { publicError } from './errors';
import type { Identity } from './identity';

export { isUrlAllowed, normaliseAdminUrl, privilegesOf, urlMatches, type AdminGrant } from '@golightly/admin-rules';

/**
 * Why `identity` may not perform an admin operation that needs any one of `urls`, as the error to return;
 * null when she may. The gateway and the subgraphs answer with the same words.
 */
export function adminAccessError(identity: Identity | null | undefined, urls: readonly string[]): GraphQLError | null {
  if (!identity) return publicError('Please sign in as an admin to do this.', 'UNAUTHENTICATED');
  if (!identity.admin) return publicError('Only admins may do this.', 'FORBIDDEN');
  if (urls.some((url) => isUrlAllowed(identity.admin, url))) return null;
  return publicError(
    `Your admin role does not allow this: it needs the privilege for ${urls.join(' or ')}.`,
    'FORBIDDEN',
    {
      adminUrls: urls,
    },
  );
}
