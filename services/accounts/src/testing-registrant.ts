// A valid registration (spec 000 §5) for tests, with the invitation code GRACE123; override what a test is about.
import type { RegistrationInput } from './domain/registration';

export const registrant = (overrides: RegistrationInput = {}): RegistrationInput => ({
  firstName: 'Maya',
  lastName: 'Rossi',
  email: 'maya@example.com',
  password: 'Wander2024x',
  dateOfBirth: '6-1990-15',
  referralKey: 'GRACE123',
  gender: 'female',
  intend: 'both',
  zipCode: '78704',
  phoneNumber: '+1 512 555 0142',
  countryCode: 'US',
  dialCode: '+1',
  ...overrides,
});
