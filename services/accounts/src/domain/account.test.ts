import { describe, expect, it } from 'vitest';
import { birthDateText, invitesLeft, toAccountView, type AccountRecord } from './account';

const record = (overrides: Partial<AccountRecord> = {}): AccountRecord => ({
  id: '6f1c1d1e-0000-4000-8000-000000000001',
  profileId: 1234567,
  firstName: 'Ada',
  lastName: 'Byron',
  gender: 'female',
  dateOfBirth: '1990-03-07',
  email: 'ada@example.com',
  phoneNumber: '2025550143',
  secondaryEmail: null,
  dialCode: '+1',
  countryCode: 'US',
  zipCode: '10001',
  picture: null,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  intend: 'travel',
  userType: 'inviteForm',
  referralKey: 'ADAKEY01',
  loginKey: 'GRACE001',
  identityAppId: null,
  loginType: 'email',
  maxInvite: 5,
  adminInviteLimit: 0,
  invitesAccepted: 0,
  invitesUsed: 0,
  inviteExpiry: null,
  isDiamond: false,
  memberStatus: 'standard',
  isMemberVerified: false,
  isPropertyManager: false,
  userAccess: true,
  bookWithoutPay: false,
  socialEnable: false,
  socialNotification: true,
  socialMediaUrl: null,
  linkedinUrl: null,
  facebookUrl: null,
  instagramUrl: null,
  websiteUrl: null,
  preferredLanguage: null,
  preferredCurrency: null,
  location: null,
  info: null,
  summary: null,
  currentPosition: null,
  education: null,
  universityId: null,
  otherUniversity: null,
  companyName: null,
  industry: null,
  step1: 'completed',
  step2: 'completed',
  step3: 'completed',
  step4: 'completed',
  isProfileUpdated: true,
  isEmailConfirmed: true,
  isPhoneVerified: true,
  isIdVerification: false,
  isGovtProofVerification: false,
  emailVerificationCount: 1,
  isFacebookConnected: false,
  isGoogleConnected: false,
  isLinkedinConnected: false,
  idDocumentCount: 0,
  ...overrides,
});

describe('the account as userAccount shows it', () => {
  it('writes the birth date month-year-day with the month 1-based and no leading zeros', () => {
    expect(birthDateText('1990-03-07')).toBe('3-1990-7');
    expect(birthDateText('2001-12-31')).toBe('12-2001-31');
    expect(birthDateText(null)).toBeNull();
    expect(birthDateText('not a date')).toBeNull();
  });

  it('counts the invitations left from her allowance and an admin grant, never below zero', () => {
    expect(invitesLeft({ maxInvite: 5, adminInviteLimit: 2, invitesUsed: 3 })).toBe(4);
    expect(invitesLeft({ maxInvite: 5, adminInviteLimit: 0, invitesUsed: 7 })).toBe(0);
  });

  it('names her country from its code and gives the phone the same country', () => {
    const view = toAccountView(record({ countryCode: 'CZ' }));
    expect(view.country).toBe('Czechia');
    expect(view.phoneCountryCode).toBe('CZ');
    expect(toAccountView(record({ countryCode: null })).country).toBeNull();
  });

  it('calls a profile completed only through the completion gate, and always for a property manager', () => {
    expect(toAccountView(record()).isCompleted).toBe(true);
    expect(toAccountView(record({ step3: null })).isCompleted).toBe(false);
    expect(toAccountView(record({ isPhoneVerified: false })).isCompleted).toBe(false);
    expect(toAccountView(record({ userType: 'memberForm', isMemberVerified: false })).isCompleted).toBe(false);
    expect(toAccountView(record({ step1: null, isPropertyManager: true })).isCompleted).toBe(true);
  });

  it('gives the invitation expiry, the sign-up type and the membership record in the spec’s shapes', () => {
    const view = toAccountView(
      record({ inviteExpiry: new Date('2026-02-01T00:00:00Z'), loginType: 'linkedin', isMemberVerified: true }),
    );
    expect(view.inviteExpiry).toBe('2026-02-01T00:00:00.000Z');
    expect(view.userData).toEqual({ id: record().id, type: 'linkedin' });
    expect(view.memberRecords).toEqual({ id: record().id, isVerified: true });
    expect(view.user).toEqual({
      id: record().id,
      profileId: 1234567,
      firstName: 'Ada',
      lastName: 'Byron',
      displayName: 'Ada',
      picture: null,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
  });
});
