// Renders an e-mail of the catalogue to its subject, HTML and plain text.
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { EmailContext, EmailDefinition } from './define';
import { EmailLayout } from './layout';
import { siteLinks } from './links';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function emailContext(siteUrl: string, now: Date = new Date()): EmailContext {
  return { links: siteLinks(siteUrl), siteUrl, now };
}

export async function renderEmail<Data>(
  definition: EmailDefinition<Data>,
  data: Data,
  ctx: EmailContext,
): Promise<RenderedEmail> {
  const element = createElement(EmailLayout, {
    preview: definition.preview(data, ctx),
    siteUrl: ctx.siteUrl,
    children: createElement(definition.Body, { data, ctx }),
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: definition.subject(data, ctx), html, text };
}
