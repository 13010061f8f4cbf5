// /page/{pageUrl} against a mocked gateway: a page's sanitised HTML, the not-found page, and the log-in prompt.
import { GraphQLError } from 'graphql';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { PageByUrlDocument } from '../../gen/graphql';
import CmsPage, { sanitisePageHtml } from './cms-page';
import { renderScreenAt } from './testing';

const pageAnswer = (pageUrl: string, result: object) => ({
  request: { query: PageByUrlDocument, variables: { pageUrl } },
  result,
});

describe('a CMS page', () => {
  it('keeps the page’s text and links but drops scripts and event handlers', () => {
    const clean = sanitisePageHtml(
      '<h2>Hi</h2><p onclick="steal()">Be kind <a href="/safety">safety</a></p><script>steal()</script><img src=x onerror="steal()">',
    );
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<a href="/safety">safety</a>');
    expect(clean).not.toMatch(/script|onclick|onerror/);
  });

  it('renders the page the url names, under its title', async () => {
    renderScreenAt('/page/our-founders', '/page/:pageUrl?', <CmsPage />, [
      pageAnswer('our-founders', {
        data: {
          getPageByUrl: {
            __typename: 'CmsPage',
            id: 1,
            pageTitle: 'Our founders',
            metaDescription: null,
            content: '<p>Founded in Austin.</p>',
          },
        },
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our founders' })).toBeTruthy();
    expect(screen.getByText('Founded in Austin.')).toBeTruthy();
  });

  it('shows the not-found page for a url with no page', async () => {
    renderScreenAt('/page/no-such-page', '/page/:pageUrl?', <CmsPage />, [
      pageAnswer('no-such-page', { data: { getPageByUrl: null } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_TEXTS.notFound.defaultMessage })).toBeTruthy();
  });

  it('asks a visitor to log in for a private page', async () => {
    renderScreenAt('/page/members-city-guides', '/page/:pageUrl?', <CmsPage />, [
      pageAnswer('members-city-guides', {
        data: { getPageByUrl: null },
        errors: [
          new GraphQLError('You are not logged In. Please Login to continue!', {
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ],
      }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for members. Please log in to read it.' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Log in' }).length).toBeGreaterThan(0);
  });
});
