// The referral landing redirects every link shape to the registration screen with what the link carries.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAt } from '../../testing/render-app';

describe('referral landing', () => {
  it.each([
    ['/c/ADAINV01', '/register?key=ADAINV01'],
    ['/c/ADAINV01/mia%40example.com/3-1990-14/10001/true', '/register?key=ADAINV01&email=mia%40example.com&zip=10001'],
    ['/c/KEY/a%40b.co/accept', '/register?key=KEY&email=a%40b.co'],
    // Links mailed before the ZIP segment was left out still carry an empty one.
    ['/c/KEY/a%40b.co//accept', '/register?key=KEY&email=a%40b.co'],
  ])('sends %s to %s', async (link, expected) => {
    const { router } = renderAppAt(link);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected));
  });
});
