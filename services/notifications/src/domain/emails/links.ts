// The links e-mails carry (spec 001 §2), all built from one configured site URL.
import { listingSlug } from '@golightly/listing-rules';

export { listingSlug };

/** A message thread is opened as the guest or as the host; the generic template picks the role from a thread type. */
export type ThreadRole = 'guest' | 'host';

export interface ReferralLinkParts {
  referralKey: string;
  /** One address, or a list: a list links with its last address and no date of birth or ZIP (spec 001 §2). */
  email: string | readonly string[];
  dateOfBirth?: string | null;
  zipCode?: string | null;
  accept?: string | null;
}

export interface SiteLinks {
  home(): string;
  profile(profileId: number | string): string;
  /** With its title, the listing's own address /rooms/{slug}-{listId} (spec 000 §9); the number alone reaches it too. */
  listing(listId: number | string, title?: string): string;
  /** Resubmit a rejected listing, or open the host listing editor. */
  listingEditor(listId: number | string): string;
  messageThread(threadId: number | string, role: ThreadRole): string;
  writeReview(reservationId: number | string): string;
  verificationStatus(): string;
  emailConfirmation(token: string, email: string): string;
  passwordReset(token: string, email: string): string;
  adminListingApproval(): string;
  socialPost(blogId: number | string): string;
  goSoloTrip(goSoloId: number | string): string;
  jobPost(postId: number | string): string;
  referral(parts: ReferralLinkParts): string;
  /** Any other page of the site, e.g. /invite or /siteadmin/users. */
  page(path: string): string;
}

/** Which role a thread type value stands for: hosts receive requests, inquiries and guest replies. */
export function threadRoleFromType(threadType: string | null | undefined): ThreadRole {
  return threadType === 'host' || threadType === 'owner' ? 'host' : 'guest';
}

export function siteLinks(siteUrl: string): SiteLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const at = (path: string) => `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const segment = (value: number | string) => encodeURIComponent(String(value));
  const withQuery = (path: string, query: Record<string, string>) =>
    `${at(path)}?${new URLSearchParams(query).toString()}`;
  return {
    home: () => `${base}/`,
    profile: (profileId) => at(`/users/show/${segment(profileId)}`),
    listing: (listId, title) => {
      const slug = title ? listingSlug(title) : '';
      return at(`/rooms/${segment(slug ? `${slug}-${listId}` : listId)}`);
    },
    listingEditor: (listId) => at(`/become-a-host/${segment(listId)}/home`),
    messageThread: (threadId, role) => at(`/message/${segment(threadId)}/${role}`),
    writeReview: (reservationId) => at(`/review/write/${segment(reservationId)}`),
    verificationStatus: () => at('/user/verification'),
    emailConfirmation: (token, email) => withQuery('/user/verification', { confirm: token, email }),
    passwordReset: (token, email) => withQuery('/password/verification', { token, email }),
    adminListingApproval: () => at('/siteadmin/listingapproval'),
    socialPost: (blogId) => at(`/social/${segment(blogId)}`),
    goSoloTrip: (goSoloId) => at(`/view-trip/${segment(goSoloId)}`),
    jobPost: (postId) => at(`/hustle/${segment(postId)}`),
    referral: ({ referralKey, email, dateOfBirth, zipCode, accept }) => {
      const accepted = segment(accept ?? 'accept');
      if (typeof email !== 'string') {
        const last = email.at(-1) ?? '';
        return at(`/c/${segment(referralKey)}/${segment(last)}/${accepted}`);
      }
      // A missing date of birth or ZIP leaves its segment out rather than empty (no `//` in the link); the
      // landing page tells the remaining segments apart by their shape.
      const parts = [referralKey, email, dateOfBirth, zipCode?.trim(), accept ?? 'accept'].filter(
        (part): part is string => !!part,
      );
      return at(`/c/${parts.map(segment).join('/')}`);
    },
    page: (path) => at(path),
  };
}
