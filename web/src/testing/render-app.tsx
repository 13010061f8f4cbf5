// Test helpers: the app's real routes in a memory router, with the site settings answered by a mocked gateway.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
// react-router/dom's provider only adds flushSync for the browser; the core one shares the hooks' module in tests.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { GraphQLError } from 'graphql';
import { CurrenciesDocument, CurrencyRatesDocument, CurrentAccountDocument, EnabledBlogDocument } from '../gen/graphql';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { createRoutes } from '../routes/create-routes';

/** The gateway's answer to the site-settings query, as social-events gives it. */
export function siteSettingsAnswer(siteName: string): MockLink.MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    result: {
      data: {
        siteSettings: [
          { name: 'siteName', value: siteName },
          { name: 'logoHeight', value: '40' },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The gateway being down: the request fails at the network. */
export function gatewayDown(): MockLink.MockedResponse {
  return {
    request: { query: SiteSettingsDocument },
    error: new Error('connect ECONNREFUSED'),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Nobody signed in: userAccount answers UNAUTHENTICATED, as accounts does for a visitor. */
export function visitorAnswer(): MockLink.MockedResponse {
  return {
    request: { query: CurrentAccountDocument },
    result: {
      errors: [
        new GraphQLError('You are not logged In. Please Login to continue!', {
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ],
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** What every page's footer asks for (CMS pages and currencies), answered plainly unless a test answers itself. */
export function footerAnswers(): MockLink.MockedResponse[] {
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  return [
    { request: { query: EnabledBlogDocument }, result: { data: { getEnabledBlog: [] } }, ...always },
    {
      request: { query: CurrenciesDocument },
      result: {
        data: { getCurrencies: [{ __typename: 'Currency', id: 1, symbol: 'USD', sign: '$', isBaseCurrency: true }] },
      },
      ...always,
    },
    {
      request: { query: CurrencyRatesDocument },
      result: { data: { Currency: { __typename: 'CurrencyRates', base: 'USD', rates: '{"USD":1}' } } },
      ...always,
    },
  ];
}

/**
 * `others` answer the rest of the app's requests; without an account answer among them, nobody is signed in.
 * Answers for the same request are used in order, so a visitor answer with `maxUsageCount: 1` followed by an
 * account answer is a member signing in.
 */
export function renderWithGateway(
  ui: ReactNode,
  answer = siteSettingsAnswer('Golightly'),
  others: MockLink.MockedResponse[] = [],
) {
  const answersAccount = others.some((mock) => mock.request.query === CurrentAccountDocument);
  const answered = new Set(others.map((mock) => mock.request.query));
  const footer = footerAnswers().filter((mock) => !answered.has(mock.request.query));
  const mocks = [answer, ...others, ...(answersAccount ? [] : [visitorAnswer()]), ...footer];
  return render(<MockedProvider mocks={mocks}>{ui}</MockedProvider>);
}

export function renderAppAt(
  path: string,
  answer = siteSettingsAnswer('Golightly'),
  others: MockLink.MockedResponse[] = [],
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return { router, ...renderWithGateway(<RouterProvider router={router} />, answer, others) };
}
