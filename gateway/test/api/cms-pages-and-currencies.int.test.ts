// The footer's data through the real gateway: CMS pages by who is asking (social-events) and currencies
// (bookings-payments), spec 000 §2 and §7.
import { insertMember } from '@golightly/accounts/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const ENABLED_BLOG = `query { getEnabledBlog { id pageTitle pageUrl footerCategory access isEnable } }`;
const PAGE_BY_URL = `query Page($pageUrl: String!) { getPageByUrl(pageUrl: $pageUrl) { id pageTitle content access } }`;

describe('CMS pages', () => {
  let stack: TestStack;
  let member: Member;

  beforeAll(async () => {
    stack = await startStack();
    await stack.subgraphs.services['social-events'].database.db('cms_pages').insert([
      {
        id: 1,
        page_title: 'Our founders',
        page_url: 'our-founders',
        footer_category: 'company',
        access: 'public',
        sort_order: 1,
        content: '<p>Founded in Austin.</p>',
      },
      {
        id: 2,
        page_title: 'Members’ city guides',
        page_url: 'members-city-guides',
        footer_category: 'discover',
        access: 'private',
        sort_order: 1,
        content: '<p>For members.</p>',
      },
      {
        id: 3,
        page_title: 'Winter escapes 2025',
        page_url: 'winter-escapes-2025',
        footer_category: 'discover',
        access: 'public',
        is_enable: false,
        sort_order: 2,
      },
      {
        id: 7,
        page_title: 'What’s new',
        page_url: 'whats-new',
        footer_category: 'newfeatures',
        access: 'public',
        sort_order: 0,
      },
      {
        id: 8,
        page_title: 'Cookie policy',
        page_url: 'cookie-policy',
        footer_category: 'policies',
        access: 'public',
        sort_order: 2,
      },
      {
        id: 9,
        page_title: 'Community guidelines',
        page_url: 'community-guidelines',
        footer_category: 'policies',
        access: 'public',
        sort_order: 1,
      },
    ]);
    await insertMember(stack.subgraphs.services.accounts.database.db, TEST_SERVICE_ENV.ACCOUNTS_DATA_KEY!, {
      firstName: 'Ada',
      email: 'ada@example.com',
      password: 'Travel2024!',
    });
    member = stack.visitor();
    const signIn = await member.graphql<{ userLogin: { status: string } }>(
      'query { userLogin(email: "ada@example.com", password: "Travel2024!") { status } }',
    );
    expect(signIn.data?.userLogin.status).toBe('success');
  });
  afterAll(() => stack?.stop());

  it('lists only enabled public pages to a visitor, in column and sort order', async () => {
    const response = await stack
      .visitor()
      .graphql<{ getEnabledBlog: { id: number; access: string; isEnable: boolean }[] }>(ENABLED_BLOG);
    expect(response.errors).toBeUndefined();
    expect(response.data?.getEnabledBlog.map((page) => page.id)).toEqual([1, 7, 9, 8]);
    expect(response.data?.getEnabledBlog.every((page) => page.access === 'public' && page.isEnable)).toBe(true);
  });

  it('adds the private pages for a signed-in member, never the disabled one', async () => {
    const response = await member.graphql<{ getEnabledBlog: { id: number; pageUrl: string }[] }>(ENABLED_BLOG);
    expect(response.errors).toBeUndefined();
    expect(response.data?.getEnabledBlog.map((page) => page.id)).toEqual([1, 2, 7, 9, 8]);
  });

  it('opens a public page by its url for anyone, whatever the case of the address', async () => {
    const response = await stack.visitor().graphql(PAGE_BY_URL, { pageUrl: 'Our-Founders' });
    expect(response.data).toEqual({
      getPageByUrl: { id: 1, pageTitle: 'Our founders', content: '<p>Founded in Austin.</p>', access: 'public' },
    });
  });

  it('asks a visitor to log in for a private page and shows it to a member', async () => {
    const visitor = await stack.visitor().graphql(PAGE_BY_URL, { pageUrl: 'members-city-guides' });
    expect(visitor.data).toEqual({ getPageByUrl: null });
    expect(visitor.errors).toEqual([
      expect.objectContaining({
        message: 'Please log in to read this page.',
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      }),
    ]);
    const signedIn = await member.graphql(PAGE_BY_URL, { pageUrl: 'members-city-guides' });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data).toEqual({
      getPageByUrl: { id: 2, pageTitle: 'Members’ city guides', content: '<p>For members.</p>', access: 'private' },
    });
  });

  it.each([['winter-escapes-2025'], ['no-such-page'], [''], ['../admin'], ['x'.repeat(500)]])(
    'answers null without an error for the unknown or unpublished url %j',
    async (pageUrl) => {
      const response = await member.graphql(PAGE_BY_URL, { pageUrl });
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ getPageByUrl: null });
    },
  );
});

describe('currencies', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('lists only enabled currencies, the base first, with the spec’s fields', async () => {
    const response = await stack
      .visitor()
      .graphql<{ getCurrencies: { symbol: string; isEnable: boolean; isBaseCurrency: boolean }[] }>(
        'query { getCurrencies { id symbol sign isEnable isPayment isBaseCurrency status } }',
      );
    expect(response.errors).toBeUndefined();
    const currencies = response.data!.getCurrencies;
    expect(currencies.map((currency) => currency.symbol)).toEqual([
      'USD',
      'AUD',
      'CAD',
      'CHF',
      'CZK',
      'EUR',
      'GBP',
      'MXN',
    ]);
    expect(currencies[0]).toMatchObject({
      symbol: 'USD',
      sign: '$',
      isBaseCurrency: true,
      isPayment: true,
      status: 'enabled',
    });
    expect(currencies.every((currency) => currency.isEnable)).toBe(true);
  });

  it('stops listing a currency an admin disables', async () => {
    const db = stack.subgraphs.services['bookings-payments'].database.db;
    await db('currencies').where({ code: 'MXN' }).update({ is_enable: false });
    try {
      const response = await stack
        .visitor()
        .graphql<{ getCurrencies: { symbol: string }[] }>('query { getCurrencies { symbol } }');
      expect(response.data?.getCurrencies.map((currency) => currency.symbol)).not.toContain('MXN');
    } finally {
      await db('currencies').where({ code: 'MXN' }).update({ is_enable: true });
    }
  });

  it('gives the base and the rates as JSON text, every stored currency included', async () => {
    const response = await stack
      .visitor()
      .graphql<{ Currency: { base: string; rates: string } }>('query { Currency { base rates } }');
    expect(response.errors).toBeUndefined();
    expect(response.data?.Currency.base).toBe('USD');
    const rates = JSON.parse(response.data!.Currency.rates) as Record<string, number>;
    expect(rates.USD).toBe(1);
    expect(rates.EUR).toBeCloseTo(0.862);
    expect(Object.keys(rates).sort()).toEqual(['AUD', 'BRL', 'CAD', 'CHF', 'CZK', 'EUR', 'GBP', 'JPY', 'MXN', 'USD']);
  });

  it('follows a rate change in the store', async () => {
    const db = stack.subgraphs.services['bookings-payments'].database.db;
    await db('currency_rates').where({ base: 'USD', code: 'GBP' }).update({ rate: 0.7 });
    const response = await stack.visitor().graphql<{ Currency: { rates: string } }>('query { Currency { rates } }');
    expect(JSON.parse(response.data!.Currency.rates).GBP).toBe(0.7);
  });
});
