// The admin dashboard says, in the spec's words, when the club's servers do not answer.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteSettingsDocument } from '@golightly/web-kit/use-site-name';
import { renderAdminAt } from '../../testing/render-app';

describe('admin dashboard', () => {
  it('shows the spec text when the gateway cannot be reached', async () => {
    renderAdminAt('/', {
      request: { query: SiteSettingsDocument },
      error: new Error('connect ECONNREFUSED'),
      maxUsageCount: Number.POSITIVE_INFINITY,
    });
    expect(await screen.findByText('Oops something went wrong, refresh or check back later')).toBeTruthy();
  });
});
