// The signed-in member's counts (spec 000 §7 getUnreadCount, getSocialCount) and what the live pushes read
// (decision 0019). The rows are fed by src/app/unread-messages.ts and src/app/social-activity.ts.
import type { Knex } from '@golightly/db';
import { requireMember, type Identity } from '@golightly/service-kit';
import { readMemberCounts } from '../db/counts';
import { unreadPart, type MemberCounts, type UnreadCounts } from '../domain/counts';

/** The caller's own member id; the shared member guard refuses anyone else. */
export function memberOf(caller: Identity | null): string {
  return requireMember(caller, { to: 'see messages and activity' });
}

/** A member's counts as they stand, for a live push to her. */
export const countsOf = (db: Knex, memberId: string): Promise<MemberCounts> => readMemberCounts(db, memberId);

export async function unreadCount(db: Knex, caller: Identity | null): Promise<UnreadCounts> {
  return unreadPart(await readMemberCounts(db, memberOf(caller)));
}

export async function socialCount(db: Knex, caller: Identity | null): Promise<{ socialCount: number }> {
  return { socialCount: (await readMemberCounts(db, memberOf(caller))).socialCount };
}
