// The footer's data through the real gateway: CMS pages by who is asking (social-events) and currencies
// (bookings-payments), spec 000 §2 and §7.
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import { insertMember } from '@golightly/accounts/testing';
import { saveRate, setCurrencyEnabled } from '@golightly/bookings-payments/testing';
import { insertCmsPage } from '@golightly/social-events/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Member, type TestStack } from '../support/stack';
import { TEST_SERVICE_ENV } from '../support/subgraphs';

const ENABLED_BLOG = `query { getEnabledBlog { id pageTitle pageUrl footerCategory access isEnable } }`;
const PAGE_BY_URL = `query Page($pageUrl: String!) { getPageByUrl(pageUrl: $pageUrl) { id pageTitle content access } }`;

describe('CMS pages', () => {
  let stack: TestStack;
  let member: Member;
  const pages = {} as Record<'founders' | 'cityGuides' | 'whatsNew' | 'cookies' | 'guidelines', number>;

  beforeAll(async () => {
    stack = await startStack();
    const social = stack.subgraphs.services['social-events'].database.db;
    pages.founders = await insertCmsPage(social, {
      pageTitle: 'Our founders',
      pageUrl: 'our-founders',
      footerCategory: 'company',
      sortOrder: 1,
      content: '<p>Founded in Austin.</p>',
    });
    pages.cityGuides = await insertCmsPage(social, {
      pageTitle: 'Members’ city guides',
      pageUrl: 'members-city-guides',
      footerCategory: 'discover',
      access: 'private',
      sortOrder: 1,
      content: '<p>For members.</p>',
    });
    await insertCmsPage(social, {
      pageTitle: 'Winter escapes 2025',
      pageUrl: 'winter-escapes-2025',
      footerCategory: 'discover',
      isEnable: false,
      sortOrder: 2,
    });
    pages.whatsNew = await insertCmsPage(social, {
      pageTitle: 'What’s new',
      pageUrl: 'whats-new',
      footerCategory: 'newfeatures',
      sortOrder: 0,
    });
    pages.cookies = await insertCmsPage(social, {
      pageTitle: 'Cookie policy',
      pageUrl: 'cookie-policy',
      footerCategory: 'policies',
      sortOrder: 2,
    });
    pages.guidelines = await insertCmsPage(social, {
      pageTitle: 'Community guidelines',
      pageUrl: 'community-guidelines',
      footerCategory: 'policies',
      sortOrder: 1,
    });
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
    expect(response.data?.getEnabledBlog.map((page) => page.id)).toEqual([
      pages.founders,
      pages.whatsNew,
      pages.guidelines,
      pages.cookies,
    ]);
    expect(response.data?.getEnabledBlog.every((page) => page.access === 'public' && page.isEnable)).toBe(true);
  });

  it('adds the private pages for a signed-in member, never the disabled one', async () => {
    const response = await member.graphql<{ getEnabledBlog: { id: number; pageUrl: string }[] }>(ENABLED_BLOG);
    expect(response.errors).toBeUndefined();
    expect(response.data?.getEnabledBlog.map((page) => page.id)).toEqual([
      pages.founders,
      pages.cityGuides,
      pages.whatsNew,
      pages.guidelines,
      pages.cookies,
    ]);
  });

  it('opens a public page by its url for anyone, whatever the case of the address', async () => {
    const response = await stack.visitor().graphql(PAGE_BY_URL, { pageUrl: 'Our-Founders' });
    expect(response.data).toEqual({
      getPageByUrl: {
        id: pages.founders,
        pageTitle: 'Our founders',
        content: '<p>Founded in Austin.</p>',
        access: 'public',
      },
    });
  });

  it('asks a visitor to log in for a private page and shows it to a member', async () => {
    const visitor = await stack.visitor().graphql(PAGE_BY_URL, { pageUrl: 'members-city-guides' });
    expect(visitor.data).toEqual({ getPageByUrl: null });
    expect(visitor.errors).toEqual([
      expect.objectContaining({
        message: NOT_LOGGED_IN_MESSAGE,
        extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
      }),
    ]);
    const signedIn = await member.graphql(PAGE_BY_URL, { pageUrl: 'members-city-guides' });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data).toEqual({
      getPageByUrl: {
        id: pages.cityGuides,
        pageTitle: 'Members’ city guides',
        content: '<p>For members.</p>',
        access: 'private',
      },
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
    await setCurrencyEnabled(db, 'MXN', false);
    try {
      const response = await stack
        .visitor()
        .graphql<{ getCurrencies: { symbol: string }[] }>('query { getCurrencies { symbol } }');
      expect(response.data?.getCurrencies.map((currency) => currency.symbol)).not.toContain('MXN');
    } finally {
      await setCurrencyEnabled(db, 'MXN', true);
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
    await saveRate(stack.subgraphs.services['bookings-payments'].database.db, 'USD', 'GBP', 0.7);
    const response = await stack.visitor().graphql<{ Currency: { rates: string } }>('query { Currency { rates } }');
    expect(JSON.parse(response.data!.Currency.rates).GBP).toBe(0.7);
  });
});
