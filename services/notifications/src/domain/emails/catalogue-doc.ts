// docs/emails.md, written from the catalogue itself so that the list can never drift from the templates.
import type { AnyEmailDefinition } from './define';
import { emailContext } from './render';

const AREA_TITLES: Record<string, string> = {
  accounts: 'Accounts',
  membership: 'Membership and sign-up review',
  verification: 'Verification',
  stays: 'Stays: requests, bookings, cancellations, deposits and reviews',
  hosting: 'Hosting and listings',
  community: 'Community: posts, messages, connections and reports',
  events: 'Events',
  gosolo: 'GoSolo trips',
  hustle: 'GoHustle jobs',
  concierge: 'Concierge and contact',
  newsletter: 'Newsletter',
};

export function catalogueDoc(catalogue: readonly AnyEmailDefinition[]): string {
  const ctx = emailContext('https://{host}', new Date('2026-01-05T09:00:00Z'));
  const lines = [
    '# The e-mail catalogue',
    '',
    'Every e-mail the club sends, as built in `services/notifications/src/domain/emails/catalogue/` (spec 001).',
    'This file is written by `npm run emails:doc`; a test fails when it is stale. `npm run emails` serves every',
    'template rendered with its sample data. Subjects below are rendered from the samples.',
    '',
    `${catalogue.length} e-mails.`,
  ];
  for (const [area, title] of Object.entries(AREA_TITLES)) {
    const inArea = catalogue.filter((definition) => definition.area === area);
    if (inArea.length === 0) continue;
    lines.push('', `## ${title}`, '', '| Type | To | Sent when | Subject (sample) |', '|---|---|---|---|');
    for (const definition of inArea) {
      const subject = definition.subject(definition.sample, ctx).replace(/\|/g, '\\|');
      lines.push(
        `| \`${definition.type}\` | ${definition.audience} | ${definition.sentWhen.replace(/\|/g, '\\|')} | ${subject} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
