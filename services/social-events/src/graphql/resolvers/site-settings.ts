// Site settings (spec 000 §7 siteSettings; decision 0030): read by anyone, changed by an admin holding Manage Site
// Settings. updateSiteSettings is checked by the gateway and again by service-kit (@adminPrivilege) before it runs.
import { adminActorFor, publicError } from '@golightly/service-kit';
import { readSiteSettings } from '../../app/read-site-settings';
import { updateSiteSettings } from '../../app/update-site-settings';
import type { Resolvers } from '../gen/resolver-types';

export const siteSettingResolvers: Resolvers = {
  Query: {
    siteSettings: async (_parent, args, { db }) => {
      const settings = await readSiteSettings(db, args.type);
      if (!settings) throw publicError(`Unknown settings type "${args.type}".`, 'BAD_USER_INPUT');
      return settings;
    },
  },
  Mutation: {
    updateSiteSettings: async (_parent, args, ctx, info) => {
      const outcome = await updateSiteSettings(ctx, adminActorFor(ctx, info), args.type, args.settings);
      return outcome.status === 'success'
        ? { status: 'success', errorMessage: null, fieldErrors: [], settings: outcome.settings }
        : {
            status: outcome.status,
            errorMessage: outcome.errorMessage,
            fieldErrors: outcome.fieldErrors,
            settings: null,
          };
    },
  },
};
