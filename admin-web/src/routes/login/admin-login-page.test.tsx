// The log-in page hands over to the provider, names a problem, and sends a signed-in admin on to her screen.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminAt, SIGNED_IN } from '../../testing/render-app';

describe('admin log-in page', () => {
  it('starts sign-in at the provider and asks to come back to the screen she wanted', async () => {
    const signIn = vi.fn(async () => undefined);
    renderAdminAt('/login?returnTo=%2Fusers', undefined, { session: { status: 'signedOut' }, signIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin log in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('/login?returnTo=%2Fusers');
    expect(await screen.findByRole('button', { name: 'Opening sign-in…' })).toBeTruthy();
  });

  it('says so when the provider cannot be reached', async () => {
    renderAdminAt('/login', undefined, {
      session: { status: 'signedOut', problem: 'The sign-in provider could not be reached. Try again in a moment.' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in provider could not be reached. Try again in a moment.',
    );
  });

  it('sends a signed-in admin on to the screen she asked for', async () => {
    const { router } = renderAdminAt('/login?returnTo=%2Flistingapproval', undefined, { session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing approval' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/siteadmin/listingapproval');
  });
});

describe('admin screens', () => {
  it('send a signed-out visitor to the log-in page, remembering where she was going', async () => {
    const { router } = renderAdminAt('/users?page=2', undefined, { session: { status: 'signedOut' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/siteadmin/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fusers%3Fpage%3D2');
    expect(screen.getByRole('status').textContent).toBe('You are not logged In. Please Login to continue!');
  });

  it('show the signed-in admin and a way to sign out', async () => {
    const signOut = vi.fn(async () => undefined);
    renderAdminAt('/', undefined, { signOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('signed-in-admin').textContent).toBe('admin@golightly.test');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('wait quietly while the sign-in is being checked', async () => {
    renderAdminAt('/users', undefined, { session: { status: 'checking' } });
    expect(await screen.findByText('Checking your sign-in…')).toBeTruthy();
  });
});
