import { describe, expect, it } from 'vitest';
import { validateApplication, type ApplicationInput } from './membership-application';

const application = (overrides: Partial<ApplicationInput> = {}): ApplicationInput => ({
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

describe('a membership application', () => {
  it('is accepted when every field is sound', () => {
    expect(validateApplication(application())).toEqual([]);
  });

  it('uses the registration rules for names, e-mail, password and phone', () => {
    const problems = validateApplication(
      application({ firstName: '   ', email: 'nora@', password: 'short', confirmPassword: 'short', phoneNumber: '' }),
    );
    expect(problems.map((p) => p.field)).toEqual(['firstName', 'email', 'password', 'confirmPassword', 'phoneNumber']);
    expect(problems.find((p) => p.field === 'email')?.message).toBe(
      "Invalid Email. Please make sure it's typed in correctly.",
    );
  });

  it('reports a confirmation that differs from the password with the spec text', () => {
    const problems = validateApplication(application({ confirmPassword: 'Apply2024y' }));
    expect(problems).toEqual([
      { field: 'confirmPassword', message: 'Confirm Password does not match. Please try again.' },
    ]);
  });

  it('treats a missing confirmation as the password itself', () => {
    expect(validateApplication(application({ confirmPassword: null }))).toEqual([]);
  });

  it('needs a gender and one of the four sources', () => {
    const problems = validateApplication(application({ gender: 'other', source: 'billboard' }));
    expect(problems.map((p) => p.field)).toEqual(['gender', 'source']);
  });

  it('asks who referred her when the source is a referral, and limits the detail to 255 characters', () => {
    expect(validateApplication(application({ source: 'referral', sourceDetail: ' ' }))).toEqual([
      { field: 'sourceDetail', message: 'Please tell us who referred you.' },
    ]);
    expect(validateApplication(application({ sourceDetail: 'x'.repeat(256) })).map((p) => p.field)).toEqual([
      'sourceDetail',
    ]);
    expect(validateApplication(application({ source: 'other', sourceDetail: null }))).toEqual([]);
  });
});
