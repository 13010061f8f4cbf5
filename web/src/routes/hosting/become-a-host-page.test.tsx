// /become-a-host/{listId}?/{formPage}?: the listing check of spec 000 §5 before the host editor opens, the pages
// the editor has, and a member who may not list told why (with where to put it right) before any form.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { asAda, eligibilityAnswer, listingAnswer, listingFixture } from './testing';

const notFound = () => screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage });

describe('the host editor listing check', () => {
  it('shows the not-found page when the listing is unavailable to her', async () => {
    asAda('/become-a-host/12/home', [listingAnswer(12, null)]);
    expect(await notFound()).toBeTruthy();
  });

  it('shows the not-found page for a listing number that is not a number, or a page the editor does not have', async () => {
    const first = asAda('/become-a-host/twelve', []);
    expect(await notFound()).toBeTruthy();
    first.unmount();
    asAda('/become-a-host/7/no-such-page', [listingAnswer(7, listingFixture({ id: 7 }))]);
    expect(await notFound()).toBeTruthy();
  });

  it('opens the overview of her own listing, named by its title', async () => {
    asAda('/become-a-host/7/home', [listingAnswer(7, listingFixture({ id: 7, title: 'Garden flat' }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden flat' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
  });

  it('opens the overview when no page is named, and calls an untitled listing so', async () => {
    asAda('/become-a-host/7', [listingAnswer(7, listingFixture({ id: 7 }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Untitled listing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toBeTruthy();
  });

  it('starts a new listing with step 1, checking nothing', async () => {
    asAda('/become-a-host?mode=new', []);
    expect(await screen.findByRole('heading', { level: 1, name: 'List your space' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'The basics' })).toBeTruthy();
  });
});

describe('may she list?', () => {
  it('tells an unverified member to verify her ID before any form of a new listing', async () => {
    asAda('/become-a-host', [
      eligibilityAnswer('idNotVerified', 'ID verification is needed before you can list a home.'),
    ]);
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('link', { name: 'Verify your ID' }).getAttribute('href')).toBe('/id-verification');
    expect(screen.queryByRole('form', { name: 'The basics' })).toBeNull();
  });

  it("tells a man that only women list, and shows a reason it does not know in the server's words", async () => {
    const man = asAda('/become-a-host', [eligibilityAnswer('womenOnly', 'Only women members can list a home.')]);
    const refusal = await screen.findByRole('alert');
    expect(within(refusal).getByRole('link').getAttribute('href')).toBe('/whoCanJoin');
    expect(screen.queryByRole('form')).toBeNull();
    man.unmount();
    asAda('/become-a-host', [eligibilityAnswer('admin', 'Admins cannot list a home; please sign in as a member.')]);
    expect(await screen.findByText('Admins cannot list a home; please sign in as a member.')).toBeTruthy();
  });
});

describe('the steps progress', () => {
  it('shows step 1 to 4 as the server counts them, and the step she is on', async () => {
    asAda('/become-a-host/7/pricing', [
      listingAnswer(7, listingFixture({ id: 7, step1: 'completed', step2: 'completed', step3: 'incomplete' })),
    ]);
    const progress = await screen.findByRole('navigation', { name: 'Your progress' });
    expect(within(progress).getByText('2 of 4 steps completed')).toBeTruthy();
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/^(Completed|Not completed yet)$/).textContent)).toEqual([
      'Completed',
      'Completed',
      'Not completed yet',
      'Not completed yet',
    ]);
    const current = within(progress).getByRole('link', { current: 'step' });
    expect(current.textContent).toContain('Get ready for guests');
    expect(current.getAttribute('href')).toBe('/become-a-host/7/pricing');
  });

  it('marks the page she is on among the sections', async () => {
    asAda('/become-a-host/7/house-rules', [listingAnswer(7, listingFixture({ id: 7 }))]);
    const sections = await screen.findByRole('navigation', { name: 'Sections of your listing' });
    expect(within(sections).getByRole('link', { current: 'page' }).textContent).toBe('House rules');
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'The basics',
      'Photos',
      'Title and description',
      'Pricing',
      'Calendar and booking',
      'House rules',
      'Cancellation policy',
      'Guest pledge',
    ]);
  });
});
