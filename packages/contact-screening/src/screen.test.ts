import { describe, expect, it } from 'vitest';
import { screenText, type FindingKind } from './screen';

const MUST_FLAG: [text: string, kind: FindingKind, found: string][] = [
  // E-mail addresses, plain and spelled out.
  ['Write to me at jane.doe@gmail.com please', 'email', 'jane.doe@gmail.com'],
  ['my address: JANE_DOE+trip@Example.co.uk', 'email', 'JANE_DOE+trip@Example.co.uk'],
  ['jane @ gmail.com', 'email', 'jane @ gmail.com'],
  ['reach me: jane at gmail dot com', 'email', 'jane at gmail dot com'],
  ['jane (at) gmail (dot) com', 'email', 'jane (at) gmail (dot) com'],
  ['jane[at]gmail[dot]com', 'email', 'jane[at]gmail[dot]com'],
  ['jane AT yahoo DOT co DOT uk', 'email', 'jane AT yahoo DOT co DOT uk'],
  // Phone-like digit runs of 4 or more, however written.
  ['call 555-123-4567 tonight', 'phone', '555-123-4567'],
  ['my cell is (212) 555 0199', 'phone', '(212) 555 0199'],
  ['+44 20 7946 0958', 'phone', '+44 20 7946 0958'],
  ['+351912345678', 'phone', '+351912345678'],
  ['text 555.867.5309', 'phone', '555.867.5309'],
  ['the code is 4821', 'phone', '4821'],
  ['5 5 5 1 2 3 4', 'phone', '5 5 5 1 2 3 4'],
  ['06 12 34 56 78 is my mobile', 'phone', '06 12 34 56 78'],
  ['five five five one two three four', 'phone', 'five five five one two three four'],
  ['number: 98765', 'phone', '98765'],
  // Site addresses.
  ['see https://myflat.example/photos', 'website', 'https://myflat.example/photos'],
  ['www.janeshouse.com has more photos', 'website', 'www.janeshouse.com'],
  ['my site is janeshouse.com', 'website', 'janeshouse.com'],
  ['janeshouse dot com', 'website', 'janeshouse dot com'],
  ['look at lisbon-flats.net/alfama', 'website', 'lisbon-flats.net/alfama'],
  ['bit.ly/3xyz', 'website', 'bit.ly/3xyz'],
  ['janeshouse (dot) travel', 'website', 'janeshouse (dot) travel'],
  // Other booking platforms and their obfuscated spellings.
  ['It is also on Airbnb', 'platform', 'Airbnb'],
  ['cheaper on airbnb.', 'platform', 'airbnb.'],
  ['find me on air bnb', 'platform', 'air bnb'],
  ['a i r b n b', 'platform', 'a i r b n b'],
  ['search a1rbnb for it', 'platform', 'a1rbnb'],
  ['@irbnb', 'platform', '@irbnb'],
  ['Listed on VRBO too', 'platform', 'VRBO'],
  ['v.r.b.o', 'platform', 'v.r.b.o'],
  ['vrb0', 'platform', 'vrb0'],
  ['HomeAway has it', 'platform', 'HomeAway'],
  ['h o m e a w a y', 'platform', 'h o m e a w a y'],
  ['book it on Booking.com', 'platform', 'Booking.com'],
  ['b00king.c0m', 'platform', 'b00king.c0m'],
  ['Expedia is cheaper', 'platform', 'Expedia'],
  ['3xp3dia', 'platform', '3xp3dia'],
  ['my Tripadvisor page', 'platform', 'Tripadvisor'],
  ['trip advisor reviews', 'platform', 'trip advisor'],
  ['it is on craigslist', 'platform', 'craigslist'],
  ['craigs list', 'platform', 'craigs list'],
  ['cr4igsl1st', 'platform', 'cr4igsl1st'],
  ['a-i-r-b-n-b', 'platform', 'a-i-r-b-n-b'],
  // Asking to talk or pay elsewhere.
  ['Just WhatsApp me', 'contactRequest', 'WhatsApp'],
  ['text me when you land', 'contactRequest', 'text me'],
  ['we can pay directly and skip the fee', 'contactRequest', 'pay directly'],
];

const MUST_PASS: string[] = [
  'The total is $1,200 for the week',
  'It costs €1.250,00 in total',
  '1500 euros for the stay',
  'We arrive on 12/24/2026 and leave 12/31/2026',
  'Check-in 2026-12-24, check-out 2026-12-28',
  'Arriving 24.12.2026',
  'Our dates: 06/03 - 06/07',
  'We land at 10:30 and check in at 15:00',
  'We are 4 guests: 2 adults and 2 kids',
  'between 10 - 12 guests at most',
  'We stay 14 nights in June 2026',
  'The flat is 1200 sq ft?',
  'Is parking included? We will be 3 people.',
  'Thanks for booking. Coming in late is fine.',
  'It really is a home away from home!',
  'I am booking for my mother and my aunt.',
  'Is there a hair dryer and an iron?',
  'Could you meet us at the station?',
  'We love hiking, trip planning and advice from locals.',
  'Our flight is at 9 pm, so around 11 pm',
  'Can we bring 1 dog? She is 5 years old.',
  'The nightly price is $145 and cleaning $60',
  'See you on Monday at noon.',
  'I read the house rules: no parties, 20% discount noted.',
];

describe('screenText', () => {
  it.each(MUST_FLAG)('flags %j as %s', (text, kind, found) => {
    const screening = screenText(text);
    expect(screening.flagged).toBe(true);
    expect(screening.kinds).toContain(kind);
    const finding = screening.findings.find((f) => f.kind === kind)!;
    expect(finding.text).toBe(found);
    expect(text.slice(finding.start, finding.end)).toBe(found);
  });

  it.each(MUST_PASS)('lets %j through', (text) => {
    expect(screenText(text)).toEqual({ flagged: false, kinds: [], findings: [] });
  });

  it('names the platform it found', () => {
    expect(screenText('try v.r.b.o or a1rbnb').findings.map((f) => f.platform)).toEqual(['Vrbo', 'Airbnb']);
  });

  it('reports each kind once, e-mail before phone before platform', () => {
    expect(screenText('airbnb, 555-0199-22, jane@mail.com').kinds).toEqual(['email', 'phone', 'platform']);
  });
});
