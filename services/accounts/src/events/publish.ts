// Everything accounts tells the rest of the club, written to the outbox inside the caller's transaction.
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import {
  EmailConfirmationRequestedSchema,
  EmailConfirmedSchema,
  PasswordResetRequestedSchema,
  UserRegisteredSchema,
} from '@golightly/proto';

const producer = 'accounts';

export interface MemberContact {
  userId: string;
  profileId: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type Registrant = MemberContact & { gender: 'male' | 'female' };

export const userRegistered = (trx: Knex.Transaction, member: Registrant) =>
  publish(trx, {
    producer,
    schema: UserRegisteredSchema,
    data: {
      userId: member.userId,
      profileId: member.profileId,
      email: member.email,
      firstName: member.firstName,
      lastName: member.lastName,
      gender: member.gender,
    },
  });

export const emailConfirmationRequested = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>,
  token: string,
  expiresAt: Date,
) =>
  publish(trx, {
    producer,
    schema: EmailConfirmationRequestedSchema,
    data: {
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      confirmationToken: token,
      expiresAt: timestampFromDate(expiresAt),
    },
  });

export const emailConfirmed = (trx: Knex.Transaction, member: Pick<MemberContact, 'userId' | 'email'>) =>
  publish(trx, { producer, schema: EmailConfirmedSchema, data: { userId: member.userId, email: member.email } });

export const passwordResetRequested = (
  trx: Knex.Transaction,
  member: Pick<MemberContact, 'userId' | 'email' | 'firstName'>,
  token: string,
  expiresAt: Date,
) =>
  publish(trx, {
    producer,
    schema: PasswordResetRequestedSchema,
    data: {
      userId: member.userId,
      email: member.email,
      firstName: member.firstName,
      resetToken: token,
      expiresAt: timestampFromDate(expiresAt),
    },
  });
