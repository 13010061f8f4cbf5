// ListingDeleted (listings-search): the admins are told a property was deleted, and by whom.
import { on } from '@golightly/events';
import { ListingDeletedSchema } from '@golightly/proto';
import { mailListingDeleted } from '../app/hosting-emails';
import type { NotificationsConfig } from '../config';
import { listingFactOf } from './listing-fact';

export const listingDeleted = (config: NotificationsConfig) =>
  on(ListingDeletedSchema, (event, trx) => {
    const { deletedBy, adminId } = event.message;
    return mailListingDeleted(trx, config, event, {
      ...listingFactOf(event.message),
      deletedBy: deletedBy === 'admin' || (deletedBy !== 'host' && adminId) ? 'admin' : 'host',
    });
  });
