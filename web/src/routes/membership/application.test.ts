// The membership application's client rules: the spec's shared field rules, gender, and a source whose detail is
// required for a referral — the same messages accounts answers with.
import { describe, expect, it } from 'vitest';
import { applicationSchema, type ApplicationValues } from './application';

const GOOD: ApplicationValues = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  password: 'Travel2026x',
  confirmPassword: 'Travel2026x',
  countryCode: 'US',
  phoneNumber: '212 555 0142',
  gender: 'female',
  source: 'press',
  sourceDetail: '',
};

function messages(values: Partial<ApplicationValues>): Record<string, string> {
  const result = applicationSchema().safeParse({ ...GOOD, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('membership application rules', () => {
  it('accepts a complete application', () => {
    expect(messages({})).toEqual({});
  });

  it('asks for gender and a source in the server words', () => {
    expect(messages({ gender: '', source: '' })).toEqual({
      gender: 'Please indicate Gender.',
      source: 'Please tell us how you heard about us: referral, press, social or other.',
    });
  });

  it('needs who referred her only when a member referred her, and at most 255 characters of detail', () => {
    expect(messages({ source: 'referral', sourceDetail: '  ' })).toEqual({
      sourceDetail: 'Please tell us who referred you.',
    });
    expect(messages({ source: 'referral', sourceDetail: 'Frida Lindqvist' })).toEqual({});
    expect(messages({ source: 'other', sourceDetail: 'x'.repeat(256) })).toEqual({
      sourceDetail: 'Please keep this to 255 characters.',
    });
  });

  it("uses registration's rules for names, e-mail, password and its confirmation", () => {
    expect(messages({ firstName: '1234', email: 'maya@', password: 'short', confirmPassword: 'Travel2026y' })).toEqual({
      firstName: 'First name must contain a letter.',
      email: "Invalid Email. Please make sure it's typed in correctly.",
      password: 'Password must be at least 8 characters.',
      confirmPassword: 'Confirm Password does not match. Please try again.',
    });
  });
});
