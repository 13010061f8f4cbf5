// Every event the listings-search service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import { currencyRatesChanged } from './currency-rates-changed.handler';
import { memberApplied } from './member-applied.handler';
import { memberStatusChanged } from './member-status-changed.handler';
import { nightsHeld } from './nights-held.handler';
import { nightsReleased } from './nights-released.handler';
import { profileUpdated } from './profile-updated.handler';
import { reservationStatusChanged } from './reservation-status-changed.handler';
import { reviewChanged, reviewPublished, reviewRemoved } from './review-events.handler';
import { userDeleted } from './user-deleted.handler';
import { userPurged } from './user-purged.handler';
import { userRegistered } from './user-registered.handler';
import { userRestored } from './user-restored.handler';

export const subscriptions = (): EventHandler[] => [
  userDeleted,
  userRestored,
  userPurged,
  userRegistered,
  memberApplied,
  currencyRatesChanged,
  profileUpdated,
  memberStatusChanged,
  nightsHeld,
  nightsReleased,
  reservationStatusChanged,
  reviewPublished,
  reviewChanged,
  reviewRemoved,
];
