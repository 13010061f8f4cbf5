// ListingTransferred (listings-search): the listing's new host hears it is now hers to host.
import { on } from '@golightly/events';
import { ListingTransferredSchema } from '@golightly/proto';
import { mailListingTransferred } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingTransferred = (config: NotificationsConfig) =>
  on(ListingTransferredSchema, (event, trx) =>
    mailListingTransferred(trx, config, event, listingFactOf(event.message)),
  );
