// The whole e-mail catalogue of spec 001, one module per area.
import type { AnyEmailDefinition } from '../define';
import { ACCOUNTS_EMAILS } from './accounts';
import { COMMUNITY_EMAILS } from './community';
import { CONCIERGE_EMAILS } from './concierge';
import { EVENTS_EMAILS } from './events';
import { GOSOLO_EMAILS } from './gosolo';
import { HOSTING_EMAILS } from './hosting';
import { HUSTLE_EMAILS } from './hustle';
import { MEMBERSHIP_EMAILS } from './membership';
import { NEWSLETTER_EMAILS } from './newsletter';
import { STAYS_EMAILS } from './stays';
import { STAYS_ARRIVAL_EMAILS } from './stays-arrivals';
import { STAYS_CANCELLATION_EMAILS } from './stays-cancellations';
import { STAYS_INQUIRY_EMAILS } from './stays-inquiries';
import { STAYS_MESSAGE_EMAILS } from './stays-messages';
import { VERIFICATION_EMAILS } from './verification';

export const CATALOGUE: readonly AnyEmailDefinition[] = [
  ...ACCOUNTS_EMAILS,
  ...MEMBERSHIP_EMAILS,
  ...VERIFICATION_EMAILS,
  ...STAYS_EMAILS,
  ...STAYS_INQUIRY_EMAILS,
  ...STAYS_ARRIVAL_EMAILS,
  ...STAYS_CANCELLATION_EMAILS,
  ...STAYS_MESSAGE_EMAILS,
  ...HOSTING_EMAILS,
  ...COMMUNITY_EMAILS,
  ...EVENTS_EMAILS,
  ...GOSOLO_EMAILS,
  ...HUSTLE_EMAILS,
  ...CONCIERGE_EMAILS,
  ...NEWSLETTER_EMAILS,
];

export function findEmail(type: string): AnyEmailDefinition | undefined {
  return CATALOGUE.find((definition) => definition.type === type);
}
