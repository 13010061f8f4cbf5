// The site settings screen: the server's refusal is shown beside the field it concerns with the failure toast, and a
// save sends only what she changed, shows the success toast and the saved values, and renames the frame at once.
import type { MockLink } from '@apollo/client/testing';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateSiteSettingsDocument } from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';

const STORED = [
  { name: 'siteName', value: 'Golightly' },
  { name: 'siteTitle', value: 'Golightly: the travel club for women' },
  { name: 'Logo', value: '' },
  { name: 'logoHeight', value: '40' },
  { name: 'logoWidth', value: '160' },
  { name: 'facebookLink', value: '' },
  { name: 'twitterLink', value: '' },
  { name: 'instagramLink', value: '' },
];

const setting = (s: { name: string; value: string }) => ({ __typename: 'SiteSetting' as const, ...s });

const storedAnswer: MockLink.MockedResponse = {
  request: { query: SiteSettingsDocument },
  result: { data: { siteSettings: STORED.map(setting) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function updateAnswer(
  settings: { name: string; value: string }[],
  result: {
    status: string;
    errorMessage: string | null;
    fieldErrors: { field: string; message: string }[];
    settings: { name: string; value: string }[] | null;
  },
): MockLink.MockedResponse {
  return {
    request: { query: UpdateSiteSettingsDocument, variables: { settings } },
    result: {
      data: {
        updateSiteSettings: {
          __typename: 'SiteSettingsResult',
          ...result,
          fieldErrors: result.fieldErrors.map((e) => ({ __typename: 'FieldError', ...e })),
          settings: result.settings?.map(setting) ?? null,
        },
      },
    },
  };
}

const LOGO_MESSAGE = 'The logo must be an https:// address or a path on this site starting with /, or empty.';

describe('site settings screen', () => {
  it('shows every setting as a labelled field with its stored value', async () => {
    renderAdminAt('/settings/site', [storedAnswer]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Site settings' })).toBeTruthy();
    expect(((await screen.findByLabelText('Site name')) as HTMLInputElement).value).toBe('Golightly');
    expect((screen.getByLabelText('Logo height (pixels)') as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText('Facebook page') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Logo image').getAttribute('aria-describedby')).toBe('setting-Logo-hint');
  });

  it("shows the server's message beside the refused field, with the failure toast, and focuses it", async () => {
    renderAdminAt('/settings/site', [
      storedAnswer,
      updateAnswer([{ name: 'Logo', value: 'javascript:alert(1)' }], {
        status: 'invalid',
        errorMessage: 'Nothing was saved: correct the settings marked and save again.',
        fieldErrors: [{ field: 'Logo', message: LOGO_MESSAGE }],
        settings: null,
      }),
    ]);
    const logo = (await screen.findByLabelText('Logo image')) as HTMLInputElement;
    fireEvent.change(logo, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(LOGO_MESSAGE)).toBeTruthy();
    expect(logo.getAttribute('aria-invalid')).toBe('true');
    expect(logo.getAttribute('aria-describedby')).toBe('setting-Logo-error setting-Logo-hint');
    await waitFor(() => expect(document.activeElement).toBe(logo));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Oops, something went wrong');
    expect(toast.textContent).toContain('Nothing was saved: correct the settings marked and save again.');
    // What she typed stays, so she can correct it.
    expect(logo.value).toBe('javascript:alert(1)');
    expect(screen.queryByText('Site settings have been updated successfully!')).toBeNull();
  });

  it('saves only what she changed, shows the success toast and the saved values, and renames the frame', async () => {
    const saved = STORED.map((s) => (s.name === 'siteName' ? { ...s, value: 'Golightly Club' } : s));
    const { requests } = renderAdminAt('/settings/site', [
      storedAnswer,
      updateAnswer([{ name: 'siteName', value: '  Golightly Club ' }], {
        status: 'success',
        errorMessage: null,
        fieldErrors: [],
        settings: saved,
      }),
    ]);
    const name = (await screen.findByLabelText('Site name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  Golightly Club ' } });
    fireEvent.submit(name.form!);

    const toast = await screen.findByText('Site settings have been updated successfully!');
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(name.value).toBe('Golightly Club');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Site settings · Golightly Club admin'));
    expect(requests()).toContain('UpdateSiteSettings');
  });

  it('sends nothing when no value changed', async () => {
    const { requests } = renderAdminAt('/settings/site', [storedAnswer]);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no setting was changed.')).toBeTruthy();
    expect(requests()).not.toContain('UpdateSiteSettings');
  });

  it('is not shown to a sub-admin without Manage Site Settings, and asks nothing for it', async () => {
    const { requests } = renderAdminAt('/settings/site', [storedAnswer], {}, { access: subAdmin(33) });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.queryByLabelText('Site name')).toBeNull();
    expect(requests().filter((name) => name === 'SiteSettings')).toHaveLength(1);
    expect(within(document.body).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
