// Who performed an admin action, as the admin log records it (DESIGN §8, decision 0028): the admin, the privilege
// that let her do it, and the address she did it from. Built from the signed caller, never from client input.
import { valueFromASTUntyped, type GraphQLResolveInfo } from 'graphql';
import { adminAccessError, normaliseAdminUrl, urlMatches } from './admin-access';
import { ADMIN_PRIVILEGE_DIRECTIVE } from './admin-fields';
import { ADMIN_PRIVILEGES, type AdminPrivilege } from './admin-privileges';
import type { Caller } from './identity';
import type { ServiceContext } from './service-context';

export interface AdminActor {
  /** The admin's id (uuid). */
  adminId: string;
  /** The catalogue privilege that opened the operation; null for a super admin acting without holding one. */
  privilegeId: number | null;
  /** That privilege's name, or 'Super admin'. */
  privilegeName: string;
  /** The client's address as the gateway saw it. */
  clientAddress: string;
}

/** The privilege name recorded when a super admin acts through no privilege she holds. */
export const SUPER_ADMIN_PRIVILEGE_NAME = 'Super admin';

/**
 * The actor of an admin operation guarded by `urls` (its `@adminPrivilege` URLs): the first privilege, in catalogue
 * order, that the admin holds and that opens one of the urls; a super admin without such a holding is recorded as
 * 'Super admin'. Throws the same public error as the privilege check when the caller may not perform it.
 */
export function adminActorOf(
  caller: Caller,
  urls: readonly string[],
  privileges: readonly AdminPrivilege[] = ADMIN_PRIVILEGES,
): AdminActor {
  const refusal = adminAccessError(caller.identity, urls);
  const admin = caller.identity?.admin;
  if (refusal || !admin) throw refusal ?? new Error('unreachable: an allowed caller is an admin');
  const paths = urls.map(normaliseAdminUrl).filter((path): path is string => path !== null);
  const held = privileges.find(
    (p) =>
      admin.privilegeIds.includes(p.id) &&
      p.permittedUrls.some((permitted) => paths.some((path) => urlMatches(permitted, path))),
  );
  return {
    adminId: admin.adminId,
    privilegeId: held?.id ?? null,
    privilegeName: held?.name ?? SUPER_ADMIN_PRIVILEGE_NAME,
    clientAddress: caller.ip,
  };
}

/**
 * The actor of the @adminPrivilege field a resolver is running: its urls read from the field's own SDL mark, so a
 * resolver never repeats (and never drifts from) them. Throws if the field carries no mark: a programming error.
 */
export function adminActorFor(
  ctx: Pick<ServiceContext, 'identity' | 'clientIp'>,
  info: Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'>,
): AdminActor {
  const field = info.parentType.getFields()[info.fieldName];
  const mark = field?.astNode?.directives?.find((d) => d.name.value === ADMIN_PRIVILEGE_DIRECTIVE);
  const urlsNode = mark?.arguments?.find((a) => a.name.value === 'urls')?.value;
  const urls = urlsNode ? valueFromASTUntyped(urlsNode) : undefined;
  const list = Array.isArray(urls) ? urls : [urls];
  if (!urlsNode || !list.every((url): url is string => typeof url === 'string')) {
    throw new Error(`${info.parentType.name}.${info.fieldName} has no @${ADMIN_PRIVILEGE_DIRECTIVE}(urls: [...]) mark`);
  }
  return adminActorOf({ identity: ctx.identity, ip: ctx.clientIp }, list);
}
