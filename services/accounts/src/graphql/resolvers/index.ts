// All resolvers of the accounts subgraph, one file per area.
import type { Resolvers } from '@golightly/service-kit';
import type { AccountsServices } from '../context';
import { accountResolvers } from './account';
import { adminPeopleResolvers } from './admin-people';
import { adminLogResolvers } from './admin-log';
import { adminSelfResolvers } from './admin-self';
import { adminUserResolvers } from './admin-users';
import { countryResolvers } from './countries';
import { deletionResolvers } from './deletion';
import { gateResolvers } from './gates';
import { membershipResolvers } from './membership';
import { profileEditResolvers } from './profile';
import { emailAndPasswordResolvers } from './email-and-password';
import { passwordChangeResolvers } from './password-change';
import { profileResolvers } from './profiles';
import { registrationResolvers } from './registration';
import { signInResolvers } from './sign-in';
import { userDetailsResolvers } from './user-details';

/** Merges the areas' resolver maps type by type. */
export function createResolvers(services: AccountsServices): Resolvers {
  const merged: Resolvers = {};
  const areas = [
    profileResolvers,
    countryResolvers,
    accountResolvers(services),
    gateResolvers,
    signInResolvers(services),
    emailAndPasswordResolvers(services),
    passwordChangeResolvers,
    registrationResolvers(services),
    adminUserResolvers(services),
    adminLogResolvers(services),
    profileEditResolvers(services),
    membershipResolvers(services),
    deletionResolvers(services),
    adminPeopleResolvers(services),
    adminSelfResolvers(services),
    userDetailsResolvers(services),
  ];
  for (const area of areas) {
    for (const [typeName, fields] of Object.entries(area)) {
      merged[typeName] = { ...(merged[typeName] ?? {}), ...fields } as Resolvers[string];
    }
  }
  return merged;
}
