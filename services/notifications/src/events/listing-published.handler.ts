// ListingPublished (listings-search): the host hears her listing is live again.
import { on } from '@golightly/events';
import { ListingPublishedSchema } from '@golightly/proto';
import { mailListingPublished } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingPublished = (config: NotificationsConfig) =>
  on(ListingPublishedSchema, (event, trx) => mailListingPublished(trx, config, event, listingFactOf(event.message)));
