// ListingRejected (listings-search): the host hears what to change, in the admin's words, and where to resubmit.
import { on } from '@golightly/events';
import { ListingRejectedSchema } from '@golightly/proto';
import { mailListingRejected } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingRejected = (config: NotificationsConfig) =>
  on(ListingRejectedSchema, (event, trx) =>
    mailListingRejected(trx, config, event, { ...listingFactOf(event.message), message: event.message.message }),
  );
