// /login after a social sign-in attempt says the club does not offer it, rather than failing silently.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../testing/render-app';

describe('the login page', () => {
  it('says signing in with Google is not offered when accounts sends the browser back from /login/google', async () => {
    renderAppAt('/login?social=google&refer=%2Fdashboard');
    expect(await screen.findByText(/Signing in with Google is not offered by the club yet/)).toBeTruthy();
  });

  it('says nothing about social sign-in on a plain visit or an unknown provider', async () => {
    renderAppAt('/login?social=myspace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText(/is not offered by the club yet/)).toBeNull();
  });
});
