// What the booking and trips screens' component tests share: a signed-in member, the mocked gateway, the route.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '../../auth/session';
import { accountAnswer, ADA } from '../../gates/testing';
import { screenTitleMessages } from '../../i18n/areas/screens';
import type { ScreenRoute } from '../screen';

export const screenOf = (path: string, title: keyof typeof screenTitleMessages): ScreenRoute => ({
  path,
  title: screenTitleMessages[title],
  area: 'trips',
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders a screen at `url` under its route pattern, signed in as Ada, with the gateway's answers mocked. */
export function renderScreen(pattern: string, url: string, element: ReactElement, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={[accountAnswer(ADA), ...mocks]}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <SessionProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={pattern} element={element} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}
