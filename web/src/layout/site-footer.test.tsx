// The footer as a visitor sees it, against a mocked gateway: CMS columns, the language and currency choosers, and
// the newsletter rules. (The link rules by state are tested in site-footer.links.test.ts.)
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../auth/session';
import { CurrencyProvider } from '../currency/currency-provider';
import { CurrenciesDocument, CurrencyRatesDocument, EnabledBlogDocument } from '../gen/graphql';
import { LocaleProvider } from '../i18n/locale-provider';
import { siteSettingsAnswer, visitorAnswer } from '../testing/render-app';
import { SiteFooter } from './site-footer';

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const MOCKS: MockLink.MockedResponse[] = [
  siteSettingsAnswer('Golightly'),
  visitorAnswer(),
  {
    request: { query: EnabledBlogDocument },
    result: {
      data: {
        getEnabledBlog: [
          {
            __typename: 'CmsPage',
            id: 1,
            pageTitle: 'Our founders',
            pageUrl: 'our-founders',
            footerCategory: 'company',
          },
          {
            __typename: 'CmsPage',
            id: 7,
            pageTitle: 'What’s new',
            pageUrl: 'whats-new',
            footerCategory: 'newfeatures',
          },
          {
            __typename: 'CmsPage',
            id: 8,
            pageTitle: 'GoSolo group trips',
            pageUrl: 'gosolo-group-trips',
            footerCategory: 'newfeatures',
          },
        ],
      },
    },
    ...forever,
  },
  {
    request: { query: CurrenciesDocument },
    result: {
      data: {
        getCurrencies: [
          { __typename: 'Currency', id: 1, symbol: 'USD', sign: '$', isBaseCurrency: true },
          { __typename: 'Currency', id: 2, symbol: 'EUR', sign: '€', isBaseCurrency: false },
        ],
      },
    },
    ...forever,
  },
  {
    request: { query: CurrencyRatesDocument },
    result: { data: { Currency: { __typename: 'CurrencyRates', base: 'USD', rates: '{"EUR":0.862,"USD":1}' } } },
    ...forever,
  },
];

function renderFooter() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleProvider>
            <CurrencyProvider>
              <SessionProvider>
                <SiteFooter />
              </SessionProvider>
            </CurrencyProvider>
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <MockedProvider mocks={MOCKS}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

afterEach(() => {
  for (const name of ['locale', 'currency']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the site footer', () => {
  it('shows a visitor the CMS pages in their columns, page 7 left out of new features, and this year', async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'GoSolo group trips' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/page\/gosolo-group-trips$/),
    );
    expect(within(footer).getByRole('link', { name: 'Our founders' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'What’s new' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Become a member' })).toBeTruthy();
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Golightly.`);
  });

  it('switches the footer to French when she chooses it, and remembers the choice', async () => {
    renderFooter();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr-FR' } });
    expect(await screen.findByRole('link', { name: 'À propos' })).toBeTruthy();
    expect(screen.getByLabelText('Langue')).toHaveProperty('value', 'fr-FR');
    expect(document.cookie).toContain('locale=fr-FR');
    // The page's language follows in an effect after the render that shows the French links.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-FR'));
  });

  it('offers the enabled currencies, the base chosen first, and keeps her choice in the currency cookie', async () => {
    renderFooter();
    const chooser = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    await waitFor(() => expect(chooser.value).toBe('USD'));
    expect([...chooser.options].map((option) => option.value)).toEqual(['USD', 'EUR']);
    fireEvent.change(chooser, { target: { value: 'EUR' } });
    expect(chooser.value).toBe('EUR');
    expect(document.cookie).toContain('currency=EUR');
  });

  it.each([
    ['', 'Email is required.'],
    ['ada@example', "Invalid Email. Please make sure it's typed in correctly."],
    [`${'a'.repeat(39)}@example.com`, 'Email must be at most 50 characters.'],
  ])('refuses the newsletter address %j with the spec’s message, before any request', async (email, message) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderFooter();
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Your e-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('MailChimp'))).toEqual([]);
    fetchSpy.mockRestore();
  });
});
