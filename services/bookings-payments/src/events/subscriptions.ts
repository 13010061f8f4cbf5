// Every event the bookings-payments service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import { listingTermsChanged } from './listing-terms-changed.handler';

export const subscriptions = (): EventHandler[] => [listingTermsChanged];
