// Without an OpenID Connect issuer in the build, the log-in screen says sign-in is not configured instead of failing.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAdminAt } from '../../testing/render-app';

it('shows the "sign-in not configured" notice when no issuer is set', async () => {
  renderAdminAt('/login');
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin log in' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Sign-in not configured' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
});
