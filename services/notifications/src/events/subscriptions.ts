// Every event the notifications service consumes, in one place.
import type { EventHandler } from '@golightly/events';
import { userRegistered } from './user-registered.handler';

export const subscriptions = (): EventHandler[] => [userRegistered];
