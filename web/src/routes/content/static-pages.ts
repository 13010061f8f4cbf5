// The copy of the static content pages (spec 000 §2 "Static content pages", and /about-us): short, plain club copy.
// Each page is one entry, keyed by its path; the route table points every one of them at static-page.tsx.

export interface StaticSection {
  heading: string;
  paragraphs: string[];
}

export interface StaticPageCopy {
  eyebrow: string;
  title: string;
  lead: string;
  sections: StaticSection[];
  /** Where the page invites the reader next. */
  next?: { to: string; label: string };
}

export const STATIC_PAGES: Record<string, StaticPageCopy> = {
  '/about-us': {
    eyebrow: 'About us',
    title: 'A travel club for women, run by women',
    lead: 'Golightly is a private club where women open their homes to one another, travel together and help each other work from anywhere.',
    sections: [
      {
        heading: 'Why we started',
        paragraphs: [
          'Our founders spent years travelling for work and found that the best nights away were spent in a friend’s spare room, not a hotel. Golightly turns that friend-of-a-friend trust into a club.',
          'Every member is verified before she can book or host, and every stay is between members who have agreed to the same charter.',
        ],
      },
      {
        heading: 'What members do here',
        paragraphs: [
          'Members book stays in each other’s homes, join GoSolo group trips, meet at events in their cities, and post and find work on the hustle board.',
        ],
      },
    ],
    next: { to: '/whoCanJoin', label: 'See who can join' },
  },
  '/whoCanJoin': {
    eyebrow: 'Membership',
    title: 'Who can join',
    lead: 'Golightly is for women aged 21 and over who travel, host, or both, and who will treat other members’ homes as their own.',
    sections: [
      {
        heading: 'Joining with an invitation',
        paragraphs: [
          'Most members join with an invitation code from a friend who is already a member. Each member can invite up to five friends.',
        ],
      },
      {
        heading: 'Joining without one',
        paragraphs: [
          'You can apply with your e-mail address. The club team reads every application and replies within a few days.',
          'Before your first booking we confirm your e-mail, your phone number and, for some members, an identity document.',
        ],
      },
    ],
    next: { to: '/become-a-member', label: 'Become a member' },
  },
  '/termsService': {
    eyebrow: 'Policies',
    title: 'Terms of service',
    lead: 'These terms are the agreement between you and Golightly when you use the club as a guest, a host or both.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You must be a woman aged 21 or over, give accurate details and keep your password to yourself. One account per person.',
        ],
      },
      {
        heading: 'Bookings and payments',
        paragraphs: [
          'Payments are made through Golightly only. A booking is confirmed when the host accepts it; refunds follow the cancellation policy shown on the listing when you booked.',
          'Hosts receive their payout about 24 hours after the guest checks in.',
        ],
      },
      {
        heading: 'Conduct',
        paragraphs: [
          'Members follow the club charter and the house rules of each home. We may suspend an account that breaks them.',
        ],
      },
    ],
  },
  '/privacy': {
    eyebrow: 'Policies',
    title: 'Privacy policy',
    lead: 'We collect what the club needs to keep members safe and stays running, and nothing we would be uncomfortable explaining.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Your name, contact details, date of birth and verification documents; your listings, bookings and messages; and payment details held by our payment provider.',
          'Personal details such as your e-mail, phone number and date of birth are encrypted when stored.',
        ],
      },
      {
        heading: 'What we never do',
        paragraphs: ['We do not sell member data and we do not use advertising cookies.'],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can edit your profile at any time, unsubscribe from the newsletter from any issue, and delete your account from your account settings.',
        ],
      },
    ],
  },
  '/safety': {
    eyebrow: 'Safety',
    title: 'Safety comes first',
    lead: 'Every member is verified, every stay is between members, and the club team is one message away.',
    sections: [
      {
        heading: 'Before you travel',
        paragraphs: [
          'Read the listing and the host’s reviews, keep all messages and payments on Golightly, and share your itinerary with someone at home.',
        ],
      },
      {
        heading: 'During your stay',
        paragraphs: [
          'If something feels wrong, leave, and tell us. You can report a member from her profile or from any conversation; reports are read by a person, every day.',
        ],
      },
    ],
    next: { to: '/help', label: 'Get help' },
  },
  '/help': {
    eyebrow: 'Help',
    title: 'How can we help?',
    lead: 'Answers to the questions members ask most, and how to reach the club team.',
    sections: [
      {
        heading: 'Booking a stay',
        paragraphs: [
          'Search on the map, send a request to book, and the host has 24 hours to answer. Your card is only charged when she accepts.',
        ],
      },
      {
        heading: 'Hosting',
        paragraphs: [
          'List your home from the Host menu. Payouts are released about 24 hours after your guest checks in.',
        ],
      },
      {
        heading: 'Still stuck?',
        paragraphs: ['Write to us from the contact page and a member of the club team will reply within a day.'],
      },
    ],
    next: { to: '/contactUs', label: 'Contact the club team' },
  },
  '/business': {
    eyebrow: 'Discover',
    title: 'Business travel',
    lead: 'Homes with a proper desk and fast Wi-Fi, hosted by women who know what a work trip needs.',
    sections: [
      {
        heading: 'Made for working away',
        paragraphs: [
          'Filter for business-friendly homes: a workspace, reliable internet, self check-in and a quiet street. Stay a night or a month.',
        ],
      },
    ],
  },
  '/careers': {
    eyebrow: 'Company',
    title: 'Careers at Golightly',
    lead: 'We are a small, remote team building the club we want to belong to.',
    sections: [
      {
        heading: 'How we work',
        paragraphs: [
          'We work from wherever we are, meet in person twice a year, and every team member gets travel credit to use in the club.',
          'We have no open roles right now. Members who would like to hear first can follow the hustle board.',
        ],
      },
    ],
  },
  '/citizen': {
    eyebrow: 'Discover',
    title: 'Global citizen',
    lead: 'Travel that leaves a place better: members who host and travel with care for the people and places they visit.',
    sections: [
      {
        heading: 'Travelling well',
        paragraphs: [
          'Stay longer and move less, shop in the neighbourhood, and follow your host’s advice on what the city needs from its visitors.',
        ],
      },
    ],
  },
  '/guide': {
    eyebrow: 'Discover',
    title: 'The Golightly guide',
    lead: 'How the club works, from your first booking to your first guest.',
    sections: [
      {
        heading: 'For guests',
        paragraphs: [
          'Complete your profile, verify your phone, then request a stay. Your host answers within 24 hours.',
        ],
      },
      {
        heading: 'For hosts',
        paragraphs: ['List your home in a few steps, set your calendar and prices, and choose a cancellation policy.'],
      },
    ],
  },
  '/hospitality': {
    eyebrow: 'Hosting',
    title: 'Hospitality, the Golightly way',
    lead: 'What our best-reviewed hosts do that guests remember.',
    sections: [
      {
        heading: 'Small things, done well',
        paragraphs: [
          'Clean sheets and towels, clear check-in notes, a list of the places you love nearby, and a quick answer when your guest writes.',
        ],
      },
    ],
  },
  '/howtohost': {
    eyebrow: 'Hosting',
    title: 'How to host',
    lead: 'Share your home with women you can trust, and earn from the nights you are away.',
    sections: [
      {
        heading: 'List your space',
        paragraphs: [
          'Describe your home honestly, add photos, set your prices and house rules, and publish when you are ready.',
        ],
      },
      {
        heading: 'Welcome your guests',
        paragraphs: [
          'Answer requests within 24 hours. Your payout is released about 24 hours after check-in, and a security deposit can cover damage claimed within 7 days of check-out.',
        ],
      },
    ],
    next: { to: '/whyhost', label: 'Why host with Golightly' },
  },
  '/policies': {
    eyebrow: 'Policies',
    title: 'Club policies',
    lead: 'The rules every member agrees to, in one place.',
    sections: [
      {
        heading: 'Cancellations',
        paragraphs: [
          'Each listing has one of four policies: Flexible, Moderate, Strict or Super Strict 30 Days. The one shown when you booked is the one that applies.',
        ],
      },
      {
        heading: 'Reviews',
        paragraphs: ['Guests and hosts review each other after every stay. Reviews must be honest and about the stay.'],
      },
    ],
  },
  '/press': {
    eyebrow: 'Company',
    title: 'Press',
    lead: 'Writing about women and travel? We are glad to help.',
    sections: [
      {
        heading: 'Press enquiries',
        paragraphs: [
          'Write to us from the contact page with your deadline. Accredited journalists can be given a press account to see the club from the inside.',
        ],
      },
    ],
  },
  '/responsible-hosting': {
    eyebrow: 'Hosting',
    title: 'Responsible hosting',
    lead: 'Hosting is a privilege in your neighbourhood as well as in your home.',
    sections: [
      {
        heading: 'Know the local rules',
        paragraphs: [
          'Check your city’s short-term rental rules, your lease or building rules, and your insurance before you list.',
        ],
      },
      {
        heading: 'Be a good neighbour',
        paragraphs: [
          'Tell your guests about quiet hours, rubbish days and parking, and give neighbours a way to reach you.',
        ],
      },
    ],
  },
  '/travel': {
    eyebrow: 'Travel credit',
    title: 'Travel credit',
    lead: 'Credit you earn in the club and spend on your next stay.',
    sections: [
      {
        heading: 'Earning credit',
        paragraphs: [
          'You earn credit when a friend you invited joins the club. Diamond members receive up to $250 of credit a year.',
        ],
      },
      {
        heading: 'Spending it',
        paragraphs: ['Credit can pay for up to half of a booking and is applied at checkout.'],
      },
    ],
    next: { to: '/invite', label: 'Invite a friend' },
  },
  '/travelOftenGolightly': {
    eyebrow: 'Discover',
    title: 'Travel often, travel light',
    lead: 'Members who travel often save on fees, stay longer for less, and always have somewhere to go.',
    sections: [
      {
        heading: 'Longer stays cost less',
        paragraphs: [
          'Many hosts offer weekly and monthly discounts, and stays of 28 nights or more count as long-term.',
        ],
      },
      {
        heading: 'Diamond membership',
        paragraphs: [
          'Diamond members pay no booking, listing or hosting fees and get 20% off GoSolo trips: about $600 a year for a frequent traveller.',
        ],
      },
    ],
    next: { to: '/diamond-member', label: 'About Diamond membership' },
  },
  '/whyhost': {
    eyebrow: 'Hosting',
    title: 'Why host with Golightly',
    lead: 'Your guests are verified women who have agreed to the club’s charter, and you choose who stays.',
    sections: [
      {
        heading: 'Peace of mind',
        paragraphs: [
          'You accept or decline every request, can ask for a security deposit, and can claim for damage within 7 days of check-out.',
        ],
      },
      {
        heading: 'Earn while you are away',
        paragraphs: ['Open your calendar for the weeks you travel, and let your home pay for your own trips.'],
      },
    ],
    next: { to: '/howtohost', label: 'How to host' },
  },
};

export const STATIC_PAGE_PATHS = Object.keys(STATIC_PAGES);
