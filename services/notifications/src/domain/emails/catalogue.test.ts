// Every e-mail of the catalogue renders its sample with a subject, a preview and links on the club's own site.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findEmail } from './catalogue';
import { emailContext, renderEmail } from './render';

const SITE = 'https://club.example';
const ctx = emailContext(SITE, new Date('2026-11-23T10:00:00Z'));
/** External pages e-mails may link to besides the site (spec 001 §2: the badging and membership info pages). */
const EXTERNAL = [/^mailto:/, /^https:\/\/(www\.)?linkedin\.com\//, /^https:\/\/golightly\.com\/(badging|membership)/];

describe('the e-mail catalogue', () => {
  it('names every e-mail once', () => {
    const types = CATALOGUE.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
    for (const type of types) expect(findEmail(type)?.type).toBe(type);
  });

  it.each(CATALOGUE.map((definition) => [definition.type, definition] as const))(
    'renders %s from its sample',
    async (_type, definition) => {
      const email = await renderEmail(definition, definition.sample, ctx);
      expect(email.subject.trim().length).toBeGreaterThan(3);
      expect(definition.preview(definition.sample, ctx).trim().length).toBeGreaterThan(3);
      expect(definition.sentWhen.trim().length).toBeGreaterThan(10);
      for (const unfilled of ['undefined', '[object Object]', 'NaN', 'Invalid Date']) {
        expect(email.text).not.toContain(unfilled);
        expect(email.subject).not.toContain(unfilled);
      }
      const hrefs = [...email.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        const onSite = href === SITE || href.startsWith(`${SITE}/`);
        expect(onSite || EXTERNAL.some((pattern) => pattern.test(href)), `${definition.type} links to ${href}`).toBe(
          true,
        );
      }
    },
  );
});
