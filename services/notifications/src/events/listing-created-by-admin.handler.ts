// ListingCreatedByAdmin (listings-search): the host hears an admin added a live listing to her account.
import { on } from '@golightly/events';
import { ListingCreatedByAdminSchema } from '@golightly/proto';
import { mailListingCreatedByAdmin } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingCreatedByAdmin = (config: NotificationsConfig) =>
  on(ListingCreatedByAdminSchema, (event, trx) =>
    mailListingCreatedByAdmin(trx, config, event, listingFactOf(event.message)),
  );
