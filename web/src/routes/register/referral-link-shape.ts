// Reading a referral link (spec 001 §2): /c/{referralKey}/{email}/{dateOfBirth?}/{zipCode}/{accept}, and for an
// invitation sent to a list of addresses /c/{referralKey}/{lastEmail}/{accept}. The date of birth is optional in the
// middle, so the segments after the address are told apart by their shape rather than their position.

export interface ReferralLinkParts {
  referralKey: string | null;
  email: string | null;
  zipCode: string | null;
}

const DATE_OF_BIRTH = /^\d{1,2}-\d{1,4}-\d{1,2}$/;
const ACCEPT = /^(true|false|accept|0|1)$/i;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
};

export function readReferralLink(segments: (string | undefined)[]): ReferralLinkParts {
  const [key, emailSegment, ...rest] = segments.map((segment) => (segment ? decode(segment) : ''));
  const addresses = (emailSegment ?? '').split(/[,;\s]+/).filter((part) => part.includes('@'));
  const tail = rest.filter((segment) => segment !== '' && !DATE_OF_BIRTH.test(segment));
  const zipCode = tail.length > 1 || (tail[0] !== undefined && !ACCEPT.test(tail[0])) ? tail[0]! : null;
  return { referralKey: key || null, email: addresses.at(-1) ?? null, zipCode };
}

/** Where a referral link lands: the registration screen with the code locked and what the link knew filled in. */
export function registrationPathFor(parts: ReferralLinkParts): string {
  const query = new URLSearchParams();
  if (parts.referralKey) query.set('key', parts.referralKey);
  if (parts.email) query.set('email', parts.email);
  if (parts.zipCode) query.set('zip', parts.zipCode);
  const search = query.toString();
  return search ? `/register?${search}` : '/register';
}
