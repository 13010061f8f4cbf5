// ProfileUpdated (accounts): a member's industry and university, for the industry and university filters of search
// (decision 0042). Kept for every member, since any member may host; a profile older than the stored one is ignored.
import { on } from '@golightly/events';
import { ProfileUpdatedSchema } from '@golightly/proto';
import { saveHostWork } from '../db/search-read-models';

export const profileUpdated = on(ProfileUpdatedSchema, async (event, trx) => {
  const { userId, industry, universityId } = event.message;
  await saveHostWork(trx, { userId, industry: industry.trim(), universityId }, event.occurredAt);
});
