// AdminActionRecorded (every service): an admin acted in another service's back office; accounts appends it to the
// admin log it owns (DESIGN §8, decision 0028). accounts' own actions never come this way: they are appended directly.
import { on } from '@golightly/events';
import { AdminActionRecordedSchema } from '@golightly/proto';
import { appendRecordedAdminAction } from '../app/admin-log';

export const adminActionRecorded = on(AdminActionRecordedSchema, async (event, trx) => {
  const { message } = event;
  await appendRecordedAdminAction(trx, {
    eventId: event.id,
    producer: event.producer,
    occurredAt: event.occurredAt,
    adminId: message.adminId,
    privilegeId: message.privilegeId,
    privilegeName: message.privilegeName,
    action: message.action,
    area: message.area,
    recordType: message.recordType,
    recordId: message.recordId,
    summary: message.summary,
    clientAddress: message.clientAddress,
  });
});
