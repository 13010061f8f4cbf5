// The header names the club from the gateway's site settings and falls back quietly when the gateway is down.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatewayDown, renderAppAt, siteSettingsAnswer } from '../testing/render-app';

describe('site header', () => {
  it('shows the site name the gateway answers with', async () => {
    renderAppAt('/about-us', siteSettingsAnswer('Golightly Test Club'));
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Golightly Test Club')).toBeTruthy();
  });

  it('falls back to the brand name when the gateway is down, and the home page says so quietly', async () => {
    renderAppAt('/', gatewayDown());
    const notice = await screen.findByText(/could not reach the club's servers/);
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(screen.getByRole('banner')).getByText('Golightly')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Golightly' })).toBeTruthy();
  });

  it('opens and closes the menu with its button', async () => {
    renderAppAt('/about-us');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Social' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
