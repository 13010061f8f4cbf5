// The member's display currency travels from her `currency` cookie to every subgraph as a header (decision 0041).
import { CURRENCY_HEADER, IDENTITY_HEADER } from '@golightly/service-kit';
import { describe, expect, it } from 'vitest';
import { BASE_CURRENCY, displayCurrencyOf, SubgraphDataSource, type GatewayContext } from './subgraph-data-source';

function sentHeaders(context: GatewayContext): Headers {
  const source = new SubgraphDataSource({
    url: 'http://127.0.0.1:1/graphql',
    identitySecret: 's'.repeat(32),
    timeoutMs: 1000,
  });
  const headers = new Headers();
  source.willSendRequest({ request: { http: { headers, method: 'POST', url: '' } }, context } as never);
  return headers;
}

const context = (currency?: string): GatewayContext => ({
  identity: null,
  clientIp: '203.0.113.7',
  traceHeaders: {},
  ...(currency === undefined ? {} : { currency }),
});

describe('the currency header', () => {
  it('takes a cookie of three upper-case letters as it is', () => {
    expect(displayCurrencyOf('EUR')).toBe('EUR');
    expect(displayCurrencyOf('JPY')).toBe('JPY');
  });

  it('reads anything else as the base currency', () => {
    for (const cookie of [undefined, '', 'eur', 'EURO', 'E1R', 'EUR;', ' EUR']) {
      expect(displayCurrencyOf(cookie)).toBe(BASE_CURRENCY);
    }
  });

  it('is sent to every subgraph beside the identity, the base currency when none was chosen', () => {
    const chosen = sentHeaders(context('GBP'));
    expect(chosen.get(CURRENCY_HEADER)).toBe('GBP');
    expect(chosen.get(IDENTITY_HEADER)).toBeTruthy();
    expect(sentHeaders(context()).get(CURRENCY_HEADER)).toBe('USD');
  });
});
