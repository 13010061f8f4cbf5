import type { Identity } from '@golightly/service-kit';
import { describe, expect, it } from 'vitest';
import { mayReadTravelCredit, travelCreditBalance } from './travel-credit';

const ADA = '6f1c1d1e-0000-4000-8000-000000000001';
const member = (userId: string, coHost = false): Identity => ({
  userId,
  sessionId: 's',
  ...(coHost ? { coHost } : {}),
});
const admin = (privilegeIds: number[], isSuperAdmin = false): Identity => ({
  userId: 'a',
  sessionId: 's',
  admin: { adminId: 'a', isSuperAdmin, privilegeIds },
});

describe('travel credit', () => {
  it('is read by the member herself and by admins with Manage Travel Credit only', () => {
    expect(mayReadTravelCredit(member(ADA), ADA)).toBe(true);
    expect(mayReadTravelCredit(member('someone-else'), ADA)).toBe(false);
    expect(mayReadTravelCredit(member(ADA, true), ADA)).toBe(false);
    expect(mayReadTravelCredit(null, ADA)).toBe(false);
    expect(mayReadTravelCredit(admin([28]), ADA)).toBe(true);
    expect(mayReadTravelCredit(admin([3, 16]), ADA)).toBe(false);
    expect(mayReadTravelCredit(admin([], true), ADA)).toBe(true);
  });

  it('is zero in the base currency when the ledger holds nothing of hers', () => {
    expect(travelCreditBalance([], 'USD', [])).toEqual({ amount: 0, currency: 'USD' });
  });

  it('sums grants and spending, converting other currencies at the stored rate and rounding once to the cent', () => {
    const sums = [
      { currency: 'USD', amountMinor: 5000 },
      { currency: 'EUR', amountMinor: 862 },
      { currency: 'GBP', amountMinor: -1 },
    ];
    const rates = [
      { code: 'EUR', rate: 0.862 },
      { code: 'GBP', rate: 0.761 },
    ];
    expect(travelCreditBalance(sums, 'USD', rates)).toEqual({ amount: 59.99, currency: 'USD' });
  });

  it('never answers minus zero for a balance spent down to nothing', () => {
    expect(
      Object.is(
        travelCreditBalance([{ currency: 'EUR', amountMinor: -0.4 }], 'USD', [{ code: 'EUR', rate: 1 }]).amount,
        0,
      ),
    ).toBe(true);
  });

  it('fails loudly rather than guess when a currency of the ledger has no rate', () => {
    expect(() => travelCreditBalance([{ currency: 'CHF', amountMinor: 100 }], 'USD', [])).toThrow(/No USD rate/);
  });
});
