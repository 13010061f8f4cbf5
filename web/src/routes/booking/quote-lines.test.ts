// A stay's lines worded from their kind: an agreed price (decision 0052) reads as such, with its nights.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { lineLabel } from './quote-lines';

const line = (kind: string, count: number | null = null) => ({
  kind,
  label: 'server label',
  amount: 300,
  displayAmount: 300,
  deducted: false,
  count,
  percent: null,
});

describe('quote line labels', () => {
  const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });

  it('names an approved special price and an accepted counter-offer with their nights', () => {
    expect(lineLabel(intl, line('special-price', 3))).toBe('Special price (3 nights)');
    expect(lineLabel(intl, line('counter-offer', 1))).toBe('Counter-offer (1 night)');
  });

  it("keeps the server's English label for a kind this app does not know", () => {
    expect(lineLabel(intl, line('something-new'))).toBe('server label');
  });
});
