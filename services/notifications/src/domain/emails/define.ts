// What every e-mail of the catalogue declares: its type, who gets it and when, subject, preview, body and sample data.
import type { ReactElement } from 'react';
import type { SiteLinks } from './links';

export type EmailArea =
  | 'accounts'
  | 'membership'
  | 'verification'
  | 'stays'
  | 'hosting'
  | 'community'
  | 'events'
  | 'gosolo'
  | 'hustle'
  | 'concierge'
  | 'newsletter';

export type EmailAudience = 'member' | 'guest' | 'host' | 'admin' | 'invitee' | 'subscriber';

/** What a template may know besides its data: the site's links and the moment it is written. */
export interface EmailContext {
  links: SiteLinks;
  siteUrl: string;
  now: Date;
}

export interface EmailDefinition<Data> {
  /** Stable name: the spec's where it gives one (signUpPending, maleUserEmail …), else camelCase. */
  type: string;
  area: EmailArea;
  audience: EmailAudience;
  /** When the club sends it, one sentence (docs/emails.md lists it). */
  sentWhen: string;
  subject(data: Data, ctx: EmailContext): string;
  preview(data: Data, ctx: EmailContext): string;
  /** The content inside the shared layout. */
  Body(props: { data: Data; ctx: EmailContext }): ReactElement;
  /** Realistic data for `npm run emails`, docs and the catalogue tests. */
  sample: Data;
}

export function defineEmail<Data>(definition: EmailDefinition<Data>): EmailDefinition<Data> {
  return definition;
}

// The catalogue holds definitions of many data shapes; each caller uses one definition with its own type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEmailDefinition = EmailDefinition<any>;
