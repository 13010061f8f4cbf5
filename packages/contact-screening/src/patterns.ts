// Everything the screening looks for, as data: change what is flagged here, never in the matcher (screen.ts).

export interface ScreeningPatterns {
  /** Other booking platforms, each with the letters of its name; `spaced` are two-word spellings also meant. */
  platforms: readonly { name: string; letters: string; spaced: readonly string[] }[];
  /** Characters written in place of a letter ("a1rbnb", "vrb0", "@irbnb"). */
  letterLookalikes: Readonly<Record<string, string>>;
  /** Words written in place of "@" and "." ("jane at mail dot com", "jane [at] mail [dot] com"). */
  atWords: readonly string[];
  dotWords: readonly string[];
  /** Endings of site addresses; a name followed by one of these is an address ("mysite.com", "mysite dot com"). */
  topLevelDomains: readonly string[];
  /** Words after a number that make it a count, not a phone number ("4 guests", "10 - 12 people"). */
  countWords: readonly string[];
  /** Currency words and symbols that make a number a price ("1200 euros", "$1,200"). */
  currencyWords: readonly string[];
  currencySymbols: string;
  /** Digits spelled out: a run of 4 or more is a phone number said in words ("five five five one"). */
  digitWords: readonly string[];
  /** Phrases asking for, or offering, a way to talk outside the club. */
  contactRequests: readonly string[];
}

export const SCREENING_PATTERNS: ScreeningPatterns = {
  platforms: [
    { name: 'Airbnb', letters: 'airbnb', spaced: ['air bnb', 'air b n b', 'air b&b', 'air b and b'] },
    { name: 'Vrbo', letters: 'vrbo', spaced: ['v r b o'] },
    { name: 'HomeAway', letters: 'homeaway', spaced: [] },
    { name: 'Booking.com', letters: 'bookingcom', spaced: [] },
    { name: 'Expedia', letters: 'expedia', spaced: [] },
    { name: 'Tripadvisor', letters: 'tripadvisor', spaced: ['trip advisor'] },
    { name: 'Craigslist', letters: 'craigslist', spaced: ['craigs list', "craig's list"] },
    { name: 'Couchsurfing', letters: 'couchsurfing', spaced: ['couch surfing'] },
    { name: 'Hotels.com', letters: 'hotelscom', spaced: [] },
    { name: 'Agoda', letters: 'agoda', spaced: [] },
  ],
  letterLookalikes: {
    a: '4@',
    b: '8',
    e: '3€',
    g: '9',
    i: '1!|l',
    l: '1|i',
    o: '0',
    s: '5$',
    t: '7+',
  },
  atWords: ['at', 'a t'],
  dotWords: ['dot', 'd o t', 'punto', 'point'],
  topLevelDomains: [
    'com',
    'net',
    'org',
    'io',
    'co',
    'info',
    'biz',
    'me',
    'us',
    'uk',
    'ca',
    'au',
    'de',
    'fr',
    'es',
    'it',
    'nl',
    'pt',
    'ie',
    'app',
    'site',
    'online',
    'travel',
    'house',
    'rentals',
    'ly',
  ],
  countWords: [
    'guest',
    'guests',
    'people',
    'persons',
    'person',
    'adults',
    'adult',
    'kids',
    'children',
    'child',
    'infants',
    'pets',
    'dogs',
    'nights',
    'night',
    'days',
    'day',
    'weeks',
    'months',
    'years',
    'beds',
    'bedrooms',
    'rooms',
    'sq',
    'sqft',
    'square',
    'm2',
    'km',
    'miles',
    'minutes',
    'hours',
    '%',
    'percent',
    'am',
    'pm',
  ],
  currencyWords: ['usd', 'eur', 'gbp', 'dollars', 'dollar', 'euros', 'euro', 'pounds', 'bucks', 'cad', 'aud'],
  currencySymbols: '$€£¥',
  digitWords: ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  contactRequests: [
    'call me',
    'text me',
    'phone me',
    'email me',
    'e-mail me',
    'dm me',
    'my number',
    'your number',
    'my phone',
    'your phone',
    'my email',
    'your email',
    'my e-mail',
    'your e-mail',
    'whatsapp',
    'whats app',
    'telegram',
    'signal me',
    'book directly',
    'pay directly',
    'pay me directly',
    'outside the site',
    'off the site',
    'outside the app',
    'venmo',
    'zelle',
    'paypal',
    'cash app',
  ],
};
