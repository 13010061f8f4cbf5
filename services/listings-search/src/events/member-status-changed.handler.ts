// MemberStatusChanged (accounts): a member put on hold or taken off it. Search finds no listing of a host on hold
// (decision 0042); a status older than the stored one is ignored.
import { on } from '@golightly/events';
import { MemberStatusChangedSchema } from '@golightly/proto';
import { saveHostStanding } from '../db/search-read-models';

export const ON_HOLD = 'on_hold';

export const memberStatusChanged = on(MemberStatusChangedSchema, async (event, trx) => {
  await saveHostStanding(trx, event.message.userId, event.message.status === ON_HOLD, event.occurredAt);
});
