// Every event the accounts service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import { adminActionRecorded } from './admin-action-recorded.handler';

export const subscriptions = (): EventHandler[] => [adminActionRecorded];
