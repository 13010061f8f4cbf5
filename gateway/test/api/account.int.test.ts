// userAccount through the gateway (spec 000 §3, §7): every account field accounts owns, for the signed-in member
// alone, and the federated User that bookings-payments (travel credit) and integrations (channel managers) extend,
// read by her, by an admin with the privilege that covers each field, and refused to anyone else.
import {
  insertAdmin,
  insertAdminRole,
  insertMember,
  setMemberDetails,
  setMemberStanding,
  setVerification,
} from '@golightly/accounts/testing';
import { insertTravelCredit } from '@golightly/bookings-payments/testing';
import { insertChannelConnection } from '@golightly/integrations/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const KEY = TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!;
const PASSWORD = 'Golightly2026';
const ACCOUNT = `{
  userAccount {
    id userId profileId firstName lastName displayName gender dateOfBirth email phoneNumber dialCode countryCode
    phoneCountryCode country zipCode picture createdAt intend userType referralKey loginKey identityAppId maxInvite
    adminInviteLimit totalInvites inviteCount stillInvite inviteExpiry isDiamond memberStatus propertyManager isCompleted
    userAccess bookWithoutPay socialEnable socialNotification socialMediaUrl linkedinUrl facebookUrl instagramUrl
    websiteUrl preferredLanguage preferredCurrency location info summary currentPosition education universityId
    otherUniversity otherUniversityLabel companyName industry secondaryEmail step1 step2 step3 step4 isProfileUpdated
    verification {
      isEmailConfirmed isPhoneVerified isIdVerification isGovtProofVerification emailVerificationCount
      isFacebookConnected isGoogleConnected isLinkedinConnected isGovtProofVerificationImageCount
    }
    userData { id type }
    memberRecords { id isVerified }
  }
}`;
const HER_EXTENSIONS = `{
  userAccount {
    userId
    user {
      id profileId
      travelCredit { amount currency }
      channelConnections { provider status externalAccountId host { id } }
      hostAwayId hostFullyAgencyId rentalsUnitedId nextPaxId ownerRezId
    }
  }
}`;
const BY_PROFILE = `query Member($profileId: Int!) { userByProfileId(profileId: $profileId) { id FIELDS } }`;
const byProfile = (fields: string) => BY_PROFILE.replace('FIELDS', fields);
const needs = (...urls: string[]) =>
  `Your admin role does not allow this: it needs the privilege for ${urls.join(' or ')}.`;

describe('userAccount and the User others extend', () => {
  let stack: TestStack;
  let ada: Member;
  let frida: Member;
  let adaId: string;
  let adaProfileId: number;
  let createdAt: Date;
  const admins = {} as Record<'creditAndHostAway' | 'usersOnly', Member>;
  const accountsDb = () => stack.subgraphs.services.accounts.database.db;

  async function subAdmin(name: string, privilegeIds: number[], ip: string) {
    const roleId = await insertAdminRole(accountsDb(), { name, privilegeIds });
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@golightly.test`;
    await insertAdmin(accountsDb(), KEY, { email, password: PASSWORD, roleId });
    return stack.signIn(email, PASSWORD, ip);
  }

  beforeAll(async () => {
    stack = await startStack();
    const db = accountsDb();
    adaId = await insertMember(db, KEY, {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      password: PASSWORD,
      referralKey: 'ADAINV01',
    });
    await insertMember(db, KEY, { firstName: 'Frida', email: 'frida@example.com', password: PASSWORD });
    await setMemberDetails(db, KEY, adaId, {
      dateOfBirth: '1990-03-07',
      phone: '2025550143',
      secondaryEmail: 'ada.work@example.com',
      dialCode: '+1',
      countryCode: 'US',
      zipCode: '10001',
      picture: 'ada.png',
      intend: 'both',
      userType: 'inviteForm',
      loginKey: 'GRACE001',
      identityAppId: 'idapp-42',
      adminInviteLimit: 2,
      isPropertyManager: false,
      bookWithoutPay: true,
      socialEnable: true,
      socialNotification: false,
      socialMediaUrl: 'https://social.example.com/ada',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      facebookUrl: 'https://facebook.com/ada',
      instagramUrl: 'https://instagram.com/ada',
      websiteUrl: 'https://ada.example.com',
      preferredLanguage: 'en-US',
      preferredCurrency: 'EUR',
      location: 'London',
      info: 'Poet of numbers.',
      summary: 'Analyst.',
      currentPosition: 'Engineer',
      education: 'Home schooled',
      otherUniversity: 'University of London',
      companyName: 'Analytical Engines',
      industry: 'Computing',
    });
    await setMemberStanding(db, adaId, { profileComplete: true, diamond: true, phoneVerified: true });
    await setVerification(db, adaId, { idVerified: true, emailVerificationCount: 2, googleConnected: true });
    ({ profile_id: adaProfileId, created_at: createdAt } = await db('users')
      .where({ id: adaId })
      .first('profile_id', 'created_at'));
    // What bookings-payments and integrations hold of hers: two credits, two channel-manager accounts.
    const bookings = stack.subgraphs.services['bookings-payments'].database.db;
    await insertTravelCredit(bookings, { userId: adaId, amountMinor: 2500, currency: 'USD', reason: 'referral' });
    await insertTravelCredit(bookings, { userId: adaId, amountMinor: 862, currency: 'EUR', reason: 'refund' });
    const integrations = stack.subgraphs.services.integrations.database.db;
    await insertChannelConnection(integrations, {
      hostId: adaId,
      provider: 'hostaway',
      status: 'active',
      externalAccountId: 'HA-1234',
    });
    await insertChannelConnection(integrations, {
      hostId: adaId,
      provider: 'ownerrez',
      status: 'pending',
      externalAccountId: 'OR-77',
    });
    ada = await stack.signIn('ada@example.com', PASSWORD, '198.51.100.61');
    frida = await stack.signIn('frida@example.com', PASSWORD, '198.51.100.62');
    // Manage Users (to find her by profile number), Manage Travel Credit and Manage HostAway; and Manage Users alone.
    admins.creditAndHostAway = await subAdmin('Credit desk', [3, 28, 44], '198.51.100.63');
    admins.usersOnly = await subAdmin('Users desk', [3], '198.51.100.64');
  });
  afterAll(() => stack?.stop());

  it('gives the signed-in member every account field with its stored value', async () => {
    const answer = await ada.graphql(ACCOUNT);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      userAccount: {
        id: adaProfileId,
        userId: adaId,
        profileId: adaProfileId,
        firstName: 'Ada',
        lastName: 'Byron',
        displayName: 'Ada',
        gender: 'female',
        dateOfBirth: '3-1990-7',
        email: 'ada@example.com',
        phoneNumber: '2025550143',
        dialCode: '+1',
        countryCode: 'US',
        phoneCountryCode: 'US',
        country: 'United States',
        zipCode: '10001',
        picture: 'ada.png',
        createdAt: createdAt.toISOString(),
        intend: 'both',
        userType: 'inviteForm',
        referralKey: 'ADAINV01',
        loginKey: 'GRACE001',
        identityAppId: 'idapp-42',
        maxInvite: 5,
        adminInviteLimit: 2,
        totalInvites: 0,
        inviteCount: 0,
        stillInvite: 7,
        inviteExpiry: null,
        isDiamond: true,
        memberStatus: 'standard',
        propertyManager: false,
        isCompleted: true,
        userAccess: true,
        bookWithoutPay: true,
        socialEnable: true,
        socialNotification: false,
        socialMediaUrl: 'https://social.example.com/ada',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
        facebookUrl: 'https://facebook.com/ada',
        instagramUrl: 'https://instagram.com/ada',
        websiteUrl: 'https://ada.example.com',
        preferredLanguage: 'en-US',
        preferredCurrency: 'EUR',
        location: 'London',
        info: 'Poet of numbers.',
        summary: 'Analyst.',
        currentPosition: 'Engineer',
        education: 'Home schooled',
        universityId: null,
        otherUniversity: 'University of London',
        otherUniversityLabel: 'University of London',
        companyName: 'Analytical Engines',
        industry: 'Computing',
        secondaryEmail: 'ada.work@example.com',
        step1: 'completed',
        step2: 'completed',
        step3: 'completed',
        step4: 'completed',
        isProfileUpdated: true,
        verification: {
          isEmailConfirmed: true,
          isPhoneVerified: true,
          isIdVerification: true,
          isGovtProofVerification: false,
          emailVerificationCount: 2,
          isFacebookConnected: false,
          isGoogleConnected: true,
          isLinkedinConnected: false,
          isGovtProofVerificationImageCount: 0,
        },
        userData: { id: adaId, type: 'email' },
        memberRecords: { id: adaId, isVerified: false },
      },
    });
  });

  it('answers another member with her own account and nothing of the first one’s', async () => {
    const answer = await frida.graphql<{ userAccount: { userId: string; firstName: string; email: string } }>(
      '{ userAccount { userId firstName email } }',
    );
    expect(answer.data?.userAccount).toMatchObject({ firstName: 'Frida', email: 'frida@example.com' });
    expect(answer.data?.userAccount.userId).not.toBe(adaId);
  });

  it('refuses a visitor the account with the sign-in error', async () => {
    const answer = await stack.visitor('198.51.100.65').graphql('{ userAccount { userId } }');
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('crosses to bookings-payments and integrations for her travel credit and channel managers', async () => {
    const answer = await ada.graphql(HER_EXTENSIONS);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      userAccount: {
        userId: adaId,
        user: {
          id: adaId,
          profileId: adaProfileId,
          // 25.00 USD and 8.62 EUR at 0.862 EUR to the dollar.
          travelCredit: { amount: 35, currency: 'USD' },
          channelConnections: [
            { provider: 'HOSTAWAY', status: 'active', externalAccountId: 'HA-1234', host: { id: adaId } },
            { provider: 'OWNERREZ', status: 'pending', externalAccountId: 'OR-77', host: { id: adaId } },
          ],
          hostAwayId: 'HA-1234',
          hostFullyAgencyId: null,
          rentalsUnitedId: null,
          nextPaxId: null,
          ownerRezId: 'OR-77',
        },
      },
    });
  });

  it('reads zero travel credit and no channel managers for a member who has none', async () => {
    const answer = await frida.graphql(
      '{ userAccount { user { travelCredit { amount currency } channelConnections { id } hostAwayId } } }',
    );
    expect(answer.data).toEqual({
      userAccount: { user: { travelCredit: { amount: 0, currency: 'USD' }, channelConnections: [], hostAwayId: null } },
    });
  });

  it('shows an admin the extensions her privileges cover, and of the connections only her channel manager’s', async () => {
    const answer = await admins.creditAndHostAway.graphql(
      byProfile('travelCredit { amount currency } channelConnections { provider externalAccountId } hostAwayId'),
      { profileId: adaProfileId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      userByProfileId: {
        id: adaId,
        travelCredit: { amount: 35, currency: 'USD' },
        channelConnections: [{ provider: 'HOSTAWAY', externalAccountId: 'HA-1234' }],
        hostAwayId: 'HA-1234',
      },
    });
  });

  it('refuses an admin the whole query when a field needs a privilege she lacks', async () => {
    const credit = await admins.usersOnly.graphql(byProfile('travelCredit { amount }'), { profileId: adaProfileId });
    expect(credit.status).toBe(403);
    expect(credit.errors?.[0]).toMatchObject({
      message: needs('/siteadmin/travelCredit'),
      extensions: { code: 'FORBIDDEN' },
    });
    const ownerRez = await admins.creditAndHostAway.graphql(byProfile('ownerRezId'), { profileId: adaProfileId });
    expect(ownerRez.status).toBe(403);
    expect(ownerRez.errors?.[0]).toMatchObject({
      message: needs('/siteadmin/ownerrez/listings'),
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses another member her travel credit, connections and channel-manager ids', async () => {
    for (const [field, message] of [
      ['travelCredit { amount }', "Only she can see a member's travel credit."],
      ['channelConnections { id }', "Only she can see a member's channel-manager connections."],
      ['hostAwayId', "Only she can see a member's channel-manager connections."],
    ] as const) {
      const answer = await frida.graphql<{ userByProfileId: Record<string, unknown> | null }>(byProfile(field), {
        profileId: adaProfileId,
      });
      const name = field.split(' ')[0]!;
      expect(answer.data?.userByProfileId?.[name], field).toBeNull();
      expect(answer.errors?.[0], field).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    }
  });
});
