// The shapes of spec 001 §2's referral links, read into the registration screen's prefilled fields.
import { describe, expect, it } from 'vitest';
import { readReferralLink, registrationPathFor } from './referral-link-shape';

describe('readReferralLink', () => {
  it.each([
    [['ADAINV01'], { referralKey: 'ADAINV01', email: null, zipCode: null }],
    [['ADAINV01', 'mia@example.com'], { referralKey: 'ADAINV01', email: 'mia@example.com', zipCode: null }],
    [
      ['ADAINV01', 'mia@example.com', '3-1990-14', '10001', 'true'],
      { referralKey: 'ADAINV01', email: 'mia@example.com', zipCode: '10001' },
    ],
    [
      ['ADAINV01', 'mia@example.com', '10001', 'true'],
      { referralKey: 'ADAINV01', email: 'mia@example.com', zipCode: '10001' },
    ],
    [
      ['ADAINV01', 'ann@example.com,mia@example.com', 'true'],
      { referralKey: 'ADAINV01', email: 'mia@example.com', zipCode: null },
    ],
    [
      ['ADAINV01', 'mia%40example.com', 'SW1A%201AA'],
      { referralKey: 'ADAINV01', email: 'mia@example.com', zipCode: 'SW1A 1AA' },
    ],
    [['KEY', 'a@b.co', 'accept'], { referralKey: 'KEY', email: 'a@b.co', zipCode: null }],
    [['KEY', 'a%40b.co', '', 'accept'], { referralKey: 'KEY', email: 'a@b.co', zipCode: null }],
    [['ADAINV01', 'not-an-address', '10001'], { referralKey: 'ADAINV01', email: null, zipCode: '10001' }],
    [[undefined], { referralKey: null, email: null, zipCode: null }],
  ])('reads %j', (segments, expected) => {
    expect(readReferralLink(segments)).toEqual(expected);
  });
});

describe('registrationPathFor', () => {
  it('locks the code and fills in what the link knew', () => {
    expect(registrationPathFor({ referralKey: 'ADAINV01', email: 'mia+1@example.com', zipCode: '10001' })).toBe(
      '/register?key=ADAINV01&email=mia%2B1%40example.com&zip=10001',
    );
    expect(registrationPathFor({ referralKey: null, email: null, zipCode: null })).toBe('/register');
  });
});
