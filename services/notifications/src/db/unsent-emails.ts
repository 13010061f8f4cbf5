// E-mails an event asked for that could not be queued (the recipient unknown here), recorded for a person to look at.
import type { Knex } from '@golightly/db';

export type UnsentReason = 'recipient_unknown';

/** Records that e-mail `type` to member `userId` was not sent for event `eventId`; recording it again changes nothing. */
export async function recordUnsentEmail(
  trx: Knex.Transaction,
  unsent: { eventId: string; type: string; userId: string; reason: UnsentReason },
): Promise<void> {
  await trx('unsent_emails')
    .insert({ event_id: unsent.eventId, kind: unsent.type, user_id: unsent.userId, reason: unsent.reason })
    .onConflict(['event_id', 'kind', 'user_id'])
    .ignore();
}
