// Use case: getUserdetails (spec 000 §7, decision 0037), a member's card beside her listing: only what any member
// may see of her profile (name, picture, when she joined, where she lives, about her, her verified badges, Diamond),
// never her e-mail, phone, birth date or address, whoever asks; decided by ShowUserProfile's own visibility rules.
import type { Caller, DataDeps } from './caller';
import type { ProfileView } from './profile-view';
import { showUserProfile } from './show-user-profile';

/** The host card's fields: the public part of a profile. */
export type UserDetails = Pick<
  ProfileView,
  | 'userId'
  | 'profileId'
  | 'firstName'
  | 'lastName'
  | 'displayName'
  | 'picture'
  | 'createdAt'
  | 'location'
  | 'info'
  | 'isDiamond'
  | 'verification'
>;

export type UserDetailsResult =
  | { status: 'found'; details: UserDetails }
  /** Nobody is signed in: profiles are for members (decision 0023). */
  | { status: 'signInRequired' }
  /** No member this caller may see: unknown, hidden, or the caller's own membership not approved yet. */
  | { status: 'none' };

const isProfileNumber = (value: number) => Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

export async function userDetails(deps: DataDeps, caller: Caller, profileId: number): Promise<UserDetailsResult> {
  if (caller.kind === 'visitor') return { status: 'signInRequired' };
  if (!isProfileNumber(profileId)) return { status: 'none' };
  const result = await showUserProfile(deps, caller, { profileId });
  if (result.status !== 'shown') return result.status === 'signInRequired' ? result : { status: 'none' };
  const { profile } = result;
  return {
    status: 'found',
    details: {
      userId: profile.userId,
      profileId: profile.profileId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      displayName: profile.displayName,
      picture: profile.picture,
      createdAt: profile.createdAt,
      location: profile.location,
      info: profile.info,
      isDiamond: profile.isDiamond,
      verification: profile.verification,
    },
  };
}
