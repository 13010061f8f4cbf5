// ListingSubmitted (listings-search): the host hears her listing is received, the admins that it awaits approval.
import { on } from '@golightly/events';
import { ListingSubmittedSchema } from '@golightly/proto';
import { mailListingSubmitted } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingSubmitted = (config: NotificationsConfig) =>
  on(ListingSubmittedSchema, (event, trx) => mailListingSubmitted(trx, config, event, listingFactOf(event.message)));
