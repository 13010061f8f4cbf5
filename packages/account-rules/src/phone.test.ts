// The phone rules shared by the accounts service and the member app.
import { describe, expect, it } from 'vitest';
import { codeProblem, isPhoneGateExempt, normaliseCode, phoneNumberProblem } from './phone';

describe('isPhoneGateExempt', () => {
  it('exempts a +971 number in the Emirates', () => {
    expect(isPhoneGateExempt('+971', 'AE')).toBe(true);
    expect(isPhoneGateExempt('971', 'ae')).toBe(true);
    expect(isPhoneGateExempt('+971', 'UAE')).toBe(true);
  });

  it('exempts nobody else', () => {
    expect(isPhoneGateExempt('+971', 'US')).toBe(false);
    expect(isPhoneGateExempt('+44', 'AE')).toBe(false);
    expect(isPhoneGateExempt('+1', 'US')).toBe(false);
    expect(isPhoneGateExempt('+9710', 'AE')).toBe(false);
    expect(isPhoneGateExempt(null, 'AE')).toBe(false);
    expect(isPhoneGateExempt('+971', null)).toBe(false);
  });
});

describe('the verification code', () => {
  it('takes four digits, typed with spaces or dashes if she likes', () => {
    expect(normaliseCode(' 12 34 ')).toBe('1234');
    expect(normaliseCode('12-34')).toBe('1234');
    expect(codeProblem('0427')).toBeNull();
  });

  it('asks for the 4-digit code for anything else', () => {
    for (const bad of ['427', '04271', 'abcd', '', '１２３４']) {
      expect(codeProblem(bad)).toBe('Please enter the 4-digit code we sent to your phone.');
    }
  });
});

describe('the phone field of the verification dialog', () => {
  it('takes a number in digits only, without dashes or spaces', () => {
    expect(phoneNumberProblem('5125550100')).toBeNull();
    expect(phoneNumberProblem('512-555-0100')).toBe(
      'Please enter your phone number using digits only, without dashes or spaces.',
    );
    expect(phoneNumberProblem('512 555 0100')).not.toBeNull();
    expect(phoneNumberProblem('')).toBe('Please enter your phone number.');
  });
});
