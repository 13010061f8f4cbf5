// A sound membership application (/become-a-member, spec 001 §3-4) for tests: Nora Quinn, who read of the club in
// the press; override what a test is about.
import type { ApplicationInput } from './domain/membership';

/** The application's fields as a plain object type, so a GraphQL client can send it as its variables too. */
export type MembershipApplication = { [Field in keyof ApplicationInput]: ApplicationInput[Field] };

export const membershipApplication = (overrides: MembershipApplication = {}): MembershipApplication => ({
  firstName: 'Nora',
  lastName: 'Quinn',
  email: 'nora@example.com',
  password: 'Apply2024x',
  confirmPassword: 'Apply2024x',
  phoneNumber: '+1 512 555 0199',
  countryCode: 'US',
  gender: 'female',
  source: 'press',
  sourceDetail: 'Travel + Leisure',
  ...overrides,
});
