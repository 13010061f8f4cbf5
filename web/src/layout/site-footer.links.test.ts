import { describe, expect, it } from 'vitest';
import { footerMessages } from '../i18n/messages';
import {
  footerColumns,
  listsCmsPage,
  type FooterCmsPage,
  type FooterColumn,
  type FooterViewer,
} from './site-footer.links';

const visitor: FooterViewer = { signedIn: false, isDiamond: false, limits: null };
const member: FooterViewer = {
  signedIn: true,
  isDiamond: false,
  limits: { showBecomeAMemberReferral: true, showGoHost: true },
};
const diamond: FooterViewer = { ...member, isDiamond: true };
const reservedAccount: FooterViewer = {
  signedIn: true,
  isDiamond: false,
  limits: { showBecomeAMemberReferral: false, showGoHost: false },
};

const paths = (columns: FooterColumn[]) => columns.flatMap((column) => column.links.map((link) => link.to));
const labelOf = (columns: FooterColumn[], to: string) =>
  columns.flatMap((column) => column.links).find((link) => link.to === to)?.label;

const ALWAYS = [
  '/about-us',
  '/contactUs',
  '/howtohost',
  '/help',
  '/travelOftenGolightly',
  '/travel',
  '/safety',
  '/termsService',
  '/privacy',
  '/concierge',
  '/member-perks',
  '/exploreMore',
];

describe('the footer links by state', () => {
  it.each([
    ['a visitor', visitor],
    ['a member', member],
    ['a Diamond member', diamond],
    ['the reserved account', reservedAccount],
  ])('always shows the twelve links of the spec to %s', (_name, viewer) => {
    expect(paths(footerColumns(viewer, []))).toEqual(expect.arrayContaining(ALWAYS));
  });

  it('shows a visitor become-a-member, and neither go-host nor Diamond', () => {
    const columns = footerColumns(visitor, []);
    expect(labelOf(columns, '/become-a-member')).toEqual({ message: footerMessages.becomeAMember });
    expect(paths(columns)).not.toContain('/go-host');
    expect(paths(columns)).not.toContain('/diamond-member');
  });

  it('labels the become-a-member link refer friends for a member, and adds go-host', () => {
    const columns = footerColumns(member, []);
    expect(labelOf(columns, '/become-a-member')).toEqual({ message: footerMessages.referFriends });
    expect(paths(columns)).toContain('/go-host');
    expect(paths(columns)).not.toContain('/diamond-member');
  });

  it('adds the Diamond link for a Diamond member only', () => {
    expect(paths(footerColumns(diamond, []))).toContain('/diamond-member');
    expect(paths(footerColumns({ ...visitor, isDiamond: true }, []))).not.toContain('/diamond-member');
  });

  it('shows the reserved account neither refer friends nor go-host', () => {
    const columns = footerColumns(reservedAccount, []);
    expect(paths(columns)).not.toContain('/become-a-member');
    expect(paths(columns)).not.toContain('/go-host');
  });

  it('holds back a signed-in member’s role links until her limits are known', () => {
    const columns = footerColumns({ signedIn: true, isDiamond: false, limits: null }, []);
    expect(paths(columns)).not.toContain('/become-a-member');
    expect(paths(columns)).not.toContain('/go-host');
  });
});

describe('the CMS columns', () => {
  const pages: FooterCmsPage[] = [
    { id: 1, pageTitle: 'Our founders', pageUrl: 'our-founders', footerCategory: 'company' },
    { id: 5, pageTitle: 'Community guidelines', pageUrl: 'community-guidelines', footerCategory: 'policies' },
    { id: 7, pageTitle: 'What’s new', pageUrl: 'whats-new', footerCategory: 'newfeatures' },
    { id: 8, pageTitle: 'GoSolo group trips', pageUrl: 'gosolo-group-trips', footerCategory: 'newfeatures' },
    { id: 12, pageTitle: 'Odd one', pageUrl: 'odd-one', footerCategory: 'elsewhere' },
  ];

  it('lists each page under its column after the shell’s own links, by its title', () => {
    const columns = footerColumns(visitor, pages);
    const company = columns.find((column) => column.id === 'company')!;
    expect(company.links.at(-1)).toEqual({ to: '/page/our-founders', label: { text: 'Our founders' } });
    expect(columns.find((column) => column.id === 'policies')!.links.map((link) => link.to)).toEqual([
      '/termsService',
      '/privacy',
      '/page/community-guidelines',
    ]);
  });

  it('never lists page 7 under new features', () => {
    const newFeatures = footerColumns(visitor, pages).find((column) => column.id === 'newfeatures')!;
    expect(newFeatures.links.map((link) => link.to)).toEqual(['/page/gosolo-group-trips']);
    expect(listsCmsPage(pages[2]!)).toBe(false);
  });

  it('lists page 7 when it sits in another column', () => {
    const columns = footerColumns(visitor, [
      { id: 7, pageTitle: 'Press kit', pageUrl: 'press-kit', footerCategory: 'company' },
    ]);
    expect(paths(columns)).toContain('/page/press-kit');
  });

  it('leaves out the new-features column when it has nothing to list, and pages of unknown columns', () => {
    const columns = footerColumns(visitor, [pages[2]!, pages[4]!]);
    expect(columns.map((column) => column.id)).toEqual(['company', 'discover', 'hosting', 'policies']);
    expect(paths(columns)).not.toContain('/page/odd-one');
  });
});
