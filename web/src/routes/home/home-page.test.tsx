// The home page's tab title: the site title an admin sets (decision 0030), or the site name while there is none.
import { screen, waitFor } from '@testing-library/react';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { describe, expect, it } from 'vitest';
import { renderAppAt, siteSettingsAnswer } from '../../testing/render-app';

const withTitle = (siteTitle: string) => ({
  request: { query: SiteSettingsDocument },
  result: {
    data: {
      siteSettings: [
        { name: 'siteName', value: 'Golightly' },
        { name: 'siteTitle', value: siteTitle },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('the home page title', () => {
  it('is the site title from the site settings', async () => {
    renderAppAt('/', withTitle('Golightly: the travel club for women'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Golightly: the travel club for women'));
  });

  it('is the site name when no site title is set', async () => {
    renderAppAt('/', siteSettingsAnswer('Club Lightly'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Club Lightly' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Club Lightly'));
  });
});
