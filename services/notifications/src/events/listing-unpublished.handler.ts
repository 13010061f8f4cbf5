// ListingUnpublished (listings-search): the host hears her listing is off the club; confirmed stays are kept.
import { on } from '@golightly/events';
import { ListingUnpublishedSchema } from '@golightly/proto';
import { mailListingUnpublished } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingUnpublished = (config: NotificationsConfig) =>
  on(ListingUnpublishedSchema, (event, trx) =>
    mailListingUnpublished(trx, config, event, listingFactOf(event.message)),
  );
