// The copy of the static content pages (spec 000 §2 "Static content pages", and /about-us), in English and translated
// beside it: short, plain club copy, one message per eyebrow, title, lead, section heading, paragraph and onward link.
// ../../routes/content/static-pages.ts puts each page's messages in order; ids read staticPage.<page>.<part>.
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const staticPageMessages = defineMessages({
  eyebrowAboutUs: { id: 'staticPage.eyebrow.aboutUs', defaultMessage: 'About us' },
  eyebrowMembership: { id: 'staticPage.eyebrow.membership', defaultMessage: 'Membership' },
  eyebrowPolicies: { id: 'staticPage.eyebrow.policies', defaultMessage: 'Policies' },
  eyebrowSafety: { id: 'staticPage.eyebrow.safety', defaultMessage: 'Safety' },
  eyebrowHelp: { id: 'staticPage.eyebrow.help', defaultMessage: 'Help' },
  eyebrowDiscover: { id: 'staticPage.eyebrow.discover', defaultMessage: 'Discover' },
  eyebrowCompany: { id: 'staticPage.eyebrow.company', defaultMessage: 'Company' },
  eyebrowHosting: { id: 'staticPage.eyebrow.hosting', defaultMessage: 'Hosting' },
  eyebrowTravelCredit: { id: 'staticPage.eyebrow.travelCredit', defaultMessage: 'Travel credit' },
  aboutUsTitle: { id: 'staticPage.aboutUs.title', defaultMessage: 'A travel club for women, run by women' },
  aboutUsLead: {
    id: 'staticPage.aboutUs.lead',
    defaultMessage:
      'Golightly is a private club where women open their homes to one another, travel together and help each other work from anywhere.',
  },
  aboutUsS1Heading: { id: 'staticPage.aboutUs.s1.heading', defaultMessage: 'Why we started' },
  aboutUsS1P1: {
    id: 'staticPage.aboutUs.s1.p1',
    defaultMessage:
      'Our founders spent years travelling for work and found that the best nights away were spent in a friend’s spare room, not a hotel. Golightly turns that friend-of-a-friend trust into a club.',
  },
  aboutUsS1P2: {
    id: 'staticPage.aboutUs.s1.p2',
    defaultMessage:
      'Every member is verified before she can book or host, and every stay is between members who have agreed to the same charter.',
  },
  aboutUsS2Heading: { id: 'staticPage.aboutUs.s2.heading', defaultMessage: 'What members do here' },
  aboutUsS2P1: {
    id: 'staticPage.aboutUs.s2.p1',
    defaultMessage:
      'Members book stays in each other’s homes, join GoSolo group trips, meet at events in their cities, and post and find work on the hustle board.',
  },
  aboutUsNext: { id: 'staticPage.aboutUs.next', defaultMessage: 'See who can join' },
  whoCanJoinTitle: { id: 'staticPage.whoCanJoin.title', defaultMessage: 'Who can join' },
  whoCanJoinLead: {
    id: 'staticPage.whoCanJoin.lead',
    defaultMessage:
      'Golightly is for women aged 21 and over who travel, host, or both, and who will treat other members’ homes as their own.',
  },
  whoCanJoinS1Heading: { id: 'staticPage.whoCanJoin.s1.heading', defaultMessage: 'Joining with an invitation' },
  whoCanJoinS1P1: {
    id: 'staticPage.whoCanJoin.s1.p1',
    defaultMessage:
      'Most members join with an invitation code from a friend who is already a member. Each member can invite up to five friends.',
  },
  whoCanJoinS2Heading: { id: 'staticPage.whoCanJoin.s2.heading', defaultMessage: 'Joining without one' },
  whoCanJoinS2P1: {
    id: 'staticPage.whoCanJoin.s2.p1',
    defaultMessage:
      'You can apply with your e-mail address. The club team reads every application and replies within a few days.',
  },
  whoCanJoinS2P2: {
    id: 'staticPage.whoCanJoin.s2.p2',
    defaultMessage:
      'Before your first booking we confirm your e-mail, your phone number and, for some members, an identity document.',
  },
  whoCanJoinNext: { id: 'staticPage.whoCanJoin.next', defaultMessage: 'Become a member' },
  termsServiceTitle: { id: 'staticPage.termsService.title', defaultMessage: 'Terms of service' },
  termsServiceLead: {
    id: 'staticPage.termsService.lead',
    defaultMessage:
      'These terms are the agreement between you and Golightly when you use the club as a guest, a host or both.',
  },
  termsServiceS1Heading: { id: 'staticPage.termsService.s1.heading', defaultMessage: 'Your account' },
  termsServiceS1P1: {
    id: 'staticPage.termsService.s1.p1',
    defaultMessage:
      'You must be a woman aged 21 or over, give accurate details and keep your password to yourself. One account per person.',
  },
  termsServiceS2Heading: { id: 'staticPage.termsService.s2.heading', defaultMessage: 'Bookings and payments' },
  termsServiceS2P1: {
    id: 'staticPage.termsService.s2.p1',
    defaultMessage:
      'Payments are made through Golightly only. A booking is confirmed when the host accepts it; refunds follow the cancellation policy shown on the listing when you booked.',
  },
  termsServiceS2P2: {
    id: 'staticPage.termsService.s2.p2',
    defaultMessage: 'Hosts receive their payout about 24 hours after the guest checks in.',
  },
  termsServiceS3Heading: { id: 'staticPage.termsService.s3.heading', defaultMessage: 'Conduct' },
  termsServiceS3P1: {
    id: 'staticPage.termsService.s3.p1',
    defaultMessage:
      'Members follow the club charter and the house rules of each home. We may suspend an account that breaks them.',
  },
  privacyTitle: { id: 'staticPage.privacy.title', defaultMessage: 'Privacy policy' },
  privacyLead: {
    id: 'staticPage.privacy.lead',
    defaultMessage:
      'We collect what the club needs to keep members safe and stays running, and nothing we would be uncomfortable explaining.',
  },
  privacyS1Heading: { id: 'staticPage.privacy.s1.heading', defaultMessage: 'What we keep' },
  privacyS1P1: {
    id: 'staticPage.privacy.s1.p1',
    defaultMessage:
      'Your name, contact details, date of birth and verification documents; your listings, bookings and messages; and payment details held by our payment provider.',
  },
  privacyS1P2: {
    id: 'staticPage.privacy.s1.p2',
    defaultMessage: 'Personal details such as your e-mail, phone number and date of birth are encrypted when stored.',
  },
  privacyS2Heading: { id: 'staticPage.privacy.s2.heading', defaultMessage: 'What we never do' },
  privacyS2P1: {
    id: 'staticPage.privacy.s2.p1',
    defaultMessage: 'We do not sell member data and we do not use advertising cookies.',
  },
  privacyS3Heading: { id: 'staticPage.privacy.s3.heading', defaultMessage: 'Your choices' },
  privacyS3P1: {
    id: 'staticPage.privacy.s3.p1',
    defaultMessage:
      'You can edit your profile at any time, unsubscribe from the newsletter from any issue, and delete your account from your account settings.',
  },
  safetyTitle: { id: 'staticPage.safety.title', defaultMessage: 'Safety comes first' },
  safetyLead: {
    id: 'staticPage.safety.lead',
    defaultMessage: 'Every member is verified, every stay is between members, and the club team is one message away.',
  },
  safetyS1Heading: { id: 'staticPage.safety.s1.heading', defaultMessage: 'Before you travel' },
  safetyS1P1: {
    id: 'staticPage.safety.s1.p1',
    defaultMessage:
      'Read the listing and the host’s reviews, keep all messages and payments on Golightly, and share your itinerary with someone at home.',
  },
  safetyS2Heading: { id: 'staticPage.safety.s2.heading', defaultMessage: 'During your stay' },
  safetyS2P1: {
    id: 'staticPage.safety.s2.p1',
    defaultMessage:
      'If something feels wrong, leave, and tell us. You can report a member from her profile or from any conversation; reports are read by a person, every day.',
  },
  safetyNext: { id: 'staticPage.safety.next', defaultMessage: 'Get help' },
  helpTitle: { id: 'staticPage.help.title', defaultMessage: 'How can we help?' },
  helpLead: {
    id: 'staticPage.help.lead',
    defaultMessage: 'Answers to the questions members ask most, and how to reach the club team.',
  },
  helpS1Heading: { id: 'staticPage.help.s1.heading', defaultMessage: 'Booking a stay' },
  helpS1P1: {
    id: 'staticPage.help.s1.p1',
    defaultMessage:
      'Search on the map, send a request to book, and the host has 24 hours to answer. Your card is only charged when she accepts.',
  },
  helpS2Heading: { id: 'staticPage.help.s2.heading', defaultMessage: 'Hosting' },
  helpS2P1: {
    id: 'staticPage.help.s2.p1',
    defaultMessage:
      'List your home from the Host menu. Payouts are released about 24 hours after your guest checks in.',
  },
  helpS3Heading: { id: 'staticPage.help.s3.heading', defaultMessage: 'Still stuck?' },
  helpS3P1: {
    id: 'staticPage.help.s3.p1',
    defaultMessage: 'Write to us from the contact page and a member of the club team will reply within a day.',
  },
  helpNext: { id: 'staticPage.help.next', defaultMessage: 'Contact the club team' },
  businessTitle: { id: 'staticPage.business.title', defaultMessage: 'Business travel' },
  businessLead: {
    id: 'staticPage.business.lead',
    defaultMessage: 'Homes with a proper desk and fast Wi-Fi, hosted by women who know what a work trip needs.',
  },
  businessS1Heading: { id: 'staticPage.business.s1.heading', defaultMessage: 'Made for working away' },
  businessS1P1: {
    id: 'staticPage.business.s1.p1',
    defaultMessage:
      'Filter for business-friendly homes: a workspace, reliable internet, self check-in and a quiet street. Stay a night or a month.',
  },
  careersTitle: { id: 'staticPage.careers.title', defaultMessage: 'Careers at Golightly' },
  careersLead: {
    id: 'staticPage.careers.lead',
    defaultMessage: 'We are a small, remote team building the club we want to belong to.',
  },
  careersS1Heading: { id: 'staticPage.careers.s1.heading', defaultMessage: 'How we work' },
  careersS1P1: {
    id: 'staticPage.careers.s1.p1',
    defaultMessage:
      'We work from wherever we are, meet in person twice a year, and every team member gets travel credit to use in the club.',
  },
  careersS1P2: {
    id: 'staticPage.careers.s1.p2',
    defaultMessage:
      'We have no open roles right now. Members who would like to hear first can follow the hustle board.',
  },
  citizenTitle: { id: 'staticPage.citizen.title', defaultMessage: 'Global citizen' },
  citizenLead: {
    id: 'staticPage.citizen.lead',
    defaultMessage:
      'Travel that leaves a place better: members who host and travel with care for the people and places they visit.',
  },
  citizenS1Heading: { id: 'staticPage.citizen.s1.heading', defaultMessage: 'Travelling well' },
  citizenS1P1: {
    id: 'staticPage.citizen.s1.p1',
    defaultMessage:
      'Stay longer and move less, shop in the neighbourhood, and follow your host’s advice on what the city needs from its visitors.',
  },
  guideTitle: { id: 'staticPage.guide.title', defaultMessage: 'The Golightly guide' },
  guideLead: {
    id: 'staticPage.guide.lead',
    defaultMessage: 'How the club works, from your first booking to your first guest.',
  },
  guideS1Heading: { id: 'staticPage.guide.s1.heading', defaultMessage: 'For guests' },
  guideS1P1: {
    id: 'staticPage.guide.s1.p1',
    defaultMessage: 'Complete your profile, verify your phone, then request a stay. Your host answers within 24 hours.',
  },
  guideS2Heading: { id: 'staticPage.guide.s2.heading', defaultMessage: 'For hosts' },
  guideS2P1: {
    id: 'staticPage.guide.s2.p1',
    defaultMessage: 'List your home in a few steps, set your calendar and prices, and choose a cancellation policy.',
  },
  hospitalityTitle: { id: 'staticPage.hospitality.title', defaultMessage: 'Hospitality, the Golightly way' },
  hospitalityLead: {
    id: 'staticPage.hospitality.lead',
    defaultMessage: 'What our best-reviewed hosts do that guests remember.',
  },
  hospitalityS1Heading: { id: 'staticPage.hospitality.s1.heading', defaultMessage: 'Small things, done well' },
  hospitalityS1P1: {
    id: 'staticPage.hospitality.s1.p1',
    defaultMessage:
      'Clean sheets and towels, clear check-in notes, a list of the places you love nearby, and a quick answer when your guest writes.',
  },
  howToHostTitle: { id: 'staticPage.howToHost.title', defaultMessage: 'How to host' },
  howToHostLead: {
    id: 'staticPage.howToHost.lead',
    defaultMessage: 'Share your home with women you can trust, and earn from the nights you are away.',
  },
  howToHostS1Heading: { id: 'staticPage.howToHost.s1.heading', defaultMessage: 'List your space' },
  howToHostS1P1: {
    id: 'staticPage.howToHost.s1.p1',
    defaultMessage:
      'Describe your home honestly, add photos, set your prices and house rules, and publish when you are ready.',
  },
  howToHostS2Heading: { id: 'staticPage.howToHost.s2.heading', defaultMessage: 'Welcome your guests' },
  howToHostS2P1: {
    id: 'staticPage.howToHost.s2.p1',
    defaultMessage:
      'Answer requests within 24 hours. Your payout is released about 24 hours after check-in, and a security deposit can cover damage claimed within 7 days of check-out.',
  },
  howToHostNext: { id: 'staticPage.howToHost.next', defaultMessage: 'Why host with Golightly' },
  policiesTitle: { id: 'staticPage.policies.title', defaultMessage: 'Club policies' },
  policiesLead: { id: 'staticPage.policies.lead', defaultMessage: 'The rules every member agrees to, in one place.' },
  policiesS1Heading: { id: 'staticPage.policies.s1.heading', defaultMessage: 'Cancellations' },
  policiesS1P1: {
    id: 'staticPage.policies.s1.p1',
    defaultMessage:
      'Each listing has one of four policies: Flexible, Moderate, Strict or Super Strict 30 Days. The one shown when you booked is the one that applies.',
  },
  policiesS2Heading: { id: 'staticPage.policies.s2.heading', defaultMessage: 'Reviews' },
  policiesS2P1: {
    id: 'staticPage.policies.s2.p1',
    defaultMessage: 'Guests and hosts review each other after every stay. Reviews must be honest and about the stay.',
  },
  pressTitle: { id: 'staticPage.press.title', defaultMessage: 'Press' },
  pressLead: { id: 'staticPage.press.lead', defaultMessage: 'Writing about women and travel? We are glad to help.' },
  pressS1Heading: { id: 'staticPage.press.s1.heading', defaultMessage: 'Press enquiries' },
  pressS1P1: {
    id: 'staticPage.press.s1.p1',
    defaultMessage:
      'Write to us from the contact page with your deadline. Accredited journalists can be given a press account to see the club from the inside.',
  },
  responsibleHostingTitle: { id: 'staticPage.responsibleHosting.title', defaultMessage: 'Responsible hosting' },
  responsibleHostingLead: {
    id: 'staticPage.responsibleHosting.lead',
    defaultMessage: 'Hosting is a privilege in your neighbourhood as well as in your home.',
  },
  responsibleHostingS1Heading: {
    id: 'staticPage.responsibleHosting.s1.heading',
    defaultMessage: 'Know the local rules',
  },
  responsibleHostingS1P1: {
    id: 'staticPage.responsibleHosting.s1.p1',
    defaultMessage:
      'Check your city’s short-term rental rules, your lease or building rules, and your insurance before you list.',
  },
  responsibleHostingS2Heading: {
    id: 'staticPage.responsibleHosting.s2.heading',
    defaultMessage: 'Be a good neighbour',
  },
  responsibleHostingS2P1: {
    id: 'staticPage.responsibleHosting.s2.p1',
    defaultMessage:
      'Tell your guests about quiet hours, rubbish days and parking, and give neighbours a way to reach you.',
  },
  travelTitle: { id: 'staticPage.travel.title', defaultMessage: 'Travel credit' },
  travelLead: {
    id: 'staticPage.travel.lead',
    defaultMessage: 'Credit you earn in the club and spend on your next stay.',
  },
  travelS1Heading: { id: 'staticPage.travel.s1.heading', defaultMessage: 'Earning credit' },
  travelS1P1: {
    id: 'staticPage.travel.s1.p1',
    defaultMessage:
      'You earn credit when a friend you invited joins the club. Diamond members receive up to $250 of credit a year.',
  },
  travelS2Heading: { id: 'staticPage.travel.s2.heading', defaultMessage: 'Spending it' },
  travelS2P1: {
    id: 'staticPage.travel.s2.p1',
    defaultMessage: 'Credit can pay for up to half of a booking and is applied at checkout.',
  },
  travelNext: { id: 'staticPage.travel.next', defaultMessage: 'Invite a friend' },
  travelOftenTitle: { id: 'staticPage.travelOften.title', defaultMessage: 'Travel often, travel light' },
  travelOftenLead: {
    id: 'staticPage.travelOften.lead',
    defaultMessage: 'Members who travel often save on fees, stay longer for less, and always have somewhere to go.',
  },
  travelOftenS1Heading: { id: 'staticPage.travelOften.s1.heading', defaultMessage: 'Longer stays cost less' },
  travelOftenS1P1: {
    id: 'staticPage.travelOften.s1.p1',
    defaultMessage: 'Many hosts offer weekly and monthly discounts, and stays of 28 nights or more count as long-term.',
  },
  travelOftenS2Heading: { id: 'staticPage.travelOften.s2.heading', defaultMessage: 'Diamond membership' },
  travelOftenS2P1: {
    id: 'staticPage.travelOften.s2.p1',
    defaultMessage:
      'Diamond members pay no booking, listing or hosting fees and get 20% off GoSolo trips: about $600 a year for a frequent traveller.',
  },
  travelOftenNext: { id: 'staticPage.travelOften.next', defaultMessage: 'About Diamond membership' },
  whyHostTitle: { id: 'staticPage.whyHost.title', defaultMessage: 'Why host with Golightly' },
  whyHostLead: {
    id: 'staticPage.whyHost.lead',
    defaultMessage: 'Your guests are verified women who have agreed to the club’s charter, and you choose who stays.',
  },
  whyHostS1Heading: { id: 'staticPage.whyHost.s1.heading', defaultMessage: 'Peace of mind' },
  whyHostS1P1: {
    id: 'staticPage.whyHost.s1.p1',
    defaultMessage:
      'You accept or decline every request, can ask for a security deposit, and can claim for damage within 7 days of check-out.',
  },
  whyHostS2Heading: { id: 'staticPage.whyHost.s2.heading', defaultMessage: 'Earn while you are away' },
  whyHostS2P1: {
    id: 'staticPage.whyHost.s2.p1',
    defaultMessage: 'Open your calendar for the weeks you travel, and let your home pay for your own trips.',
  },
  whyHostNext: { id: 'staticPage.whyHost.next', defaultMessage: 'How to host' },
});

type Id = (typeof staticPageMessages)[keyof typeof staticPageMessages]['id'];

export const staticPageTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {
    'staticPage.eyebrow.aboutUs': 'O nás',
    'staticPage.eyebrow.membership': 'Členství',
    'staticPage.eyebrow.policies': 'Zásady',
    'staticPage.eyebrow.safety': 'Bezpečnost',
    'staticPage.eyebrow.help': 'Nápověda',
    'staticPage.eyebrow.discover': 'Objevujte',
    'staticPage.eyebrow.company': 'Společnost',
    'staticPage.eyebrow.hosting': 'Hostitelství',
    'staticPage.eyebrow.travelCredit': 'Cestovní kredit',
    'staticPage.aboutUs.title': 'Cestovatelský klub pro ženy, který vedou ženy',
    'staticPage.aboutUs.lead':
      'Golightly je soukromý klub, ve kterém si ženy navzájem otevírají své domovy, cestují spolu a pomáhají si pracovat odkudkoli.',
    'staticPage.aboutUs.s1.heading': 'Proč jsme začaly',
    'staticPage.aboutUs.s1.p1':
      'Naše zakladatelky léta cestovaly pracovně a zjistily, že nejlepší noci na cestách nestrávily v hotelu, ale v pokoji pro hosty u kamarádky. Golightly z této důvěry mezi kamarádkami kamarádek dělá klub.',
    'staticPage.aboutUs.s1.p2':
      'Každá členka je ověřena dřív, než může rezervovat nebo hostit, a každý pobyt probíhá mezi členkami, které přijaly stejnou chartu.',
    'staticPage.aboutUs.s2.heading': 'Co tu členky dělají',
    'staticPage.aboutUs.s2.p1':
      'Členky si rezervují pobyty jedna u druhé, jezdí na skupinové výlety GoSolo, potkávají se na akcích ve svých městech a na nástěnce Hustle nabízejí a hledají práci.',
    'staticPage.aboutUs.next': 'Podívejte se, kdo se může přidat',
    'staticPage.whoCanJoin.title': 'Kdo se může přidat',
    'staticPage.whoCanJoin.lead':
      'Golightly je pro ženy od 21 let, které cestují, hostí nebo obojí a které se k domovům ostatních členek budou chovat jako ke svému.',
    'staticPage.whoCanJoin.s1.heading': 'Přidejte se s pozvánkou',
    'staticPage.whoCanJoin.s1.p1':
      'Většina členek se přidá s kódem pozvánky od kamarádky, která už členkou je. Každá členka může pozvat až pět kamarádek.',
    'staticPage.whoCanJoin.s2.heading': 'Přidejte se bez pozvánky',
    'staticPage.whoCanJoin.s2.p1':
      'Můžete se přihlásit se svou e-mailovou adresou. Tým klubu si přečte každou přihlášku a odpoví během několika dní.',
    'staticPage.whoCanJoin.s2.p2':
      'Před vaší první rezervací ověříme váš e-mail, telefonní číslo a u některých členek také doklad totožnosti.',
    'staticPage.whoCanJoin.next': 'Staňte se členkou',
    'staticPage.termsService.title': 'Podmínky služby',
    'staticPage.termsService.lead':
      'Tyto podmínky jsou dohodou mezi vámi a Golightly, když klub využíváte jako host, jako hostitelka nebo obojí.',
    'staticPage.termsService.s1.heading': 'Váš účet',
    'staticPage.termsService.s1.p1':
      'Musíte být žena starší 21 let, uvádět pravdivé údaje a heslo si nechat pro sebe. Jeden účet na osobu.',
    'staticPage.termsService.s2.heading': 'Rezervace a platby',
    'staticPage.termsService.s2.p1':
      'Platí se výhradně přes Golightly. Rezervace je potvrzena, jakmile ji hostitelka přijme; vrácení peněz se řídí storno podmínkami, které byly u nabídky uvedeny v době rezervace.',
    'staticPage.termsService.s2.p2': 'Hostitelky dostanou výplatu přibližně 24 hodin po příjezdu hosta.',
    'staticPage.termsService.s3.heading': 'Chování',
    'staticPage.termsService.s3.p1':
      'Členky dodržují chartu klubu a domácí řád každého domova. Účet, který je porušuje, můžeme pozastavit.',
    'staticPage.privacy.title': 'Zásady ochrany soukromí',
    'staticPage.privacy.lead':
      'Shromažďujeme jen to, co klub potřebuje, aby byly členky v bezpečí a pobyty fungovaly, a nic, co bychom se styděly vysvětlit.',
    'staticPage.privacy.s1.heading': 'Co uchováváme',
    'staticPage.privacy.s1.p1':
      'Vaše jméno, kontaktní údaje, datum narození a ověřovací dokumenty; vaše nabídky, rezervace a zprávy; a platební údaje, které uchovává náš poskytovatel plateb.',
    'staticPage.privacy.s1.p2':
      'Osobní údaje, jako je váš e-mail, telefonní číslo a datum narození, ukládáme šifrovaně.',
    'staticPage.privacy.s2.heading': 'Co nikdy neděláme',
    'staticPage.privacy.s2.p1': 'Údaje členek neprodáváme a nepoužíváme reklamní cookies.',
    'staticPage.privacy.s3.heading': 'Vaše volby',
    'staticPage.privacy.s3.p1':
      'Svůj profil můžete kdykoli upravit, z odběru novinek se odhlásíte z kteréhokoli vydání a účet smažete v jeho nastavení.',
    'staticPage.safety.title': 'Bezpečnost na prvním místě',
    'staticPage.safety.lead':
      'Každá členka je ověřená, každý pobyt probíhá mezi členkami a tým klubu je vám na dosah jedné zprávy.',
    'staticPage.safety.s1.heading': 'Než vyrazíte',
    'staticPage.safety.s1.p1':
      'Přečtěte si nabídku a recenze hostitelky, veškeré zprávy a platby nechte na Golightly a svůj itinerář sdílejte s někým doma.',
    'staticPage.safety.s2.heading': 'Během pobytu',
    'staticPage.safety.s2.p1':
      'Pokud vám něco nepřipadá v pořádku, odejděte a dejte nám vědět. Členku můžete nahlásit z jejího profilu nebo z kterékoli konverzace; hlášení každý den čte člověk.',
    'staticPage.safety.next': 'Získat pomoc',
    'staticPage.help.title': 'Jak vám můžeme pomoci?',
    'staticPage.help.lead': 'Odpovědi na otázky, na které se členky ptají nejčastěji, a jak zastihnout tým klubu.',
    'staticPage.help.s1.heading': 'Rezervace pobytu',
    'staticPage.help.s1.p1':
      'Hledejte na mapě, pošlete žádost o rezervaci a hostitelka má 24 hodin na odpověď. Z karty se vám strhne platba, až když žádost přijme.',
    'staticPage.help.s2.heading': 'Hostitelství',
    'staticPage.help.s2.p1':
      'Svůj domov nabídnete z nabídky Hostitelka. Výplaty se uvolňují přibližně 24 hodin po příjezdu vašeho hosta.',
    'staticPage.help.s3.heading': 'Pořád si nevíte rady?',
    'staticPage.help.s3.p1': 'Napište nám z kontaktní stránky a někdo z týmu klubu vám do jednoho dne odpoví.',
    'staticPage.help.next': 'Kontaktovat tým klubu',
    'staticPage.business.title': 'Pracovní cesty',
    'staticPage.business.lead':
      'Domovy s pořádným pracovním stolem a rychlou Wi-Fi, které hostí ženy vědoucí, co pracovní cesta potřebuje.',
    'staticPage.business.s1.heading': 'Stvořeno pro práci na cestách',
    'staticPage.business.s1.p1':
      'Vyfiltrujte si domovy vhodné pro práci: pracovní místo, spolehlivý internet, samostatný příjezd a klidnou ulici. Zůstaňte na noc nebo na měsíc.',
    'staticPage.careers.title': 'Kariéra v Golightly',
    'staticPage.careers.lead': 'Jsme malý tým, který pracuje na dálku a buduje klub, do kterého chceme samy patřit.',
    'staticPage.careers.s1.heading': 'Jak pracujeme',
    'staticPage.careers.s1.p1':
      'Pracujeme odkudkoli, dvakrát do roka se potkáváme osobně a každý člen týmu dostává cestovní kredit, který může v klubu využít.',
    'staticPage.careers.s1.p2':
      'Momentálně nemáme otevřené pozice. Členky, které se to chtějí dozvědět jako první, mohou sledovat nástěnku Hustle.',
    'staticPage.citizen.title': 'Světoobčanka',
    'staticPage.citizen.lead':
      'Cestování, po kterém je místo lepší: členky, které hostí a cestují s ohledem na lidi a místa, jež navštěvují.',
    'staticPage.citizen.s1.heading': 'Cestovat dobře',
    'staticPage.citizen.s1.p1':
      'Zůstaňte déle a méně se přesouvejte, nakupujte v sousedství a řiďte se radami hostitelky, co město od svých návštěvníků potřebuje.',
    'staticPage.guide.title': 'Průvodce Golightly',
    'staticPage.guide.lead': 'Jak klub funguje, od vaší první rezervace po vašeho prvního hosta.',
    'staticPage.guide.s1.heading': 'Pro hosty',
    'staticPage.guide.s1.p1':
      'Doplňte svůj profil, ověřte telefon a pak požádejte o pobyt. Hostitelka odpoví do 24 hodin.',
    'staticPage.guide.s2.heading': 'Pro hostitelky',
    'staticPage.guide.s2.p1':
      'Nabídněte svůj domov v několika krocích, nastavte kalendář a ceny a zvolte storno podmínky.',
    'staticPage.hospitality.title': 'Pohostinnost ve stylu Golightly',
    'staticPage.hospitality.lead': 'Co dělají naše nejlépe hodnocené hostitelky a na co hosté vzpomínají.',
    'staticPage.hospitality.s1.heading': 'Drobnosti, dobře udělané',
    'staticPage.hospitality.s1.p1':
      'Čisté povlečení a ručníky, jasné pokyny k příjezdu, seznam míst v okolí, která máte ráda, a rychlá odpověď, když vám host napíše.',
    'staticPage.howToHost.title': 'Jak hostit',
    'staticPage.howToHost.lead':
      'Sdílejte svůj domov se ženami, kterým můžete věřit, a vydělávejte na nocích, kdy jste pryč.',
    'staticPage.howToHost.s1.heading': 'Nabídněte svůj domov',
    'staticPage.howToHost.s1.p1':
      'Popište svůj domov pravdivě, přidejte fotky, nastavte ceny a domácí řád a zveřejněte ho, až budete připravená.',
    'staticPage.howToHost.s2.heading': 'Přivítejte své hosty',
    'staticPage.howToHost.s2.p1':
      'Na žádosti odpovídejte do 24 hodin. Výplata se uvolní přibližně 24 hodin po příjezdu a vratná záloha může pokrýt škody nahlášené do 7 dnů od odjezdu.',
    'staticPage.howToHost.next': 'Proč hostit s Golightly',
    'staticPage.policies.title': 'Zásady klubu',
    'staticPage.policies.lead': 'Pravidla, se kterými souhlasí každá členka, na jednom místě.',
    'staticPage.policies.s1.heading': 'Storna',
    'staticPage.policies.s1.p1':
      'Každá nabídka má jednu ze čtyř storno podmínek: Flexible, Moderate, Strict nebo Super Strict 30 Days. Platí ta, která byla uvedena, když jste rezervovala.',
    'staticPage.policies.s2.heading': 'Recenze',
    'staticPage.policies.s2.p1':
      'Hosté a hostitelky se po každém pobytu navzájem hodnotí. Recenze musí být upřímné a týkat se pobytu.',
    'staticPage.press.title': 'Tisk',
    'staticPage.press.lead': 'Píšete o ženách a cestování? Rády vám pomůžeme.',
    'staticPage.press.s1.heading': 'Dotazy médií',
    'staticPage.press.s1.p1':
      'Napište nám z kontaktní stránky a uveďte svůj termín. Akreditovaní novináři mohou dostat novinářský účet a poznat klub zevnitř.',
    'staticPage.responsibleHosting.title': 'Odpovědné hostitelství',
    'staticPage.responsibleHosting.lead': 'Hostit je výsada, ve vašem sousedství stejně jako u vás doma.',
    'staticPage.responsibleHosting.s1.heading': 'Znejte místní pravidla',
    'staticPage.responsibleHosting.s1.p1':
      'Než svůj domov nabídnete, ověřte si pravidla krátkodobých pronájmů ve svém městě, nájemní smlouvu nebo domovní řád a své pojištění.',
    'staticPage.responsibleHosting.s2.heading': 'Buďte dobrou sousedkou',
    'staticPage.responsibleHosting.s2.p1':
      'Řekněte hostům o nočním klidu, dnech svozu odpadu a parkování a dejte sousedům možnost, jak vás zastihnout.',
    'staticPage.travel.title': 'Cestovní kredit',
    'staticPage.travel.lead': 'Kredit, který získáte v klubu a utratíte za další pobyt.',
    'staticPage.travel.s1.heading': 'Jak kredit získat',
    'staticPage.travel.s1.p1':
      'Kredit získáte, když se do klubu přidá kamarádka, kterou jste pozvala. Členky Diamond dostanou až 250 $ kreditu ročně.',
    'staticPage.travel.s2.heading': 'Jak ho utratit',
    'staticPage.travel.s2.p1': 'Kredit může uhradit až polovinu rezervace a uplatní se při platbě.',
    'staticPage.travel.next': 'Pozvat kamarádku',
    'staticPage.travelOften.title': 'Cestujte často, cestujte nalehko',
    'staticPage.travelOften.lead':
      'Členky, které cestují často, ušetří na poplatcích, zůstanou déle za méně a vždy mají kam jet.',
    'staticPage.travelOften.s1.heading': 'Delší pobyty vyjdou levněji',
    'staticPage.travelOften.s1.p1':
      'Mnoho hostitelek nabízí týdenní a měsíční slevy a pobyty na 28 nocí a déle se počítají jako dlouhodobé.',
    'staticPage.travelOften.s2.heading': 'Členství Diamond',
    'staticPage.travelOften.s2.p1':
      'Členky Diamond neplatí žádné poplatky za rezervaci, nabídku ani hostování a mají slevu 20 % na výlety GoSolo: zhruba 600 $ ročně pro ty, které cestují často.',
    'staticPage.travelOften.next': 'O členství Diamond',
    'staticPage.whyHost.title': 'Proč hostit s Golightly',
    'staticPage.whyHost.lead':
      'Vaši hosté jsou ověřené ženy, které přijaly chartu klubu, a o tom, kdo u vás bude bydlet, rozhodujete vy.',
    'staticPage.whyHost.s1.heading': 'Klidná mysl',
    'staticPage.whyHost.s1.p1':
      'Každou žádost přijímáte nebo odmítáte, můžete požadovat vratnou zálohu a škody můžete nárokovat do 7 dnů od odjezdu.',
    'staticPage.whyHost.s2.heading': 'Vydělávejte, když jste pryč',
    'staticPage.whyHost.s2.p1':
      'Otevřete kalendář na týdny, kdy cestujete, a nechte svůj domov zaplatit vaše vlastní cesty.',
    'staticPage.whyHost.next': 'Jak hostit',
  },
  es: {
    'staticPage.eyebrow.aboutUs': 'Quiénes somos',
    'staticPage.eyebrow.membership': 'Membresía',
    'staticPage.eyebrow.policies': 'Políticas',
    'staticPage.eyebrow.safety': 'Seguridad',
    'staticPage.eyebrow.help': 'Ayuda',
    'staticPage.eyebrow.discover': 'Descubre',
    'staticPage.eyebrow.company': 'Empresa',
    'staticPage.eyebrow.hosting': 'Anfitrionas',
    'staticPage.eyebrow.travelCredit': 'Crédito de viaje',
    'staticPage.aboutUs.title': 'Un club de viajes para mujeres, dirigido por mujeres',
    'staticPage.aboutUs.lead':
      'Golightly es un club privado en el que las mujeres se abren sus casas unas a otras, viajan juntas y se ayudan a trabajar desde cualquier lugar.',
    'staticPage.aboutUs.s1.heading': 'Por qué empezamos',
    'staticPage.aboutUs.s1.p1':
      'Nuestras fundadoras pasaron años viajando por trabajo y descubrieron que las mejores noches fuera de casa eran en la habitación de invitados de una amiga, no en un hotel. Golightly convierte esa confianza entre amigas de amigas en un club.',
    'staticPage.aboutUs.s1.p2':
      'Cada socia se verifica antes de poder reservar o alojar, y cada estancia es entre socias que han aceptado la misma carta.',
    'staticPage.aboutUs.s2.heading': 'Qué hacen aquí las socias',
    'staticPage.aboutUs.s2.p1':
      'Las socias reservan estancias en las casas de las demás, se apuntan a los viajes en grupo GoSolo, se encuentran en eventos de sus ciudades y publican y encuentran trabajo en el tablón Hustle.',
    'staticPage.aboutUs.next': 'Ver quién puede unirse',
    'staticPage.whoCanJoin.title': 'Quién puede unirse',
    'staticPage.whoCanJoin.lead':
      'Golightly es para mujeres de 21 años o más que viajan, alojan o ambas cosas, y que tratarán las casas de las demás socias como si fueran la suya.',
    'staticPage.whoCanJoin.s1.heading': 'Unirse con una invitación',
    'staticPage.whoCanJoin.s1.p1':
      'La mayoría de las socias se unen con un código de invitación de una amiga que ya es socia. Cada socia puede invitar hasta a cinco amigas.',
    'staticPage.whoCanJoin.s2.heading': 'Unirse sin invitación',
    'staticPage.whoCanJoin.s2.p1':
      'Puedes solicitarlo con tu dirección de correo electrónico. El equipo del club lee cada solicitud y responde en pocos días.',
    'staticPage.whoCanJoin.s2.p2':
      'Antes de tu primera reserva confirmamos tu correo electrónico, tu número de teléfono y, para algunas socias, un documento de identidad.',
    'staticPage.whoCanJoin.next': 'Hazte socia',
    'staticPage.termsService.title': 'Condiciones del servicio',
    'staticPage.termsService.lead':
      'Estas condiciones son el acuerdo entre tú y Golightly cuando usas el club como huésped, como anfitriona o como ambas.',
    'staticPage.termsService.s1.heading': 'Tu cuenta',
    'staticPage.termsService.s1.p1':
      'Debes ser una mujer de 21 años o más, dar datos exactos y no compartir tu contraseña. Una cuenta por persona.',
    'staticPage.termsService.s2.heading': 'Reservas y pagos',
    'staticPage.termsService.s2.p1':
      'Los pagos se hacen solo a través de Golightly. Una reserva se confirma cuando la anfitriona la acepta; los reembolsos siguen la política de cancelación que figuraba en el anuncio cuando reservaste.',
    'staticPage.termsService.s2.p2':
      'Las anfitrionas reciben su pago unas 24 horas después de la llegada de la huésped.',
    'staticPage.termsService.s3.heading': 'Conducta',
    'staticPage.termsService.s3.p1':
      'Las socias cumplen la carta del club y las normas de cada casa. Podemos suspender una cuenta que las incumpla.',
    'staticPage.privacy.title': 'Política de privacidad',
    'staticPage.privacy.lead':
      'Recogemos lo que el club necesita para mantener a las socias seguras y las estancias en marcha, y nada que nos incomodara explicar.',
    'staticPage.privacy.s1.heading': 'Qué guardamos',
    'staticPage.privacy.s1.p1':
      'Tu nombre, tus datos de contacto, tu fecha de nacimiento y tus documentos de verificación; tus anuncios, reservas y mensajes; y los datos de pago que guarda nuestro proveedor de pagos.',
    'staticPage.privacy.s1.p2':
      'Los datos personales como tu correo electrónico, tu número de teléfono y tu fecha de nacimiento se guardan cifrados.',
    'staticPage.privacy.s2.heading': 'Qué no hacemos nunca',
    'staticPage.privacy.s2.p1': 'No vendemos datos de las socias ni usamos cookies publicitarias.',
    'staticPage.privacy.s3.heading': 'Tus opciones',
    'staticPage.privacy.s3.p1':
      'Puedes editar tu perfil en cualquier momento, darte de baja del boletín desde cualquier número y eliminar tu cuenta desde los ajustes de tu cuenta.',
    'staticPage.safety.title': 'La seguridad, lo primero',
    'staticPage.safety.lead':
      'Cada socia está verificada, cada estancia es entre socias y el equipo del club está a un mensaje de distancia.',
    'staticPage.safety.s1.heading': 'Antes de viajar',
    'staticPage.safety.s1.p1':
      'Lee el anuncio y las reseñas de la anfitriona, mantén todos los mensajes y pagos en Golightly y comparte tu itinerario con alguien de casa.',
    'staticPage.safety.s2.heading': 'Durante tu estancia',
    'staticPage.safety.s2.p1':
      'Si algo no te parece bien, vete y cuéntanoslo. Puedes denunciar a una socia desde su perfil o desde cualquier conversación; una persona lee las denuncias todos los días.',
    'staticPage.safety.next': 'Obtener ayuda',
    'staticPage.help.title': '¿Cómo podemos ayudarte?',
    'staticPage.help.lead':
      'Respuestas a las preguntas que más hacen las socias y cómo contactar con el equipo del club.',
    'staticPage.help.s1.heading': 'Reservar una estancia',
    'staticPage.help.s1.p1':
      'Busca en el mapa, envía una solicitud de reserva y la anfitriona tiene 24 horas para responder. Solo se cobra en tu tarjeta cuando ella acepta.',
    'staticPage.help.s2.heading': 'Alojar',
    'staticPage.help.s2.p1':
      'Publica tu casa desde el menú Anfitriona. Los pagos se liberan unas 24 horas después de la llegada de tu huésped.',
    'staticPage.help.s3.heading': '¿Sigues sin solución?',
    'staticPage.help.s3.p1':
      'Escríbenos desde la página de contacto y alguien del equipo del club te responderá en un día.',
    'staticPage.help.next': 'Contacta con el equipo del club',
    'staticPage.business.title': 'Viajes de negocios',
    'staticPage.business.lead':
      'Casas con un escritorio de verdad y wifi rápido, de anfitrionas que saben lo que necesita un viaje de trabajo.',
    'staticPage.business.s1.heading': 'Pensado para trabajar fuera',
    'staticPage.business.s1.p1':
      'Filtra por casas aptas para trabajar: un espacio de trabajo, internet fiable, llegada autónoma y una calle tranquila. Quédate una noche o un mes.',
    'staticPage.careers.title': 'Trabajar en Golightly',
    'staticPage.careers.lead': 'Somos un equipo pequeño y en remoto que construye el club al que queremos pertenecer.',
    'staticPage.careers.s1.heading': 'Cómo trabajamos',
    'staticPage.careers.s1.p1':
      'Trabajamos desde donde estemos, nos vemos en persona dos veces al año y cada persona del equipo recibe crédito de viaje para usar en el club.',
    'staticPage.careers.s1.p2':
      'Ahora mismo no tenemos puestos abiertos. Las socias que quieran enterarse las primeras pueden seguir el tablón Hustle.',
    'staticPage.citizen.title': 'Ciudadana global',
    'staticPage.citizen.lead':
      'Viajes que dejan un lugar mejor: socias que alojan y viajan cuidando de las personas y los lugares que visitan.',
    'staticPage.citizen.s1.heading': 'Viajar bien',
    'staticPage.citizen.s1.p1':
      'Quédate más tiempo y muévete menos, compra en el barrio y sigue los consejos de tu anfitriona sobre lo que la ciudad necesita de sus visitantes.',
    'staticPage.guide.title': 'La guía de Golightly',
    'staticPage.guide.lead': 'Cómo funciona el club, desde tu primera reserva hasta tu primera huésped.',
    'staticPage.guide.s1.heading': 'Para huéspedes',
    'staticPage.guide.s1.p1':
      'Completa tu perfil, verifica tu teléfono y solicita una estancia. Tu anfitriona responde en 24 horas.',
    'staticPage.guide.s2.heading': 'Para anfitrionas',
    'staticPage.guide.s2.p1':
      'Publica tu casa en pocos pasos, fija tu calendario y tus precios y elige una política de cancelación.',
    'staticPage.hospitality.title': 'La hospitalidad al estilo Golightly',
    'staticPage.hospitality.lead': 'Lo que hacen nuestras anfitrionas mejor valoradas y que las huéspedes recuerdan.',
    'staticPage.hospitality.s1.heading': 'Pequeños detalles, bien hechos',
    'staticPage.hospitality.s1.p1':
      'Sábanas y toallas limpias, instrucciones de llegada claras, una lista de tus sitios favoritos cercanos y una respuesta rápida cuando tu huésped te escribe.',
    'staticPage.howToHost.title': 'Cómo ser anfitriona',
    'staticPage.howToHost.lead':
      'Comparte tu casa con mujeres de confianza y gana dinero con las noches que estás fuera.',
    'staticPage.howToHost.s1.heading': 'Publica tu espacio',
    'staticPage.howToHost.s1.p1':
      'Describe tu casa con sinceridad, añade fotos, fija tus precios y normas de la casa y publícala cuando estés lista.',
    'staticPage.howToHost.s2.heading': 'Recibe a tus huéspedes',
    'staticPage.howToHost.s2.p1':
      'Responde a las solicitudes en 24 horas. Tu pago se libera unas 24 horas después de la llegada, y un depósito de seguridad puede cubrir los daños reclamados en los 7 días siguientes a la salida.',
    'staticPage.howToHost.next': 'Por qué ser anfitriona en Golightly',
    'staticPage.policies.title': 'Políticas del club',
    'staticPage.policies.lead': 'Las normas que acepta cada socia, en un solo lugar.',
    'staticPage.policies.s1.heading': 'Cancelaciones',
    'staticPage.policies.s1.p1':
      'Cada anuncio tiene una de cuatro políticas: Flexible, Moderate, Strict o Super Strict 30 Days. Se aplica la que figuraba cuando reservaste.',
    'staticPage.policies.s2.heading': 'Reseñas',
    'staticPage.policies.s2.p1':
      'Huéspedes y anfitrionas se dejan una reseña mutua después de cada estancia. Las reseñas deben ser sinceras y tratar sobre la estancia.',
    'staticPage.press.title': 'Prensa',
    'staticPage.press.lead': '¿Escribes sobre mujeres y viajes? Estaremos encantadas de ayudarte.',
    'staticPage.press.s1.heading': 'Consultas de prensa',
    'staticPage.press.s1.p1':
      'Escríbenos desde la página de contacto indicando tu plazo. A las periodistas acreditadas se les puede dar una cuenta de prensa para ver el club por dentro.',
    'staticPage.responsibleHosting.title': 'Anfitrionas responsables',
    'staticPage.responsibleHosting.lead': 'Alojar es un privilegio tanto en tu barrio como en tu casa.',
    'staticPage.responsibleHosting.s1.heading': 'Conoce las normas locales',
    'staticPage.responsibleHosting.s1.p1':
      'Antes de publicar, consulta las normas de tu ciudad sobre alquileres de corta duración, tu contrato de alquiler o las normas de tu edificio, y tu seguro.',
    'staticPage.responsibleHosting.s2.heading': 'Sé una buena vecina',
    'staticPage.responsibleHosting.s2.p1':
      'Cuéntales a tus huéspedes las horas de silencio, los días de recogida de basura y dónde aparcar, y da a tus vecinos una forma de contactarte.',
    'staticPage.travel.title': 'Crédito de viaje',
    'staticPage.travel.lead': 'Crédito que ganas en el club y gastas en tu próxima estancia.',
    'staticPage.travel.s1.heading': 'Ganar crédito',
    'staticPage.travel.s1.p1':
      'Ganas crédito cuando una amiga a la que invitaste se une al club. Las socias Diamond reciben hasta 250 $ de crédito al año.',
    'staticPage.travel.s2.heading': 'Gastarlo',
    'staticPage.travel.s2.p1': 'El crédito puede pagar hasta la mitad de una reserva y se aplica al pagar.',
    'staticPage.travel.next': 'Invita a una amiga',
    'staticPage.travelOften.title': 'Viaja a menudo, viaja ligera',
    'staticPage.travelOften.lead':
      'Las socias que viajan a menudo ahorran en comisiones, se quedan más tiempo por menos y siempre tienen adónde ir.',
    'staticPage.travelOften.s1.heading': 'Las estancias largas cuestan menos',
    'staticPage.travelOften.s1.p1':
      'Muchas anfitrionas ofrecen descuentos semanales y mensuales, y las estancias de 28 noches o más cuentan como larga duración.',
    'staticPage.travelOften.s2.heading': 'Membresía Diamond',
    'staticPage.travelOften.s2.p1':
      'Las socias Diamond no pagan comisiones de reserva, de anuncio ni de alojamiento y tienen un 20 % de descuento en los viajes GoSolo: unos 600 $ al año para una viajera frecuente.',
    'staticPage.travelOften.next': 'Sobre la membresía Diamond',
    'staticPage.whyHost.title': 'Por qué ser anfitriona en Golightly',
    'staticPage.whyHost.lead':
      'Tus huéspedes son mujeres verificadas que han aceptado la carta del club, y tú eliges quién se queda.',
    'staticPage.whyHost.s1.heading': 'Tranquilidad',
    'staticPage.whyHost.s1.p1':
      'Aceptas o rechazas cada solicitud, puedes pedir un depósito de seguridad y puedes reclamar daños en los 7 días siguientes a la salida.',
    'staticPage.whyHost.s2.heading': 'Gana mientras estás fuera',
    'staticPage.whyHost.s2.p1':
      'Abre tu calendario para las semanas en que viajas y deja que tu casa pague tus propios viajes.',
    'staticPage.whyHost.next': 'Cómo ser anfitriona',
  },
  'it-IT': {
    'staticPage.eyebrow.aboutUs': 'Chi siamo',
    'staticPage.eyebrow.membership': 'Abbonamento',
    'staticPage.eyebrow.policies': 'Regole',
    'staticPage.eyebrow.safety': 'Sicurezza',
    'staticPage.eyebrow.help': 'Aiuto',
    'staticPage.eyebrow.discover': 'Scopri',
    'staticPage.eyebrow.company': 'Azienda',
    'staticPage.eyebrow.hosting': 'Ospitalità',
    'staticPage.eyebrow.travelCredit': 'Credito viaggio',
    'staticPage.aboutUs.title': 'Un club di viaggio per donne, guidato da donne',
    'staticPage.aboutUs.lead':
      'Golightly è un club privato in cui le donne si aprono a vicenda le porte di casa, viaggiano insieme e si aiutano a lavorare da qualsiasi luogo.',
    'staticPage.aboutUs.s1.heading': 'Perché abbiamo iniziato',
    'staticPage.aboutUs.s1.p1':
      'Le nostre fondatrici hanno passato anni a viaggiare per lavoro e hanno scoperto che le notti migliori lontano da casa erano quelle trascorse nella stanza degli ospiti di un’amica, non in albergo. Golightly trasforma quella fiducia tra amiche di amiche in un club.',
    'staticPage.aboutUs.s1.p2':
      'Ogni socia viene verificata prima di poter prenotare od ospitare, e ogni soggiorno avviene tra socie che hanno accettato la stessa carta.',
    'staticPage.aboutUs.s2.heading': 'Cosa fanno qui le socie',
    'staticPage.aboutUs.s2.p1':
      'Le socie prenotano soggiorni le une a casa delle altre, partecipano ai viaggi di gruppo GoSolo, si incontrano agli eventi nelle loro città e pubblicano e trovano lavoro sulla bacheca Hustle.',
    'staticPage.aboutUs.next': 'Scopri chi può iscriversi',
    'staticPage.whoCanJoin.title': 'Chi può iscriversi',
    'staticPage.whoCanJoin.lead':
      'Golightly è per donne dai 21 anni in su che viaggiano, ospitano o entrambe le cose, e che tratteranno le case delle altre socie come se fossero la propria.',
    'staticPage.whoCanJoin.s1.heading': 'Iscriversi con un invito',
    'staticPage.whoCanJoin.s1.p1':
      'La maggior parte delle socie si iscrive con un codice di invito di un’amica che è già socia. Ogni socia può invitare fino a cinque amiche.',
    'staticPage.whoCanJoin.s2.heading': 'Iscriversi senza invito',
    'staticPage.whoCanJoin.s2.p1':
      'Puoi fare domanda con il tuo indirizzo e-mail. Il team del club legge ogni domanda e risponde entro pochi giorni.',
    'staticPage.whoCanJoin.s2.p2':
      'Prima della tua prima prenotazione confermiamo la tua e-mail, il tuo numero di telefono e, per alcune socie, un documento d’identità.',
    'staticPage.whoCanJoin.next': 'Diventa socia',
    'staticPage.termsService.title': 'Termini di servizio',
    'staticPage.termsService.lead':
      'Questi termini sono l’accordo tra te e Golightly quando usi il club come ospite, come host o come entrambe.',
    'staticPage.termsService.s1.heading': 'Il tuo account',
    'staticPage.termsService.s1.p1':
      'Devi essere una donna di almeno 21 anni, fornire dati corretti e tenere la password per te. Un solo account per persona.',
    'staticPage.termsService.s2.heading': 'Prenotazioni e pagamenti',
    'staticPage.termsService.s2.p1':
      'I pagamenti avvengono solo tramite Golightly. Una prenotazione è confermata quando l’host la accetta; i rimborsi seguono le condizioni di cancellazione indicate nell’annuncio al momento della prenotazione.',
    'staticPage.termsService.s2.p2': 'Le host ricevono il pagamento circa 24 ore dopo l’arrivo dell’ospite.',
    'staticPage.termsService.s3.heading': 'Comportamento',
    'staticPage.termsService.s3.p1':
      'Le socie rispettano la carta del club e le regole della casa di ogni alloggio. Possiamo sospendere un account che non le rispetta.',
    'staticPage.privacy.title': 'Informativa sulla privacy',
    'staticPage.privacy.lead':
      'Raccogliamo ciò che serve al club per tenere al sicuro le socie e far funzionare i soggiorni, e nulla che ci metterebbe a disagio spiegare.',
    'staticPage.privacy.s1.heading': 'Cosa conserviamo',
    'staticPage.privacy.s1.p1':
      'Il tuo nome, i tuoi recapiti, la data di nascita e i documenti di verifica; i tuoi annunci, le prenotazioni e i messaggi; e i dati di pagamento custoditi dal nostro fornitore di pagamenti.',
    'staticPage.privacy.s1.p2':
      'I dati personali come la tua e-mail, il numero di telefono e la data di nascita vengono cifrati quando sono archiviati.',
    'staticPage.privacy.s2.heading': 'Cosa non facciamo mai',
    'staticPage.privacy.s2.p1': 'Non vendiamo i dati delle socie e non usiamo cookie pubblicitari.',
    'staticPage.privacy.s3.heading': 'Le tue scelte',
    'staticPage.privacy.s3.p1':
      'Puoi modificare il tuo profilo in qualsiasi momento, annullare l’iscrizione alla newsletter da qualsiasi numero ed eliminare il tuo account dalle impostazioni dell’account.',
    'staticPage.safety.title': 'La sicurezza prima di tutto',
    'staticPage.safety.lead':
      'Ogni socia è verificata, ogni soggiorno avviene tra socie e il team del club è a un messaggio di distanza.',
    'staticPage.safety.s1.heading': 'Prima di partire',
    'staticPage.safety.s1.p1':
      'Leggi l’annuncio e le recensioni dell’host, tieni tutti i messaggi e i pagamenti su Golightly e condividi il tuo itinerario con qualcuno a casa.',
    'staticPage.safety.s2.heading': 'Durante il soggiorno',
    'staticPage.safety.s2.p1':
      'Se qualcosa non ti sembra giusto, vattene e diccelo. Puoi segnalare una socia dal suo profilo o da qualsiasi conversazione; le segnalazioni vengono lette da una persona, ogni giorno.',
    'staticPage.safety.next': 'Chiedi aiuto',
    'staticPage.help.title': 'Come possiamo aiutarti?',
    'staticPage.help.lead': 'Le risposte alle domande più frequenti delle socie e come contattare il team del club.',
    'staticPage.help.s1.heading': 'Prenotare un soggiorno',
    'staticPage.help.s1.p1':
      'Cerca sulla mappa, invia una richiesta di prenotazione e l’host ha 24 ore per rispondere. La carta viene addebitata solo quando lei accetta.',
    'staticPage.help.s2.heading': 'Ospitare',
    'staticPage.help.s2.p1':
      'Pubblica la tua casa dal menu Host. I pagamenti vengono sbloccati circa 24 ore dopo l’arrivo della tua ospite.',
    'staticPage.help.s3.heading': 'Ancora in difficoltà?',
    'staticPage.help.s3.p1':
      'Scrivici dalla pagina dei contatti e una persona del team del club ti risponderà entro un giorno.',
    'staticPage.help.next': 'Contatta il team del club',
    'staticPage.business.title': 'Viaggi di lavoro',
    'staticPage.business.lead':
      'Case con una vera scrivania e un Wi-Fi veloce, ospitate da donne che sanno di cosa ha bisogno un viaggio di lavoro.',
    'staticPage.business.s1.heading': 'Pensato per lavorare in trasferta',
    'staticPage.business.s1.p1':
      'Filtra le case adatte al lavoro: uno spazio di lavoro, una connessione internet affidabile, il self check-in e una strada tranquilla. Resta una notte o un mese.',
    'staticPage.careers.title': 'Lavorare in Golightly',
    'staticPage.careers.lead': 'Siamo un piccolo team da remoto che costruisce il club di cui vogliamo fare parte.',
    'staticPage.careers.s1.heading': 'Come lavoriamo',
    'staticPage.careers.s1.p1':
      'Lavoriamo da dove ci troviamo, ci incontriamo di persona due volte l’anno e ogni persona del team riceve credito viaggio da usare nel club.',
    'staticPage.careers.s1.p2':
      'Al momento non abbiamo posizioni aperte. Le socie che vogliono saperlo per prime possono seguire la bacheca Hustle.',
    'staticPage.citizen.title': 'Cittadina del mondo',
    'staticPage.citizen.lead':
      'Viaggi che lasciano un luogo migliore: socie che ospitano e viaggiano con cura per le persone e i luoghi che visitano.',
    'staticPage.citizen.s1.heading': 'Viaggiare bene',
    'staticPage.citizen.s1.p1':
      'Resta più a lungo e spostati meno, fai acquisti nel quartiere e segui i consigli della tua host su ciò di cui la città ha bisogno dai suoi visitatori.',
    'staticPage.guide.title': 'La guida di Golightly',
    'staticPage.guide.lead': 'Come funziona il club, dalla tua prima prenotazione alla tua prima ospite.',
    'staticPage.guide.s1.heading': 'Per le ospiti',
    'staticPage.guide.s1.p1':
      'Completa il tuo profilo, verifica il telefono e poi richiedi un soggiorno. La tua host risponde entro 24 ore.',
    'staticPage.guide.s2.heading': 'Per le host',
    'staticPage.guide.s2.p1':
      'Pubblica la tua casa in pochi passaggi, imposta calendario e prezzi e scegli le condizioni di cancellazione.',
    'staticPage.hospitality.title': 'L’ospitalità secondo Golightly',
    'staticPage.hospitality.lead': 'Cosa fanno le nostre host con le migliori recensioni che le ospiti ricordano.',
    'staticPage.hospitality.s1.heading': 'Piccole cose, fatte bene',
    'staticPage.hospitality.s1.p1':
      'Lenzuola e asciugamani puliti, istruzioni chiare per il check-in, un elenco dei tuoi posti preferiti nei dintorni e una risposta rapida quando la tua ospite ti scrive.',
    'staticPage.howToHost.title': 'Come ospitare',
    'staticPage.howToHost.lead':
      'Condividi la tua casa con donne di cui ti puoi fidare e guadagna con le notti in cui sei via.',
    'staticPage.howToHost.s1.heading': 'Pubblica il tuo spazio',
    'staticPage.howToHost.s1.p1':
      'Descrivi la tua casa con onestà, aggiungi foto, imposta prezzi e regole della casa e pubblica quando sei pronta.',
    'staticPage.howToHost.s2.heading': 'Accogli le tue ospiti',
    'staticPage.howToHost.s2.p1':
      'Rispondi alle richieste entro 24 ore. Il pagamento viene sbloccato circa 24 ore dopo il check-in e un deposito cauzionale può coprire i danni segnalati entro 7 giorni dal check-out.',
    'staticPage.howToHost.next': 'Perché ospitare con Golightly',
    'staticPage.policies.title': 'Regole del club',
    'staticPage.policies.lead': 'Le regole che ogni socia accetta, tutte in un posto.',
    'staticPage.policies.s1.heading': 'Cancellazioni',
    'staticPage.policies.s1.p1':
      'Ogni annuncio ha una delle quattro condizioni: Flexible, Moderate, Strict o Super Strict 30 Days. Vale quella indicata al momento della prenotazione.',
    'staticPage.policies.s2.heading': 'Recensioni',
    'staticPage.policies.s2.p1':
      'Ospiti e host si recensiscono a vicenda dopo ogni soggiorno. Le recensioni devono essere oneste e riguardare il soggiorno.',
    'staticPage.press.title': 'Stampa',
    'staticPage.press.lead': 'Scrivi di donne e viaggi? Saremo felici di aiutarti.',
    'staticPage.press.s1.heading': 'Richieste stampa',
    'staticPage.press.s1.p1':
      'Scrivici dalla pagina dei contatti indicando la tua scadenza. Ai giornalisti accreditati possiamo dare un account stampa per vedere il club dall’interno.',
    'staticPage.responsibleHosting.title': 'Ospitalità responsabile',
    'staticPage.responsibleHosting.lead': 'Ospitare è un privilegio, nel tuo quartiere come in casa tua.',
    'staticPage.responsibleHosting.s1.heading': 'Conosci le regole locali',
    'staticPage.responsibleHosting.s1.p1':
      'Prima di pubblicare, verifica le regole della tua città sugli affitti brevi, il tuo contratto di locazione o il regolamento del condominio e la tua assicurazione.',
    'staticPage.responsibleHosting.s2.heading': 'Sii una buona vicina',
    'staticPage.responsibleHosting.s2.p1':
      'Informa le tue ospiti sulle ore di silenzio, sui giorni di raccolta dei rifiuti e sul parcheggio, e dai ai vicini un modo per contattarti.',
    'staticPage.travel.title': 'Credito viaggio',
    'staticPage.travel.lead': 'Credito che guadagni nel club e spendi per il tuo prossimo soggiorno.',
    'staticPage.travel.s1.heading': 'Guadagnare credito',
    'staticPage.travel.s1.p1':
      'Guadagni credito quando un’amica che hai invitato si iscrive al club. Le socie Diamond ricevono fino a 250 $ di credito all’anno.',
    'staticPage.travel.s2.heading': 'Spenderlo',
    'staticPage.travel.s2.p1': 'Il credito può coprire fino a metà di una prenotazione e viene applicato al pagamento.',
    'staticPage.travel.next': 'Invita un’amica',
    'staticPage.travelOften.title': 'Viaggia spesso, viaggia leggera',
    'staticPage.travelOften.lead':
      'Le socie che viaggiano spesso risparmiano sulle commissioni, restano più a lungo spendendo meno e hanno sempre un posto dove andare.',
    'staticPage.travelOften.s1.heading': 'I soggiorni lunghi costano meno',
    'staticPage.travelOften.s1.p1':
      'Molte host offrono sconti settimanali e mensili, e i soggiorni di 28 notti o più contano come lunghi.',
    'staticPage.travelOften.s2.heading': 'Abbonamento Diamond',
    'staticPage.travelOften.s2.p1':
      'Le socie Diamond non pagano commissioni di prenotazione, di pubblicazione né di ospitalità e hanno il 20% di sconto sui viaggi GoSolo: circa 600 $ all’anno per chi viaggia spesso.',
    'staticPage.travelOften.next': 'Scopri l’abbonamento Diamond',
    'staticPage.whyHost.title': 'Perché ospitare con Golightly',
    'staticPage.whyHost.lead':
      'Le tue ospiti sono donne verificate che hanno accettato la carta del club, e sei tu a scegliere chi soggiorna.',
    'staticPage.whyHost.s1.heading': 'Tranquillità',
    'staticPage.whyHost.s1.p1':
      'Accetti o rifiuti ogni richiesta, puoi chiedere un deposito cauzionale e puoi richiedere un risarcimento dei danni entro 7 giorni dal check-out.',
    'staticPage.whyHost.s2.heading': 'Guadagna mentre sei via',
    'staticPage.whyHost.s2.p1':
      'Apri il tuo calendario per le settimane in cui viaggi e lascia che la tua casa paghi i tuoi viaggi.',
    'staticPage.whyHost.next': 'Come ospitare',
  },
  'fr-FR': {
    'staticPage.eyebrow.aboutUs': 'À propos',
    'staticPage.eyebrow.membership': 'Adhésion',
    'staticPage.eyebrow.policies': 'Règles',
    'staticPage.eyebrow.safety': 'Sécurité',
    'staticPage.eyebrow.help': 'Aide',
    'staticPage.eyebrow.discover': 'Découvrir',
    'staticPage.eyebrow.company': 'Entreprise',
    'staticPage.eyebrow.hosting': 'Accueillir',
    'staticPage.eyebrow.travelCredit': 'Crédit voyage',
    'staticPage.aboutUs.title': 'Un club de voyage pour les femmes, dirigé par des femmes',
    'staticPage.aboutUs.lead':
      'Golightly est un club privé où les femmes s’ouvrent leurs portes les unes aux autres, voyagent ensemble et s’entraident pour travailler de n’importe où.',
    'staticPage.aboutUs.s1.heading': 'Pourquoi nous avons commencé',
    'staticPage.aboutUs.s1.p1':
      'Nos fondatrices ont passé des années à voyager pour leur travail et ont découvert que les meilleures nuits loin de chez elles se passaient dans la chambre d’amis d’une amie, pas à l’hôtel. Golightly transforme cette confiance entre amies d’amies en club.',
    'staticPage.aboutUs.s1.p2':
      'Chaque membre est vérifiée avant de pouvoir réserver ou accueillir, et chaque séjour se fait entre membres qui ont accepté la même charte.',
    'staticPage.aboutUs.s2.heading': 'Ce que font nos membres',
    'staticPage.aboutUs.s2.p1':
      'Les membres réservent des séjours les unes chez les autres, participent aux voyages de groupe GoSolo, se retrouvent lors d’événements dans leur ville, et publient ou trouvent du travail sur le tableau Hustle.',
    'staticPage.aboutUs.next': 'Voir qui peut nous rejoindre',
    'staticPage.whoCanJoin.title': 'Qui peut nous rejoindre',
    'staticPage.whoCanJoin.lead':
      'Golightly s’adresse aux femmes de 21 ans et plus qui voyagent, accueillent ou les deux, et qui traiteront le logement des autres membres comme le leur.',
    'staticPage.whoCanJoin.s1.heading': 'Nous rejoindre avec une invitation',
    'staticPage.whoCanJoin.s1.p1':
      'La plupart des membres nous rejoignent avec le code d’invitation d’une amie déjà membre. Chaque membre peut inviter jusqu’à cinq amies.',
    'staticPage.whoCanJoin.s2.heading': 'Nous rejoindre sans invitation',
    'staticPage.whoCanJoin.s2.p1':
      'Vous pouvez postuler avec votre adresse e-mail. L’équipe du club lit chaque candidature et répond en quelques jours.',
    'staticPage.whoCanJoin.s2.p2':
      'Avant votre première réservation, nous confirmons votre e-mail, votre numéro de téléphone et, pour certaines membres, une pièce d’identité.',
    'staticPage.whoCanJoin.next': 'Devenir membre',
    'staticPage.termsService.title': 'Conditions d’utilisation',
    'staticPage.termsService.lead':
      'Ces conditions constituent l’accord entre vous et Golightly lorsque vous utilisez le club en tant que voyageuse, hôtesse ou les deux.',
    'staticPage.termsService.s1.heading': 'Votre compte',
    'staticPage.termsService.s1.p1':
      'Vous devez être une femme de 21 ans ou plus, fournir des informations exactes et garder votre mot de passe pour vous. Un seul compte par personne.',
    'staticPage.termsService.s2.heading': 'Réservations et paiements',
    'staticPage.termsService.s2.p1':
      'Les paiements se font uniquement via Golightly. Une réservation est confirmée lorsque l’hôtesse l’accepte ; les remboursements suivent les conditions d’annulation affichées sur l’annonce au moment de votre réservation.',
    'staticPage.termsService.s2.p2':
      'Les hôtesses reçoivent leur versement environ 24 heures après l’arrivée de la voyageuse.',
    'staticPage.termsService.s3.heading': 'Conduite',
    'staticPage.termsService.s3.p1':
      'Les membres respectent la charte du club et le règlement intérieur de chaque logement. Nous pouvons suspendre un compte qui ne les respecte pas.',
    'staticPage.privacy.title': 'Politique de confidentialité',
    'staticPage.privacy.lead':
      'Nous collectons ce dont le club a besoin pour assurer la sécurité des membres et le bon déroulement des séjours, et rien que nous serions gênées d’expliquer.',
    'staticPage.privacy.s1.heading': 'Ce que nous conservons',
    'staticPage.privacy.s1.p1':
      'Votre nom, vos coordonnées, votre date de naissance et vos documents de vérification ; vos annonces, réservations et messages ; et les données de paiement détenues par notre prestataire de paiement.',
    'staticPage.privacy.s1.p2':
      'Les données personnelles comme votre e-mail, votre numéro de téléphone et votre date de naissance sont chiffrées lors de leur stockage.',
    'staticPage.privacy.s2.heading': 'Ce que nous ne faisons jamais',
    'staticPage.privacy.s2.p1':
      'Nous ne vendons pas les données des membres et nous n’utilisons pas de cookies publicitaires.',
    'staticPage.privacy.s3.heading': 'Vos choix',
    'staticPage.privacy.s3.p1':
      'Vous pouvez modifier votre profil à tout moment, vous désabonner de la newsletter depuis n’importe quel numéro, et supprimer votre compte depuis les paramètres de votre compte.',
    'staticPage.safety.title': 'La sécurité avant tout',
    'staticPage.safety.lead':
      'Chaque membre est vérifiée, chaque séjour se fait entre membres, et l’équipe du club est à un message de vous.',
    'staticPage.safety.s1.heading': 'Avant de partir',
    'staticPage.safety.s1.p1':
      'Lisez l’annonce et les avis sur l’hôtesse, gardez tous vos messages et paiements sur Golightly, et communiquez votre itinéraire à un proche.',
    'staticPage.safety.s2.heading': 'Pendant votre séjour',
    'staticPage.safety.s2.p1':
      'Si quelque chose ne vous semble pas normal, partez et prévenez-nous. Vous pouvez signaler une membre depuis son profil ou depuis n’importe quelle conversation ; les signalements sont lus par une personne, tous les jours.',
    'staticPage.safety.next': 'Obtenir de l’aide',
    'staticPage.help.title': 'Comment pouvons-nous vous aider ?',
    'staticPage.help.lead':
      'Les réponses aux questions les plus fréquentes des membres, et comment joindre l’équipe du club.',
    'staticPage.help.s1.heading': 'Réserver un séjour',
    'staticPage.help.s1.p1':
      'Cherchez sur la carte, envoyez une demande de réservation, et l’hôtesse a 24 heures pour répondre. Votre carte n’est débitée que lorsqu’elle accepte.',
    'staticPage.help.s2.heading': 'Accueillir',
    'staticPage.help.s2.p1':
      'Proposez votre logement depuis le menu Hôtesse. Les versements sont libérés environ 24 heures après l’arrivée de votre voyageuse.',
    'staticPage.help.s3.heading': 'Toujours bloquée ?',
    'staticPage.help.s3.p1':
      'Écrivez-nous depuis la page de contact et une personne de l’équipe du club vous répondra sous un jour.',
    'staticPage.help.next': 'Contacter l’équipe du club',
    'staticPage.business.title': 'Voyages d’affaires',
    'staticPage.business.lead':
      'Des logements avec un vrai bureau et un Wi-Fi rapide, tenus par des femmes qui savent ce dont un voyage professionnel a besoin.',
    'staticPage.business.s1.heading': 'Pensé pour travailler ailleurs',
    'staticPage.business.s1.p1':
      'Filtrez les logements adaptés au travail : un espace de travail, une connexion internet fiable, une arrivée autonome et une rue calme. Restez une nuit ou un mois.',
    'staticPage.careers.title': 'Travailler chez Golightly',
    'staticPage.careers.lead':
      'Nous sommes une petite équipe à distance qui construit le club dont nous voulons faire partie.',
    'staticPage.careers.s1.heading': 'Notre façon de travailler',
    'staticPage.careers.s1.p1':
      'Nous travaillons d’où nous sommes, nous nous retrouvons en personne deux fois par an, et chaque membre de l’équipe reçoit du crédit voyage à utiliser dans le club.',
    'staticPage.careers.s1.p2':
      'Nous n’avons aucun poste ouvert pour le moment. Les membres qui veulent être les premières informées peuvent suivre le tableau Hustle.',
    'staticPage.citizen.title': 'Citoyenne du monde',
    'staticPage.citizen.lead':
      'Des voyages qui laissent un lieu meilleur : des membres qui accueillent et voyagent en prenant soin des gens et des lieux qu’elles visitent.',
    'staticPage.citizen.s1.heading': 'Bien voyager',
    'staticPage.citizen.s1.p1':
      'Restez plus longtemps et déplacez-vous moins, faites vos courses dans le quartier, et suivez les conseils de votre hôtesse sur ce dont la ville a besoin de la part de ses visiteurs.',
    'staticPage.guide.title': 'Le guide Golightly',
    'staticPage.guide.lead': 'Comment fonctionne le club, de votre première réservation à votre première voyageuse.',
    'staticPage.guide.s1.heading': 'Pour les voyageuses',
    'staticPage.guide.s1.p1':
      'Complétez votre profil, vérifiez votre téléphone, puis demandez un séjour. Votre hôtesse répond sous 24 heures.',
    'staticPage.guide.s2.heading': 'Pour les hôtesses',
    'staticPage.guide.s2.p1':
      'Proposez votre logement en quelques étapes, définissez votre calendrier et vos prix, et choisissez des conditions d’annulation.',
    'staticPage.hospitality.title': 'L’hospitalité à la manière de Golightly',
    'staticPage.hospitality.lead': 'Ce que font nos hôtesses les mieux notées et dont les voyageuses se souviennent.',
    'staticPage.hospitality.s1.heading': 'De petites attentions, bien faites',
    'staticPage.hospitality.s1.p1':
      'Des draps et des serviettes propres, des instructions d’arrivée claires, une liste de vos adresses préférées à proximité, et une réponse rapide quand votre voyageuse vous écrit.',
    'staticPage.howToHost.title': 'Comment accueillir',
    'staticPage.howToHost.lead':
      'Partagez votre logement avec des femmes de confiance, et gagnez de l’argent pendant les nuits où vous êtes absente.',
    'staticPage.howToHost.s1.heading': 'Proposez votre logement',
    'staticPage.howToHost.s1.p1':
      'Décrivez votre logement avec honnêteté, ajoutez des photos, fixez vos prix et votre règlement intérieur, et publiez quand vous êtes prête.',
    'staticPage.howToHost.s2.heading': 'Accueillez vos voyageuses',
    'staticPage.howToHost.s2.p1':
      'Répondez aux demandes sous 24 heures. Votre versement est libéré environ 24 heures après l’arrivée, et un dépôt de garantie peut couvrir les dégâts signalés dans les 7 jours suivant le départ.',
    'staticPage.howToHost.next': 'Pourquoi accueillir avec Golightly',
    'staticPage.policies.title': 'Règles du club',
    'staticPage.policies.lead': 'Les règles que chaque membre accepte, réunies en un seul endroit.',
    'staticPage.policies.s1.heading': 'Annulations',
    'staticPage.policies.s1.p1':
      'Chaque annonce applique l’une des quatre conditions d’annulation : Flexible, Moderate, Strict ou Super Strict 30 Days. C’est celle affichée au moment de votre réservation qui s’applique.',
    'staticPage.policies.s2.heading': 'Avis',
    'staticPage.policies.s2.p1':
      'Voyageuses et hôtesses se laissent mutuellement un avis après chaque séjour. Les avis doivent être honnêtes et porter sur le séjour.',
    'staticPage.press.title': 'Presse',
    'staticPage.press.lead': 'Vous écrivez sur les femmes et le voyage ? Nous serons ravies de vous aider.',
    'staticPage.press.s1.heading': 'Demandes presse',
    'staticPage.press.s1.p1':
      'Écrivez-nous depuis la page de contact en indiquant votre date limite. Les journalistes accrédités peuvent recevoir un compte presse pour découvrir le club de l’intérieur.',
    'staticPage.responsibleHosting.title': 'Accueil responsable',
    'staticPage.responsibleHosting.lead': 'Accueillir est un privilège, dans votre quartier comme chez vous.',
    'staticPage.responsibleHosting.s1.heading': 'Connaître les règles locales',
    'staticPage.responsibleHosting.s1.p1':
      'Avant de publier, vérifiez la réglementation de votre ville sur la location de courte durée, votre bail ou le règlement de votre immeuble, et votre assurance.',
    'staticPage.responsibleHosting.s2.heading': 'Être une bonne voisine',
    'staticPage.responsibleHosting.s2.p1':
      'Informez vos voyageuses des heures de calme, des jours de collecte des déchets et du stationnement, et donnez à vos voisins un moyen de vous joindre.',
    'staticPage.travel.title': 'Crédit voyage',
    'staticPage.travel.lead': 'Du crédit que vous gagnez dans le club et que vous dépensez pour votre prochain séjour.',
    'staticPage.travel.s1.heading': 'Gagner du crédit',
    'staticPage.travel.s1.p1':
      'Vous gagnez du crédit lorsqu’une amie que vous avez invitée rejoint le club. Les membres Diamond reçoivent jusqu’à 250 $ de crédit par an.',
    'staticPage.travel.s2.heading': 'Le dépenser',
    'staticPage.travel.s2.p1':
      'Le crédit peut payer jusqu’à la moitié d’une réservation et s’applique au moment du paiement.',
    'staticPage.travel.next': 'Inviter une amie',
    'staticPage.travelOften.title': 'Voyagez souvent, voyagez léger',
    'staticPage.travelOften.lead':
      'Les membres qui voyagent souvent économisent sur les frais, restent plus longtemps pour moins cher et ont toujours un endroit où aller.',
    'staticPage.travelOften.s1.heading': 'Les longs séjours coûtent moins cher',
    'staticPage.travelOften.s1.p1':
      'De nombreuses hôtesses proposent des réductions à la semaine et au mois, et les séjours de 28 nuits ou plus comptent comme des séjours longue durée.',
    'staticPage.travelOften.s2.heading': 'Adhésion Diamond',
    'staticPage.travelOften.s2.p1':
      'Les membres Diamond ne paient aucuns frais de réservation, d’annonce ni d’accueil et bénéficient de 20 % de réduction sur les voyages GoSolo : environ 600 $ par an pour une grande voyageuse.',
    'staticPage.travelOften.next': 'Découvrir l’adhésion Diamond',
    'staticPage.whyHost.title': 'Pourquoi accueillir avec Golightly',
    'staticPage.whyHost.lead':
      'Vos voyageuses sont des femmes vérifiées qui ont accepté la charte du club, et c’est vous qui choisissez qui séjourne chez vous.',
    'staticPage.whyHost.s1.heading': 'L’esprit tranquille',
    'staticPage.whyHost.s1.p1':
      'Vous acceptez ou refusez chaque demande, pouvez demander un dépôt de garantie et pouvez réclamer des dommages dans les 7 jours suivant le départ.',
    'staticPage.whyHost.s2.heading': 'Gagner pendant votre absence',
    'staticPage.whyHost.s2.p1':
      'Ouvrez votre calendrier pour les semaines où vous voyagez, et laissez votre logement financer vos propres voyages.',
    'staticPage.whyHost.next': 'Comment accueillir',
  },
  'pt-PT': {
    'staticPage.eyebrow.aboutUs': 'Sobre nós',
    'staticPage.eyebrow.membership': 'Adesão',
    'staticPage.eyebrow.policies': 'Políticas',
    'staticPage.eyebrow.safety': 'Segurança',
    'staticPage.eyebrow.help': 'Ajuda',
    'staticPage.eyebrow.discover': 'Descobrir',
    'staticPage.eyebrow.company': 'Empresa',
    'staticPage.eyebrow.hosting': 'Anfitriãs',
    'staticPage.eyebrow.travelCredit': 'Crédito de viagem',
    'staticPage.aboutUs.title': 'Um clube de viagens para mulheres, gerido por mulheres',
    'staticPage.aboutUs.lead':
      'A Golightly é um clube privado onde as mulheres abrem as suas casas umas às outras, viajam juntas e ajudam-se a trabalhar a partir de qualquer lugar.',
    'staticPage.aboutUs.s1.heading': 'Porque começámos',
    'staticPage.aboutUs.s1.p1':
      'As nossas fundadoras passaram anos a viajar em trabalho e perceberam que as melhores noites fora de casa eram passadas no quarto de hóspedes de uma amiga, não num hotel. A Golightly transforma essa confiança entre amigas de amigas num clube.',
    'staticPage.aboutUs.s1.p2':
      'Cada sócia é verificada antes de poder reservar ou receber hóspedes, e cada estadia é entre sócias que aceitaram a mesma carta.',
    'staticPage.aboutUs.s2.heading': 'O que fazem aqui as sócias',
    'staticPage.aboutUs.s2.p1':
      'As sócias reservam estadias nas casas umas das outras, participam nas viagens de grupo GoSolo, encontram-se em eventos nas suas cidades e publicam e encontram trabalho no quadro Hustle.',
    'staticPage.aboutUs.next': 'Ver quem pode aderir',
    'staticPage.whoCanJoin.title': 'Quem pode aderir',
    'staticPage.whoCanJoin.lead':
      'A Golightly é para mulheres com 21 anos ou mais que viajam, recebem hóspedes ou ambas as coisas, e que vão tratar as casas das outras sócias como se fossem a sua.',
    'staticPage.whoCanJoin.s1.heading': 'Aderir com um convite',
    'staticPage.whoCanJoin.s1.p1':
      'A maioria das sócias adere com um código de convite de uma amiga que já é sócia. Cada sócia pode convidar até cinco amigas.',
    'staticPage.whoCanJoin.s2.heading': 'Aderir sem convite',
    'staticPage.whoCanJoin.s2.p1':
      'Pode candidatar-se com o seu endereço de e-mail. A equipa do clube lê cada candidatura e responde em poucos dias.',
    'staticPage.whoCanJoin.s2.p2':
      'Antes da sua primeira reserva, confirmamos o seu e-mail, o seu número de telefone e, para algumas sócias, um documento de identificação.',
    'staticPage.whoCanJoin.next': 'Torne-se sócia',
    'staticPage.termsService.title': 'Termos de serviço',
    'staticPage.termsService.lead':
      'Estes termos são o acordo entre si e a Golightly quando utiliza o clube como hóspede, como anfitriã ou como ambas.',
    'staticPage.termsService.s1.heading': 'A sua conta',
    'staticPage.termsService.s1.p1':
      'Tem de ser uma mulher com 21 anos ou mais, dar dados exatos e guardar a sua palavra-passe só para si. Uma conta por pessoa.',
    'staticPage.termsService.s2.heading': 'Reservas e pagamentos',
    'staticPage.termsService.s2.p1':
      'Os pagamentos são feitos apenas através da Golightly. Uma reserva fica confirmada quando a anfitriã a aceita; os reembolsos seguem a política de cancelamento indicada no anúncio quando reservou.',
    'staticPage.termsService.s2.p2':
      'As anfitriãs recebem o pagamento cerca de 24 horas depois do check-in da hóspede.',
    'staticPage.termsService.s3.heading': 'Conduta',
    'staticPage.termsService.s3.p1':
      'As sócias cumprem a carta do clube e as regras de cada casa. Podemos suspender uma conta que as desrespeite.',
    'staticPage.privacy.title': 'Política de privacidade',
    'staticPage.privacy.lead':
      'Recolhemos o que o clube precisa para manter as sócias seguras e as estadias a funcionar, e nada que nos deixasse desconfortáveis explicar.',
    'staticPage.privacy.s1.heading': 'O que guardamos',
    'staticPage.privacy.s1.p1':
      'O seu nome, contactos, data de nascimento e documentos de verificação; os seus anúncios, reservas e mensagens; e os dados de pagamento guardados pelo nosso prestador de pagamentos.',
    'staticPage.privacy.s1.p2':
      'Os dados pessoais, como o seu e-mail, número de telefone e data de nascimento, são encriptados quando guardados.',
    'staticPage.privacy.s2.heading': 'O que nunca fazemos',
    'staticPage.privacy.s2.p1': 'Não vendemos dados das sócias nem usamos cookies de publicidade.',
    'staticPage.privacy.s3.heading': 'As suas escolhas',
    'staticPage.privacy.s3.p1':
      'Pode editar o seu perfil a qualquer momento, cancelar a subscrição da newsletter a partir de qualquer edição e eliminar a sua conta nas definições da conta.',
    'staticPage.safety.title': 'A segurança em primeiro lugar',
    'staticPage.safety.lead':
      'Cada sócia é verificada, cada estadia é entre sócias e a equipa do clube está à distância de uma mensagem.',
    'staticPage.safety.s1.heading': 'Antes de viajar',
    'staticPage.safety.s1.p1':
      'Leia o anúncio e as avaliações da anfitriã, mantenha todas as mensagens e pagamentos na Golightly e partilhe o seu itinerário com alguém em casa.',
    'staticPage.safety.s2.heading': 'Durante a sua estadia',
    'staticPage.safety.s2.p1':
      'Se algo não lhe parecer bem, saia e diga-nos. Pode denunciar uma sócia a partir do perfil dela ou de qualquer conversa; as denúncias são lidas por uma pessoa, todos os dias.',
    'staticPage.safety.next': 'Obter ajuda',
    'staticPage.help.title': 'Como podemos ajudar?',
    'staticPage.help.lead': 'Respostas às perguntas que as sócias mais fazem e como contactar a equipa do clube.',
    'staticPage.help.s1.heading': 'Reservar uma estadia',
    'staticPage.help.s1.p1':
      'Pesquise no mapa, envie um pedido de reserva e a anfitriã tem 24 horas para responder. O seu cartão só é cobrado quando ela aceita.',
    'staticPage.help.s2.heading': 'Receber hóspedes',
    'staticPage.help.s2.p1':
      'Anuncie a sua casa a partir do menu Anfitriã. Os pagamentos são libertados cerca de 24 horas depois do check-in da sua hóspede.',
    'staticPage.help.s3.heading': 'Ainda com dúvidas?',
    'staticPage.help.s3.p1':
      'Escreva-nos a partir da página de contacto e alguém da equipa do clube responde-lhe no prazo de um dia.',
    'staticPage.help.next': 'Contactar a equipa do clube',
    'staticPage.business.title': 'Viagens de negócios',
    'staticPage.business.lead':
      'Casas com uma secretária a sério e Wi-Fi rápido, de anfitriãs que sabem do que precisa uma viagem de trabalho.',
    'staticPage.business.s1.heading': 'Pensado para trabalhar fora',
    'staticPage.business.s1.p1':
      'Filtre as casas adequadas para trabalhar: um espaço de trabalho, internet fiável, check-in autónomo e uma rua sossegada. Fique uma noite ou um mês.',
    'staticPage.careers.title': 'Trabalhar na Golightly',
    'staticPage.careers.lead': 'Somos uma pequena equipa à distância a construir o clube a que queremos pertencer.',
    'staticPage.careers.s1.heading': 'Como trabalhamos',
    'staticPage.careers.s1.p1':
      'Trabalhamos a partir de onde estivermos, encontramo-nos pessoalmente duas vezes por ano e cada pessoa da equipa recebe crédito de viagem para usar no clube.',
    'staticPage.careers.s1.p2':
      'De momento não temos vagas abertas. As sócias que queiram saber em primeira mão podem seguir o quadro Hustle.',
    'staticPage.citizen.title': 'Cidadã global',
    'staticPage.citizen.lead':
      'Viagens que deixam um lugar melhor: sócias que recebem hóspedes e viajam com cuidado pelas pessoas e pelos lugares que visitam.',
    'staticPage.citizen.s1.heading': 'Viajar bem',
    'staticPage.citizen.s1.p1':
      'Fique mais tempo e desloque-se menos, faça compras no bairro e siga os conselhos da sua anfitriã sobre o que a cidade precisa dos seus visitantes.',
    'staticPage.guide.title': 'O guia Golightly',
    'staticPage.guide.lead': 'Como funciona o clube, da sua primeira reserva à sua primeira hóspede.',
    'staticPage.guide.s1.heading': 'Para hóspedes',
    'staticPage.guide.s1.p1':
      'Complete o seu perfil, verifique o seu telefone e depois peça uma estadia. A sua anfitriã responde em 24 horas.',
    'staticPage.guide.s2.heading': 'Para anfitriãs',
    'staticPage.guide.s2.p1':
      'Anuncie a sua casa em poucos passos, defina o calendário e os preços e escolha uma política de cancelamento.',
    'staticPage.hospitality.title': 'A hospitalidade à maneira Golightly',
    'staticPage.hospitality.lead':
      'O que fazem as nossas anfitriãs mais bem avaliadas e de que as hóspedes se lembram.',
    'staticPage.hospitality.s1.heading': 'Pequenas coisas, bem feitas',
    'staticPage.hospitality.s1.p1':
      'Lençóis e toalhas lavados, instruções de check-in claras, uma lista dos sítios de que mais gosta ali perto e uma resposta rápida quando a sua hóspede escreve.',
    'staticPage.howToHost.title': 'Como ser anfitriã',
    'staticPage.howToHost.lead':
      'Partilhe a sua casa com mulheres em quem pode confiar e ganhe com as noites em que está fora.',
    'staticPage.howToHost.s1.heading': 'Anuncie o seu espaço',
    'staticPage.howToHost.s1.p1':
      'Descreva a sua casa com honestidade, adicione fotografias, defina os preços e as regras da casa e publique quando estiver pronta.',
    'staticPage.howToHost.s2.heading': 'Receba as suas hóspedes',
    'staticPage.howToHost.s2.p1':
      'Responda aos pedidos em 24 horas. O seu pagamento é libertado cerca de 24 horas depois do check-in, e um depósito de segurança pode cobrir danos reclamados até 7 dias após o check-out.',
    'staticPage.howToHost.next': 'Porquê receber hóspedes com a Golightly',
    'staticPage.policies.title': 'Políticas do clube',
    'staticPage.policies.lead': 'As regras que cada sócia aceita, num só lugar.',
    'staticPage.policies.s1.heading': 'Cancelamentos',
    'staticPage.policies.s1.p1':
      'Cada anúncio tem uma de quatro políticas: Flexible, Moderate, Strict ou Super Strict 30 Days. Aplica-se a que estava indicada quando reservou.',
    'staticPage.policies.s2.heading': 'Avaliações',
    'staticPage.policies.s2.p1':
      'Hóspedes e anfitriãs avaliam-se mutuamente depois de cada estadia. As avaliações têm de ser honestas e sobre a estadia.',
    'staticPage.press.title': 'Imprensa',
    'staticPage.press.lead': 'Escreve sobre mulheres e viagens? Teremos todo o gosto em ajudar.',
    'staticPage.press.s1.heading': 'Pedidos de imprensa',
    'staticPage.press.s1.p1':
      'Escreva-nos a partir da página de contacto com o seu prazo. Os jornalistas acreditados podem receber uma conta de imprensa para conhecer o clube por dentro.',
    'staticPage.responsibleHosting.title': 'Receber com responsabilidade',
    'staticPage.responsibleHosting.lead': 'Receber hóspedes é um privilégio, tanto no seu bairro como na sua casa.',
    'staticPage.responsibleHosting.s1.heading': 'Conheça as regras locais',
    'staticPage.responsibleHosting.s1.p1':
      'Antes de anunciar, confirme as regras da sua cidade sobre alojamento de curta duração, o seu contrato de arrendamento ou o regulamento do prédio e o seu seguro.',
    'staticPage.responsibleHosting.s2.heading': 'Seja uma boa vizinha',
    'staticPage.responsibleHosting.s2.p1':
      'Informe as suas hóspedes sobre as horas de silêncio, os dias de recolha do lixo e o estacionamento, e dê aos vizinhos uma forma de a contactar.',
    'staticPage.travel.title': 'Crédito de viagem',
    'staticPage.travel.lead': 'Crédito que ganha no clube e gasta na sua próxima estadia.',
    'staticPage.travel.s1.heading': 'Ganhar crédito',
    'staticPage.travel.s1.p1':
      'Ganha crédito quando uma amiga que convidou adere ao clube. As sócias Diamond recebem até 250 $ de crédito por ano.',
    'staticPage.travel.s2.heading': 'Gastá-lo',
    'staticPage.travel.s2.p1': 'O crédito pode pagar até metade de uma reserva e é aplicado no pagamento.',
    'staticPage.travel.next': 'Convidar uma amiga',
    'staticPage.travelOften.title': 'Viaje muitas vezes, viaje leve',
    'staticPage.travelOften.lead':
      'As sócias que viajam muitas vezes poupam em taxas, ficam mais tempo por menos e têm sempre para onde ir.',
    'staticPage.travelOften.s1.heading': 'As estadias longas custam menos',
    'staticPage.travelOften.s1.p1':
      'Muitas anfitriãs oferecem descontos semanais e mensais, e as estadias de 28 noites ou mais contam como longa duração.',
    'staticPage.travelOften.s2.heading': 'Adesão Diamond',
    'staticPage.travelOften.s2.p1':
      'As sócias Diamond não pagam taxas de reserva, de anúncio nem de alojamento e têm 20% de desconto nas viagens GoSolo: cerca de 600 $ por ano para quem viaja com frequência.',
    'staticPage.travelOften.next': 'Sobre a adesão Diamond',
    'staticPage.whyHost.title': 'Porquê receber hóspedes com a Golightly',
    'staticPage.whyHost.lead':
      'As suas hóspedes são mulheres verificadas que aceitaram a carta do clube, e cabe-lhe a si escolher quem fica.',
    'staticPage.whyHost.s1.heading': 'Tranquilidade',
    'staticPage.whyHost.s1.p1':
      'Aceita ou recusa cada pedido, pode pedir um depósito de segurança e pode reclamar danos até 7 dias após o check-out.',
    'staticPage.whyHost.s2.heading': 'Ganhe enquanto está fora',
    'staticPage.whyHost.s2.p1':
      'Abra o seu calendário nas semanas em que viaja e deixe que a sua casa pague as suas próprias viagens.',
    'staticPage.whyHost.next': 'Como ser anfitriã',
  },
};
