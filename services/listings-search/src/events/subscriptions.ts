// Every event the listings-search service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import { userDeleted } from './user-deleted.handler';
import { userRestored } from './user-restored.handler';

export const subscriptions = (): EventHandler[] => [userDeleted, userRestored];
