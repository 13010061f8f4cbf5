// A member's public profile as other members see it.
export interface UserRecord {
  id: string;
  profileId: number;
  firstName: string;
  lastName: string;
  picture: string | null;
  createdAt: Date;
}

export interface PublicUser {
  id: string;
  profileId: number;
  firstName: string;
  lastName: string;
  displayName: string;
  picture: string | null;
  createdAt: string;
}

/** Members are shown to each other by first name. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    profileId: user.profileId,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.firstName.trim(),
    picture: user.picture,
    createdAt: user.createdAt.toISOString(),
  };
}
