// Renders one content screen in a memory router with the providers it needs and a mocked gateway, without the
// rest of the shell (its gates and menus are tested on their own).
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthDialogsProvider } from '../../auth/dialogs';
import { SessionProvider } from '../../auth/session';
import { LocaleProvider } from '../../i18n/locale-provider';
import { siteSettingsAnswer, visitorAnswer } from '../../testing/render-app';

export function renderScreenAt(
  path: string,
  pattern: string,
  screen: ReactNode,
  mocks: MockLink.MockedResponse[] = [],
) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <LocaleProvider>
            <SessionProvider>
              <AuthDialogsProvider>{screen}</AuthDialogsProvider>
            </SessionProvider>
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MockedProvider mocks={[siteSettingsAnswer('Golightly'), visitorAnswer(), ...mocks]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}
