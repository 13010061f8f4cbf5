// What every signed-in admin may do to her own admin account, whatever her privileges (decision 0031): no privilege
// opens it, so these fields carry no @adminPrivilege and act only on the admin the signed identity names.
import { publicError, type ServiceContext } from '@golightly/service-kit';
import { changeAdminEmail } from '../../app/change-admin-email';
import type { AccountsServices } from '../context';
import type { Resolvers } from '../gen/resolver-types';

/** The signed-in admin's id; members and visitors are refused. */
function ownAdminId({ identity }: ServiceContext): string {
  if (!identity) throw publicError('Please sign in as an admin to do this.', 'UNAUTHENTICATED');
  if (!identity.admin) throw publicError('Only admins may change an admin e-mail address.', 'FORBIDDEN');
  return identity.admin.adminId;
}

export function adminSelfResolvers({ crypto }: AccountsServices): Resolvers {
  return {
    Mutation: {
      changeAdminEmail: (_parent, args, ctx) =>
        changeAdminEmail(
          { db: ctx.db, crypto },
          {
            adminId: ownAdminId(ctx),
            clientAddress: ctx.clientIp,
            currentPassword: args.currentPassword ?? '',
            email: args.email ?? '',
          },
        ),
    },
  };
}
