// Which links the footer shows (spec 000 §2 "Footer"): the always-links, the links by state, the regional guides
// and the CMS columns. Pure, so each rule is tested by state without a browser.
import type { MessageDescriptor } from 'react-intl';
import { footerMessages as m } from '../i18n/messages';

export type FooterColumnId = 'company' | 'discover' | 'hosting' | 'policies' | 'newfeatures';

/** A link's text: a translated message for the shell's own links, the admin's title for a CMS page. */
export type FooterLabel = { message: MessageDescriptor } | { text: string };

export interface FooterLink {
  to: string;
  label: FooterLabel;
}

export interface FooterColumn {
  id: FooterColumnId;
  heading: MessageDescriptor;
  links: FooterLink[];
}

export interface FooterViewer {
  /** A member is signed in (an admin session shows the visitor's footer, spec 000 §6). */
  signedIn: boolean;
  isDiamond: boolean;
  /** The account's role limits, once known; null for a visitor or while they load. */
  limits: { showBecomeAMemberReferral: boolean; showGoHost: boolean } | null;
}

export interface FooterCmsPage {
  id: number;
  pageTitle: string;
  pageUrl: string;
  footerCategory: string;
}

/** The page the spec keeps out of the newfeatures column (it is still served at its url). */
export const PAGE_NEVER_IN_NEW_FEATURES = 7;

const link = (to: string, message: MessageDescriptor): FooterLink => ({ to, label: { message } });

export const REGION_LINKS: FooterLink[] = [
  link('/cities/texas', m.regionTexas),
  link('/cities/new-england', m.regionNewEngland),
  link('/cities/florida', m.regionFlorida),
  link('/cities/uk', m.regionUk),
  link('/cities/california', m.regionCalifornia),
  link('/cities/colorado', m.regionColorado),
  link('/cities/europe', m.regionEurope),
];

/** The shell's own links for this viewer, by column. */
function ownLinks(viewer: FooterViewer): Record<FooterColumnId, FooterLink[]> {
  const signedIn = viewer.signedIn;
  // Signed-in links wait for the role limits, so the reserved account never sees them flash by.
  const referFriends = signedIn && viewer.limits?.showBecomeAMemberReferral === true;
  const goHost = signedIn && viewer.limits?.showGoHost === true;
  return {
    company: [
      link('/about-us', m.aboutUs),
      link('/contactUs', m.contactUs),
      link('/help', m.help),
      link('/safety', m.safety),
      ...(!signedIn ? [link('/become-a-member', m.becomeAMember)] : []),
      ...(referFriends ? [link('/become-a-member', m.referFriends)] : []),
    ],
    discover: [
      link('/travelOftenGolightly', m.travelOften),
      link('/travel', m.travelCredit),
      link('/concierge', m.concierge),
      link('/member-perks', m.memberPerks),
      link('/exploreMore', m.exploreMore),
      ...(signedIn && viewer.isDiamond ? [link('/diamond-member', m.diamondMember)] : []),
    ],
    hosting: [link('/howtohost', m.howToHost), ...(goHost ? [link('/go-host', m.goHost)] : [])],
    policies: [link('/termsService', m.termsService), link('/privacy', m.privacy)],
    newfeatures: [],
  };
}

const HEADINGS: Record<FooterColumnId, MessageDescriptor> = {
  company: m.columnCompany,
  discover: m.columnDiscover,
  hosting: m.columnHosting,
  policies: m.columnPolicies,
  newfeatures: m.columnNewFeatures,
};

const COLUMN_ORDER: FooterColumnId[] = ['company', 'discover', 'hosting', 'policies', 'newfeatures'];

/** True when a CMS page belongs in the footer column it names. */
export function listsCmsPage(page: FooterCmsPage): boolean {
  return !(page.footerCategory === 'newfeatures' && page.id === PAGE_NEVER_IN_NEW_FEATURES);
}

/**
 * The footer's columns for this viewer: the shell's links, then the CMS pages of the column (already filtered by
 * the server for the viewer, and in the server's order). A column with no links is left out.
 */
export function footerColumns(viewer: FooterViewer, cmsPages: readonly FooterCmsPage[]): FooterColumn[] {
  const links = ownLinks(viewer);
  for (const page of cmsPages) {
    const column = page.footerCategory as FooterColumnId;
    if (column === 'hosting' || !(column in links) || !listsCmsPage(page)) continue;
    links[column].push({ to: `/page/${page.pageUrl}`, label: { text: page.pageTitle } });
  }
  return COLUMN_ORDER.filter((id) => links[id].length > 0).map((id) => ({
    id,
    heading: HEADINGS[id],
    links: links[id],
  }));
}
