import { describe, expect, it } from 'vitest';
import {
  isValidRoutingNumber,
  PAYOUT_MESSAGES as M,
  payoutAccountLast4,
  payoutDetailsErrors,
  payoutFieldsFor,
} from './payout-method';

const person = { accountType: 'individual' as const, firstName: 'Ada', lastName: 'Lovelace' };

describe('payout method rules by country', () => {
  it('checks an ABA routing number by its published checksum', () => {
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('121000358')).toBe(true);
    expect(isValidRoutingNumber('011000016')).toBe(false);
    expect(isValidRoutingNumber('12345')).toBe(false);
  });

  it('US: routing, account with confirmation and SSN last 4', () => {
    const good = {
      ...person,
      routingNumber: '011000015',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
      ssnLast4: '1234',
    };
    expect(payoutDetailsErrors('US', good)).toEqual({});
    expect(payoutDetailsErrors('US', { ...good, routingNumber: '011000016' })).toEqual({
      routingNumber: M.routingNumberInvalid,
    });
    expect(payoutDetailsErrors('US', { ...good, confirmAccountNumber: '000123456780' })).toEqual({
      confirmAccountNumber: M.accountNumberMismatch,
    });
    expect(payoutDetailsErrors('US', { ...good, accountNumber: '' })).toEqual({
      accountNumber: M.accountNumberRequired,
    });
    expect(payoutDetailsErrors('US', { ...good, accountNumber: '12ab', confirmAccountNumber: '12ab' })).toEqual({
      accountNumber: M.accountNumberInvalid,
    });
    expect(payoutDetailsErrors('US', { ...good, ssnLast4: '' })).toEqual({ ssnLast4: M.ssnRequired });
    expect(payoutDetailsErrors('US', { ...good, ssnLast4: '12a' })).toEqual({ ssnLast4: M.ssnInvalid });
    expect(payoutDetailsErrors('US', { ...good, firstName: ' ', lastName: '' })).toEqual({
      firstName: M.firstNameRequired,
      lastName: M.lastNameRequired,
    });
  });

  it('GB (also written UK): sort code and account', () => {
    const good = { ...person, sortCode: '10-88-00', accountNumber: '00012345', confirmAccountNumber: '00012345' };
    expect(payoutFieldsFor('UK', 'individual')).toContain('sortCode');
    expect(payoutDetailsErrors('GB', good)).toEqual({});
    expect(payoutDetailsErrors('UK', { ...good, sortCode: '' })).toEqual({ sortCode: M.sortCodeRequired });
  });

  it('CA: transit and institution numbers', () => {
    const good = {
      ...person,
      transitNumber: '11000',
      institutionNumber: '000',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
    };
    expect(payoutDetailsErrors('CA', good)).toEqual({});
    expect(payoutDetailsErrors('CA', { ...good, transitNumber: '', institutionNumber: '' })).toEqual({
      transitNumber: M.transitNumberRequired,
      institutionNumber: M.institutionNumberRequired,
    });
  });

  it('AU: BSB', () => {
    const good = { ...person, bsb: '110-000', accountNumber: '000123456', confirmAccountNumber: '000123456' };
    expect(payoutDetailsErrors('AU', good)).toEqual({});
    expect(payoutDetailsErrors('AU', { ...good, bsb: '' })).toEqual({ bsb: M.bsbRequired });
    expect(payoutDetailsErrors('AU', { ...good, bsb: '11' })).toEqual({ bsb: M.bsbInvalid });
  });

  it('IBAN countries: checksum, country and confirmation', () => {
    const good = { ...person, iban: 'PT50 0002 0123 1234 5678 9015 4', confirmIban: 'PT50000201231234567890154' };
    expect(payoutDetailsErrors('PT', good)).toEqual({});
    expect(payoutAccountLast4('PT', good)).toBe('0154');
    expect(payoutDetailsErrors('PT', { ...good, iban: '' })).toEqual({ iban: M.ibanRequired });
    expect(payoutDetailsErrors('PT', { ...good, iban: 'PT50000201231234567890155' })).toEqual({ iban: M.ibanInvalid });
    expect(payoutDetailsErrors('DE', good)).toEqual({ iban: M.ibanInvalid });
    expect(payoutDetailsErrors('PT', { ...good, confirmIban: 'PT50000201231234567890' })).toEqual({
      confirmIban: M.ibanMismatch,
    });
  });

  it('a company gives its name instead of hers', () => {
    const company = {
      accountType: 'company' as const,
      firstName: '',
      lastName: '',
      iban: 'DE89370400440532013000',
      confirmIban: 'DE89370400440532013000',
    };
    expect(payoutDetailsErrors('DE', { ...company, companyName: 'Ada Ltd' })).toEqual({});
    expect(payoutDetailsErrors('DE', company)).toEqual({ companyName: M.companyNameRequired });
  });
});
