// The admin frame's header at 375 px: a long e-mail ellipsises, its whole text in the title, rather than widening the
// page. jsdom lays nothing out, so the CSS rules that make it so are held here; e2e/admin-back-office signs a long
// e-mail in at 375 px and measures the page.
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../testing/render-app';

const LONG_EMAIL = 'a.very.long.admin.address.for.the.header@golightly-example-club.travel';
const css = readFileSync(path.join(import.meta.dirname, 'admin-frame.module.css'), 'utf8');

/** The declarations of `selector`'s first rule outside any media query. */
function rule(selector: string): Record<string, string> {
  const body = new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value),
  );
}

describe("the admin frame's header", () => {
  it('shows her whole e-mail in the title of the line that may cut it short', async () => {
    renderAdminAt('/', undefined, { session: { status: 'signedIn', email: LONG_EMAIL, isSuperAdmin: true } });
    const email = await screen.findByTestId('signed-in-admin');
    expect(email.textContent).toBe(LONG_EMAIL);
    expect(email.getAttribute('title')).toBe(`Signed in as ${LONG_EMAIL}`);
  });

  it('lets the top links shrink below her e-mail’s width, which ellipsises on one line', () => {
    // A flex item is at least as wide as its content unless told otherwise: the row would widen the page.
    expect(rule('.topLinks')).toMatchObject({ 'min-width': '0', 'flex-wrap': 'wrap', 'flex-basis': '100%' });
    expect(rule('.signedInAs')).toMatchObject({
      'min-width': '0',
      'max-width': '100%',
      overflow: 'hidden',
      'text-overflow': 'ellipsis',
      'white-space': 'nowrap',
    });
  });
});
