// The newsletter confirmation link's page: nothing is confirmed until the reader presses the button.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../testing/render-app';

describe('the newsletter confirmation page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the reader to confirm and posts nothing when the link is merely opened', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAppAt(`/newsletter/confirm/${'a'.repeat(43)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your newsletter subscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeTruthy();
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('verifyEmailMailchimp'))).toEqual([]);
  });
});
