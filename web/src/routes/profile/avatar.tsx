// A member's picture at 125 px (spec 000 §9; spec 001 §9): images/avatar/medium_{file} unless already a full URL,
// falling back to the default picture when she has none or the image fails to load (spec 000 §8).
import { useState } from 'react';
import styles from './profile.module.css';

export const DEFAULT_AVATAR = '/default-avatar.svg';

export function avatarSource(picture: string | null | undefined): string {
  if (!picture) return DEFAULT_AVATAR;
  return /^https?:\/\//.test(picture) ? picture : `/images/avatar/medium_${picture}`;
}

export function Avatar({
  picture,
  name,
  size = 125,
}: {
  picture: string | null | undefined;
  name: string;
  size?: number;
}) {
  const source = avatarSource(picture);
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const shown = failedSource === source ? DEFAULT_AVATAR : source;
  return (
    <img
      className={styles.avatar}
      src={shown}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      alt={shown === DEFAULT_AVATAR ? `${name} has no profile photo yet` : `Profile photo of ${name}`}
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailedSource(source);
      }}
    />
  );
}

/**
 * Her own picture as she may see it (spec 000 §5 "Avatar"): shown to herself only once her e-mail is confirmed;
 * until then the default picture.
 */
export function ownPicture(profile: { picture?: string | null; verification: { isEmailConfirmed: boolean } }) {
  return profile.verification.isEmailConfirmed ? (profile.picture ?? null) : null;
}
