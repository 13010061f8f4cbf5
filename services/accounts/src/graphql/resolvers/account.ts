// userAccount and getUserAvatar (spec 000 §3, §7): the signed-in member's own account, personal data decrypted.
import { publicError, type Resolvers, type ServiceContext } from '@golightly/service-kit';
import { findOwnAccount } from '../../db/users';
import type { AccountsServices } from '../context';

export function accountResolvers({ crypto }: AccountsServices): Resolvers {
  const decrypt = (value: string | null) => (value ? crypto.decrypt(value) : null);

  async function ownAccount(ctx: ServiceContext) {
    if (!ctx.identity || ctx.identity.admin) throw publicError('Please log in to see your account.', 'UNAUTHENTICATED');
    // A co-host's session acts for her host; the host's personal details are not hers to read.
    if (ctx.identity.coHost)
      throw publicError("A co-host account cannot see the host's personal details.", 'FORBIDDEN');
    const row = await findOwnAccount(ctx.db, ctx.identity.userId);
    if (!row) throw publicError('Your account no longer exists.', 'NOT_FOUND');
    return row;
  }

  return {
    Query: {
      userAccount: async (_parent, _args, ctx: ServiceContext) => {
        const row = await ownAccount(ctx);
        const birth = decrypt(row.date_of_birth_encrypted);
        const invitesLeft = Math.max(0, row.max_invite + row.admin_invite_limit - row.invites_used);
        return {
          id: row.profile_id,
          userId: row.id,
          profileId: row.profile_id,
          firstName: row.first_name,
          lastName: row.last_name,
          displayName: row.first_name,
          gender: row.gender,
          // The spec's text form: month-year-day, month 1-based.
          dateOfBirth: birth ? `${Number(birth.slice(5, 7))}-${birth.slice(0, 4)}-${Number(birth.slice(8, 10))}` : null,
          email: decrypt(row.email_encrypted),
          phoneNumber: decrypt(row.phone_encrypted),
          dialCode: row.dial_code,
          countryCode: row.country_code,
          zipCode: row.zip_code,
          picture: row.picture,
          createdAt: row.created_at.toISOString(),
          intend: row.intend,
          userType: row.user_type,
          referralKey: row.referral_key,
          maxInvite: row.max_invite,
          adminInviteLimit: row.admin_invite_limit,
          totalInvites: row.invites_accepted,
          inviteCount: row.invites_accepted,
          stillInvite: invitesLeft,
          isDiamond: row.is_diamond,
          memberStatus: row.member_status,
          socialMediaUrl: row.social_media_url,
          linkedinUrl: row.linkedin_url,
          facebookUrl: row.facebook_url,
          instagramUrl: row.instagram_url,
          websiteUrl: row.website_url,
          preferredLanguage: row.preferred_language,
          preferredCurrency: row.preferred_currency,
          location: row.location,
          info: row.info,
          summary: row.summary,
          currentPosition: row.current_position,
          education: row.education,
          universityId: row.university_id,
          otherUniversity: row.other_university,
          companyName: row.company_name,
          industry: row.industry,
          secondaryEmail: decrypt(row.secondary_email_encrypted),
          step1: row.step1,
          step2: row.step2,
          step3: row.step3,
          step4: row.step4,
          isProfileUpdated: row.is_profile_updated,
          verification: {
            isEmailConfirmed: row.is_email_confirmed,
            isPhoneVerified: row.is_phone_verified,
            isIdVerification: row.is_id_verification,
            isGovtProofVerification: row.is_govt_proof_verification,
            emailVerificationCount: row.email_verification_count,
            isFacebookConnected: row.is_facebook_connected,
            isGoogleConnected: row.is_google_connected,
            isLinkedinConnected: row.is_linkedin_connected,
          },
        };
      },
      getUserAvatar: async (_parent, _args, ctx: ServiceContext) => {
        const row = await ownAccount(ctx);
        return { picture: row.picture };
      },
    },
  };
}
