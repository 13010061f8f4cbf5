// The static content pages (spec 000 §2 "Static content pages", and /about-us): each page's structure, keyed by its
// path, with its words as messages of ../../i18n/areas/static-pages.ts (translated in every bundle). The route table
// points every one of them at static-page.tsx, which shows them in the member's language.
import type { MessageDescriptor } from 'react-intl';
import { staticPageMessages as m } from '../../i18n/areas/static-pages';

export interface StaticSection {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface StaticPageCopy {
  eyebrow: MessageDescriptor;
  title: MessageDescriptor;
  lead: MessageDescriptor;
  sections: StaticSection[];
  /** Where the page invites the reader next. */
  next?: { to: string; label: MessageDescriptor };
}

export const STATIC_PAGES: Record<string, StaticPageCopy> = {
  '/about-us': {
    eyebrow: m.eyebrowAboutUs,
    title: m.aboutUsTitle,
    lead: m.aboutUsLead,
    sections: [
      { heading: m.aboutUsS1Heading, paragraphs: [m.aboutUsS1P1, m.aboutUsS1P2] },
      { heading: m.aboutUsS2Heading, paragraphs: [m.aboutUsS2P1] },
    ],
    next: { to: '/whoCanJoin', label: m.aboutUsNext },
  },
  '/whoCanJoin': {
    eyebrow: m.eyebrowMembership,
    title: m.whoCanJoinTitle,
    lead: m.whoCanJoinLead,
    sections: [
      { heading: m.whoCanJoinS1Heading, paragraphs: [m.whoCanJoinS1P1] },
      { heading: m.whoCanJoinS2Heading, paragraphs: [m.whoCanJoinS2P1, m.whoCanJoinS2P2] },
    ],
    next: { to: '/become-a-member', label: m.whoCanJoinNext },
  },
  '/termsService': {
    eyebrow: m.eyebrowPolicies,
    title: m.termsServiceTitle,
    lead: m.termsServiceLead,
    sections: [
      { heading: m.termsServiceS1Heading, paragraphs: [m.termsServiceS1P1] },
      { heading: m.termsServiceS2Heading, paragraphs: [m.termsServiceS2P1, m.termsServiceS2P2] },
      { heading: m.termsServiceS3Heading, paragraphs: [m.termsServiceS3P1] },
    ],
  },
  '/privacy': {
    eyebrow: m.eyebrowPolicies,
    title: m.privacyTitle,
    lead: m.privacyLead,
    sections: [
      { heading: m.privacyS1Heading, paragraphs: [m.privacyS1P1, m.privacyS1P2] },
      { heading: m.privacyS2Heading, paragraphs: [m.privacyS2P1] },
      { heading: m.privacyS3Heading, paragraphs: [m.privacyS3P1] },
    ],
  },
  '/safety': {
    eyebrow: m.eyebrowSafety,
    title: m.safetyTitle,
    lead: m.safetyLead,
    sections: [
      { heading: m.safetyS1Heading, paragraphs: [m.safetyS1P1] },
      { heading: m.safetyS2Heading, paragraphs: [m.safetyS2P1] },
    ],
    next: { to: '/help', label: m.safetyNext },
  },
  '/help': {
    eyebrow: m.eyebrowHelp,
    title: m.helpTitle,
    lead: m.helpLead,
    sections: [
      { heading: m.helpS1Heading, paragraphs: [m.helpS1P1] },
      { heading: m.helpS2Heading, paragraphs: [m.helpS2P1] },
      { heading: m.helpS3Heading, paragraphs: [m.helpS3P1] },
    ],
    next: { to: '/contactUs', label: m.helpNext },
  },
  '/business': {
    eyebrow: m.eyebrowDiscover,
    title: m.businessTitle,
    lead: m.businessLead,
    sections: [{ heading: m.businessS1Heading, paragraphs: [m.businessS1P1] }],
  },
  '/careers': {
    eyebrow: m.eyebrowCompany,
    title: m.careersTitle,
    lead: m.careersLead,
    sections: [{ heading: m.careersS1Heading, paragraphs: [m.careersS1P1, m.careersS1P2] }],
  },
  '/citizen': {
    eyebrow: m.eyebrowDiscover,
    title: m.citizenTitle,
    lead: m.citizenLead,
    sections: [{ heading: m.citizenS1Heading, paragraphs: [m.citizenS1P1] }],
  },
  '/guide': {
    eyebrow: m.eyebrowDiscover,
    title: m.guideTitle,
    lead: m.guideLead,
    sections: [
      { heading: m.guideS1Heading, paragraphs: [m.guideS1P1] },
      { heading: m.guideS2Heading, paragraphs: [m.guideS2P1] },
    ],
  },
  '/hospitality': {
    eyebrow: m.eyebrowHosting,
    title: m.hospitalityTitle,
    lead: m.hospitalityLead,
    sections: [{ heading: m.hospitalityS1Heading, paragraphs: [m.hospitalityS1P1] }],
  },
  '/howtohost': {
    eyebrow: m.eyebrowHosting,
    title: m.howToHostTitle,
    lead: m.howToHostLead,
    sections: [
      { heading: m.howToHostS1Heading, paragraphs: [m.howToHostS1P1] },
      { heading: m.howToHostS2Heading, paragraphs: [m.howToHostS2P1] },
    ],
    next: { to: '/whyhost', label: m.howToHostNext },
  },
  '/policies': {
    eyebrow: m.eyebrowPolicies,
    title: m.policiesTitle,
    lead: m.policiesLead,
    sections: [
      { heading: m.policiesS1Heading, paragraphs: [m.policiesS1P1] },
      { heading: m.policiesS2Heading, paragraphs: [m.policiesS2P1] },
    ],
  },
  '/press': {
    eyebrow: m.eyebrowCompany,
    title: m.pressTitle,
    lead: m.pressLead,
    sections: [{ heading: m.pressS1Heading, paragraphs: [m.pressS1P1] }],
  },
  '/responsible-hosting': {
    eyebrow: m.eyebrowHosting,
    title: m.responsibleHostingTitle,
    lead: m.responsibleHostingLead,
    sections: [
      { heading: m.responsibleHostingS1Heading, paragraphs: [m.responsibleHostingS1P1] },
      { heading: m.responsibleHostingS2Heading, paragraphs: [m.responsibleHostingS2P1] },
    ],
  },
  '/travel': {
    eyebrow: m.eyebrowTravelCredit,
    title: m.travelTitle,
    lead: m.travelLead,
    sections: [
      { heading: m.travelS1Heading, paragraphs: [m.travelS1P1] },
      { heading: m.travelS2Heading, paragraphs: [m.travelS2P1] },
    ],
    next: { to: '/invite', label: m.travelNext },
  },
  '/travelOftenGolightly': {
    eyebrow: m.eyebrowDiscover,
    title: m.travelOftenTitle,
    lead: m.travelOftenLead,
    sections: [
      { heading: m.travelOftenS1Heading, paragraphs: [m.travelOftenS1P1] },
      { heading: m.travelOftenS2Heading, paragraphs: [m.travelOftenS2P1] },
    ],
    next: { to: '/diamond-member', label: m.travelOftenNext },
  },
  '/whyhost': {
    eyebrow: m.eyebrowHosting,
    title: m.whyHostTitle,
    lead: m.whyHostLead,
    sections: [
      { heading: m.whyHostS1Heading, paragraphs: [m.whyHostS1P1] },
      { heading: m.whyHostS2Heading, paragraphs: [m.whyHostS2P1] },
    ],
    next: { to: '/howtohost', label: m.whyHostNext },
  },
};

export const STATIC_PAGE_PATHS = Object.keys(STATIC_PAGES);
