// UserRegistered: remember how to reach the new member, greet her in the app, tell the admins of the sign-up.
import { on } from '@golightly/events';
import { UserRegisteredSchema } from '@golightly/proto';
import { welcomeNewMember } from '../app/member-directory';
import type { NotificationsConfig } from '../config';

export const userRegistered = (config: NotificationsConfig) =>
  on(UserRegisteredSchema, (event, trx) => welcomeNewMember(trx, config, event, event.message));
