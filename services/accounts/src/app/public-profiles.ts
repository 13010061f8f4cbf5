// Use cases: a member's public profile by profile number as the caller may see her, and by id for other subgraphs.
import type { Identity } from '@golightly/service-kit';
import { findUserByProfileId, findUsersByIds } from '../db/users';
import { mayViewProfile } from '../domain/profile-visibility';
import { toPublicUser, type PublicUser } from '../domain/user';
import type { DataDeps } from './caller';

type Deps = Pick<DataDeps, 'db'>;

/** Profile numbers are Ints of the spec's calls: anything outside is no profile. */
const isProfileNumber = (value: number) => Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

export type ProfileLookup = { status: 'signInRequired' } | { status: 'found'; user: PublicUser } | { status: 'none' };

/** A hidden account reads exactly like a missing one (decision 0023); visitors must sign in first. */
export async function findProfileByNumber(
  { db }: Deps,
  request: { identity: Identity | null; profileId: number },
): Promise<ProfileLookup> {
  const { identity } = request;
  if (!identity) return { status: 'signInRequired' };
  if (!isProfileNumber(request.profileId)) return { status: 'none' };
  const user = await findUserByProfileId(db, request.profileId);
  return user && mayViewProfile(identity, { ...user, userId: user.id })
    ? { status: 'found', user: toPublicUser(user) }
    : { status: 'none' };
}

/** The member other subgraphs refer to, while her account lives. */
export async function findPublicUser({ db }: Deps, userId: string): Promise<PublicUser | null> {
  const [user] = await findUsersByIds(db, [userId]);
  return user ? toPublicUser(user) : null;
}
