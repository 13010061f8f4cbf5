// ListingApproved (listings-search): the host hears her listing is approved and live.
import { on } from '@golightly/events';
import { ListingApprovedSchema } from '@golightly/proto';
import { mailListingApproved } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingApproved = (config: NotificationsConfig) =>
  on(ListingApprovedSchema, (event, trx) => mailListingApproved(trx, config, event, listingFactOf(event.message)));
