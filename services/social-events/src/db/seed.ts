// The club's CMS pages for a first `npm start`; running it again changes nothing.
import type { Knex } from '@golightly/db';
import type { FooterCategory, PageAccess } from '../domain/cms-pages';

interface SeedPage {
  id: number;
  pageTitle: string;
  pageUrl: string;
  footerCategory: FooterCategory;
  access: PageAccess;
  isEnable?: boolean;
  sortOrder: number;
  metaDescription: string;
  content: string;
}

export const DEMO_CMS_PAGES: SeedPage[] = [
  {
    id: 1,
    pageTitle: 'Our founders',
    pageUrl: 'our-founders',
    footerCategory: 'company',
    access: 'public',
    sortOrder: 1,
    metaDescription: 'How two women who travelled for work started a club for women who travel.',
    content:
      '<p>Golightly began at a kitchen table in Austin, when two friends who spent half their working lives on the road ' +
      'realised they trusted each other’s homes more than any hotel.</p><p>They asked a few friends to open their doors ' +
      'to one another. Ten years on, the club is thousands of women in more than forty countries, and it still runs on ' +
      'the same idea: a spare room, a city tip and a good conversation are worth more when they are shared.</p>',
  },
  {
    id: 2,
    pageTitle: 'Club charter',
    pageUrl: 'club-charter',
    footerCategory: 'company',
    access: 'public',
    sortOrder: 2,
    metaDescription: 'The promises members make to one another.',
    content:
      '<h2>What we promise each other</h2><ul><li>We describe our homes honestly and keep them as clean as we would ' +
      'want to find them.</li><li>We answer messages within a day.</li><li>We respect house rules, neighbours and ' +
      'each other’s privacy.</li><li>We speak up, kindly, when something is wrong, and we tell the club team when it ' +
      'is serious.</li></ul>',
  },
  {
    id: 3,
    pageTitle: 'Travel journal',
    pageUrl: 'travel-journal',
    footerCategory: 'discover',
    access: 'public',
    sortOrder: 1,
    metaDescription: 'Stories from members on the road.',
    content:
      '<p>Every month a member tells us about a trip that changed how she travels. This month: Frida on three weeks ' +
      'of slow travel through Portugal’s Alentejo, staying with members in Évora, Mértola and a cork farm near ' +
      'Monsaraz.</p><p>“I packed one bag and left the itinerary at home. My hosts filled in the rest.”</p>',
  },
  {
    id: 4,
    pageTitle: 'Members’ city guides',
    pageUrl: 'members-city-guides',
    footerCategory: 'discover',
    access: 'private',
    sortOrder: 2,
    metaDescription: 'Neighbourhood tips written by the members who live there.',
    content:
      '<p>Where to get coffee at 6 a.m. in Lisbon, which Denver trailheads are quiet on a Saturday, and the London ' +
      'launderette that also sells flowers: our hosts write the guides they wish they had had.</p><p>Guides are for ' +
      'members only, so hosts can be as specific as they like about their own streets.</p>',
  },
  {
    id: 5,
    pageTitle: 'Community guidelines',
    pageUrl: 'community-guidelines',
    footerCategory: 'policies',
    access: 'public',
    sortOrder: 1,
    metaDescription: 'How members treat each other on and off the site.',
    content:
      '<p>Golightly is a private club for women. Members are verified before they can book or host, and every ' +
      'member agrees to these guidelines.</p><h2>Be who you say you are</h2><p>Use your real name and photo. One ' +
      'account per person.</p><h2>Keep it respectful</h2><p>No harassment, hate or unwanted advances, in messages, ' +
      'posts or in person.</p><h2>Keep payments on Golightly</h2><p>Paying outside the club removes the protection ' +
      'of our cancellation policies and security deposits.</p>',
  },
  {
    id: 6,
    pageTitle: 'Cookie policy',
    pageUrl: 'cookie-policy',
    footerCategory: 'policies',
    access: 'public',
    sortOrder: 2,
    metaDescription: 'The few cookies Golightly uses and why.',
    content:
      '<p>We use a small number of cookies: one keeps you signed in, one remembers your language and one remembers ' +
      'the currency you chose. We do not use advertising cookies and we do not sell what we know about you.</p>',
  },
  {
    id: 7,
    pageTitle: 'What’s new at Golightly',
    pageUrl: 'whats-new',
    footerCategory: 'newfeatures',
    access: 'public',
    sortOrder: 0,
    metaDescription: 'Everything the club has added recently.',
    content:
      '<p>The club keeps growing. Here is what we added this season:</p><ul><li><a href="/page/gosolo-group-trips">' +
      'GoSolo group trips</a> for members who want company on the road.</li><li>Prices in your own currency, chosen ' +
      'at the foot of every page.</li><li>The site in Czech, Spanish, Italian, French and Portuguese.</li></ul>',
  },
  {
    id: 8,
    pageTitle: 'GoSolo group trips',
    pageUrl: 'gosolo-group-trips',
    footerCategory: 'newfeatures',
    access: 'public',
    sortOrder: 1,
    metaDescription: 'Small group trips for women travelling on their own.',
    content:
      '<p>GoSolo trips are small groups of members, led by a member who knows the place: a week of walking in the ' +
      'Dolomites, a food week in Oaxaca, a long weekend of galleries in Copenhagen.</p><p>Book a room on your own, ' +
      'share with a friend, or let us pair you with another solo traveller.</p>',
  },
  {
    id: 9,
    pageTitle: 'Diamond travel credit',
    pageUrl: 'diamond-travel-credit',
    footerCategory: 'newfeatures',
    access: 'private',
    sortOrder: 2,
    metaDescription: 'How Diamond members earn and spend travel credit.',
    content:
      '<p>Diamond members pay no booking, listing or hosting fees and receive up to $250 of travel credit a year. ' +
      'Credit can cover up to half of any stay and is applied at checkout automatically.</p>',
  },
  {
    id: 10,
    pageTitle: 'Winter escapes 2025',
    pageUrl: 'winter-escapes-2025',
    footerCategory: 'discover',
    access: 'public',
    isEnable: false,
    sortOrder: 3,
    metaDescription: 'Last winter’s picks, kept for the archive.',
    content: '<p>Our favourite homes for last winter, from Tromsø cabins to a courtyard house in Marrakech.</p>',
  },
];

export async function seedDemo(db: Knex): Promise<number> {
  const inserted = await db('cms_pages')
    .insert(
      DEMO_CMS_PAGES.map((page) => ({
        id: page.id,
        page_title: page.pageTitle,
        page_url: page.pageUrl,
        meta_title: page.pageTitle,
        meta_description: page.metaDescription,
        footer_category: page.footerCategory,
        access: page.access,
        is_enable: page.isEnable ?? true,
        content: page.content,
        sort_order: page.sortOrder,
      })),
    )
    .onConflict('id')
    .ignore()
    .returning('id');
  await db.raw("select setval('cms_pages_id_seq', greatest((select max(id) from cms_pages), 1))");
  return inserted.length;
}
