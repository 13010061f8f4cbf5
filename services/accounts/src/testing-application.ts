// A sound membership application (/become-a-member, spec 001 §3-4) for tests: Nora Quinn, who read of the club in
// the press; override what a test is about.
import type { ApplicationInput } from './domain/membership';

export const membershipApplication = (overrides: ApplicationInput = {}): ApplicationInput => ({
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
