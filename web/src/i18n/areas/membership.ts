// Texts of joining and membership: registration, become a member, membership and Diamond pages and their copy: English here, and each other locale's translation beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const membershipScreenMessages = defineMessages({
  // /membership and /membership-info
  membershipEyebrow: { id: 'membershipScreen.membership.eyebrow', defaultMessage: 'Membership' },
  membershipLead: {
    id: 'membershipScreen.membership.lead',
    defaultMessage:
      "Golightly is a members-only club for women who travel. Members stay in each other's homes, travel together, meet, and help each other at work. Membership is by invitation or by application.",
  },
  membershipPendingHeading: {
    id: 'membershipScreen.membership.pendingHeading',
    defaultMessage: 'Your application is pending review',
  },
  membershipPendingText: {
    id: 'membershipScreen.membership.pendingText',
    defaultMessage:
      'Thank you for applying, {name}. Our membership team is reviewing your application and will e-mail you once it is approved. Until then you can read about the club here and edit your profile.',
  },
  membershipRejectedHeading: {
    id: 'membershipScreen.membership.rejectedHeading',
    defaultMessage: 'Your application was not approved',
  },
  membershipRejectedText: {
    id: 'membershipScreen.membership.rejectedText',
    defaultMessage: '{declined}. If you think this is a mistake, please <link>contact us</link>.',
  },
  membershipDiamondMember: {
    id: 'membershipScreen.membership.diamondMember',
    defaultMessage: 'You are a Diamond member',
  },
  membershipMember: { id: 'membershipScreen.membership.member', defaultMessage: 'You are a member' },
  membershipInviteFriends: { id: 'membershipScreen.membership.inviteFriends', defaultMessage: 'Invite friends' },
  membershipYourDiamond: {
    id: 'membershipScreen.membership.yourDiamond',
    defaultMessage: 'Your Diamond membership',
  },
  membershipYourDashboard: { id: 'membershipScreen.membership.yourDashboard', defaultMessage: 'Your dashboard' },

  // Membership copy shared by the membership pages
  copyStandardEyebrow: { id: 'membershipScreen.copy.standardEyebrow', defaultMessage: 'Standard' },
  copyStandardHeading: { id: 'membershipScreen.copy.standardHeading', defaultMessage: 'Membership' },
  copyStandardHomes: {
    id: 'membershipScreen.copy.standardHomes',
    defaultMessage: 'Book homes hosted by women, and list your own home for women to stay in.',
  },
  copyStandardGoSolo: {
    id: 'membershipScreen.copy.standardGoSolo',
    defaultMessage: 'Join GoSolo group trips, on your own or with a friend.',
  },
  copyStandardSocial: {
    id: 'membershipScreen.copy.standardSocial',
    defaultMessage: 'Meet members in the social area, at events and through connections.',
  },
  copyStandardHustle: {
    id: 'membershipScreen.copy.standardHustle',
    defaultMessage: 'Find and offer work on the Hustle job board.',
  },
  copyStandardInvite: {
    id: 'membershipScreen.copy.standardInvite',
    defaultMessage: 'Invite up to {count} friends to join the club.',
  },
  copyDiamondEyebrow: { id: 'membershipScreen.copy.diamondEyebrow', defaultMessage: 'Diamond' },
  copyDiamondHeading: { id: 'membershipScreen.copy.diamondHeading', defaultMessage: 'Diamond membership' },
  copyDiamondFees: { id: 'membershipScreen.copy.diamondFees', defaultMessage: 'No booking, listing or hosting fees.' },
  copyDiamondCredit: { id: 'membershipScreen.copy.diamondCredit', defaultMessage: 'Up to $250 of travel credit.' },
  copyDiamondGoSolo: {
    id: 'membershipScreen.copy.diamondGoSolo',
    defaultMessage: '20% off GoSolo trips, and early access to new trips.',
  },
  copyDiamondPerks: { id: 'membershipScreen.copy.diamondPerks', defaultMessage: 'Partner perks and the concierge.' },
  copyDiamondInviteCredit: {
    id: 'membershipScreen.copy.diamondInviteCredit',
    defaultMessage: 'Invite credit for every friend who joins.',
  },
  copyAboutDiamond: { id: 'membershipScreen.copy.aboutDiamond', defaultMessage: 'About Diamond membership' },
  copyInvitationsHeading: { id: 'membershipScreen.copy.invitationsHeading', defaultMessage: 'How invitations work' },
  copyInvitationsShare: {
    id: 'membershipScreen.copy.invitationsShare',
    defaultMessage:
      'Every member may invite up to {count} friends. Share your personal link, or send invitations by e-mail from the <link>invite page</link>.',
  },
  copyInvitationsRegister: {
    id: 'membershipScreen.copy.invitationsRegister',
    defaultMessage:
      'Your friend opens the link, or enters your referral code, and registers at once: no application, no waiting. An e-mailed invitation is valid for 30 days and only for the address it was sent to.',
  },
  copyInvitationsCredit: {
    id: 'membershipScreen.copy.invitationsCredit',
    defaultMessage:
      'You earn ${dollars} of travel credit for each friend who joins. A pending invitation holds a place; cancel it to free the place again.',
  },
  copyJoinHeading: { id: 'membershipScreen.copy.joinHeading', defaultMessage: 'How to join' },
  copyJoinInvitation: {
    id: 'membershipScreen.copy.joinInvitation',
    defaultMessage:
      '<strong>With an invitation.</strong> A member sends you a link or a referral code; you register and are a member straight away.',
  },
  copyJoinApplication: {
    id: 'membershipScreen.copy.joinApplication',
    defaultMessage:
      '<strong>By application.</strong> No invitation yet? <link>Apply for membership</link>. Our team reviews each application by hand and e-mails you once it is approved.',
  },
  copyJoinAge: { id: 'membershipScreen.copy.joinAge', defaultMessage: 'Members are women aged 21 or older.' },
  diamondEyebrow: { id: 'membershipScreen.diamond.eyebrow', defaultMessage: 'Diamond' },
  diamondHeading: { id: 'membershipScreen.diamond.heading', defaultMessage: 'Diamond membership' },
  diamondLead: {
    id: 'membershipScreen.diamond.lead',
    defaultMessage:
      'For members who travel often: no fees, travel credit and the best of GoSolo. Diamond members save around $600 a year.',
  },
  diamondWelcome: {
    id: 'membershipScreen.diamond.welcome',
    defaultMessage: 'Welcome, {name}: you are a Diamond member',
  },
  diamondWelcomeText: {
    id: 'membershipScreen.diamond.welcomeText',
    defaultMessage: 'Your benefits apply automatically when you book, host and join trips.',
  },
  diamondFindStay: { id: 'membershipScreen.diamond.findStay', defaultMessage: 'Find a stay' },
  diamondGoSoloTrips: { id: 'membershipScreen.diamond.goSoloTrips', defaultMessage: 'GoSolo trips' },
  diamondNoFeesTitle: { id: 'membershipScreen.diamond.noFeesTitle', defaultMessage: 'No fees' },
  diamondNoFeesText: {
    id: 'membershipScreen.diamond.noFeesText',
    defaultMessage: 'No booking, listing or hosting fees on any stay you book or host.',
  },
  diamondCreditTitle: { id: 'membershipScreen.diamond.creditTitle', defaultMessage: 'Travel credit' },
  diamondCreditText: {
    id: 'membershipScreen.diamond.creditText',
    defaultMessage: 'Up to $250 of travel credit to spend on stays, with credit covering up to half of a payment.',
  },
  diamondGoSoloTitle: { id: 'membershipScreen.diamond.goSoloTitle', defaultMessage: 'GoSolo' },
  diamondGoSoloText: {
    id: 'membershipScreen.diamond.goSoloText',
    defaultMessage: '20% off GoSolo group trips, and early access when new trips open.',
  },
  diamondPerksTitle: { id: 'membershipScreen.diamond.perksTitle', defaultMessage: 'Perks and concierge' },
  diamondPerksText: {
    id: 'membershipScreen.diamond.perksText',
    defaultMessage: 'Partner perks and the concierge, who plans the details of your trip with you.',
  },
  diamondInviteTitle: { id: 'membershipScreen.diamond.inviteTitle', defaultMessage: 'Invite credit' },
  diamondInviteText: {
    id: 'membershipScreen.diamond.inviteText',
    defaultMessage: 'Travel credit for each friend you invite who joins the club.',
  },
  diamondBecomingHeading: {
    id: 'membershipScreen.diamond.becomingHeading',
    defaultMessage: 'Becoming a Diamond member',
  },
  diamondSubscriptionMember: {
    id: 'membershipScreen.diamond.subscriptionMember',
    defaultMessage:
      'Diamond membership is a subscription, paid monthly or annually. Online subscription opens soon; until then, write to us and we will upgrade your membership.',
  },
  diamondSubscriptionVisitor: {
    id: 'membershipScreen.diamond.subscriptionVisitor',
    defaultMessage:
      'Diamond membership is a subscription, paid monthly or annually. Online subscription opens soon; until then, join the club first, then write to us to upgrade.',
  },
  diamondContactUs: { id: 'membershipScreen.diamond.contactUs', defaultMessage: 'Contact us' },
  diamondBecomeMember: { id: 'membershipScreen.diamond.becomeMember', defaultMessage: 'Become a member' },
  diamondCompare: { id: 'membershipScreen.diamond.compare', defaultMessage: 'Compare memberships' },
  formFirstName: { id: 'membershipScreen.form.firstName', defaultMessage: 'First name' },
  formLastName: { id: 'membershipScreen.form.lastName', defaultMessage: 'Last name' },
  formEmail: { id: 'membershipScreen.form.email', defaultMessage: 'Email' },
  formPassword: { id: 'membershipScreen.form.password', defaultMessage: 'Password' },
  formConfirmPassword: { id: 'membershipScreen.form.confirmPassword', defaultMessage: 'Confirm password' },
  formPhoneNumber: { id: 'membershipScreen.form.phoneNumber', defaultMessage: 'Phone number' },
  formGender: { id: 'membershipScreen.form.gender', defaultMessage: 'Gender' },
  formFemale: { id: 'membershipScreen.form.female', defaultMessage: 'Female' },
  formMale: { id: 'membershipScreen.form.male', defaultMessage: 'Male' },
  becomeEyebrow: { id: 'membershipScreen.becomeAMember.eyebrow', defaultMessage: 'Membership' },
  becomeHeading: { id: 'membershipScreen.becomeAMember.heading', defaultMessage: 'Become a member' },
  becomeLead: {
    id: 'membershipScreen.becomeAMember.lead',
    defaultMessage:
      'Golightly is a private club for women who travel, host and work around the world. Tell us a little about yourself and our membership team will review your application, usually within a few days.',
  },
  becomeAlreadyMember: {
    id: 'membershipScreen.becomeAMember.alreadyMember',
    defaultMessage: 'You are already a member, {name}',
  },
  becomeReferText: {
    id: 'membershipScreen.becomeAMember.referText',
    defaultMessage:
      'Know a woman who would love the club? Send her an invitation: she can join at once with your code.',
  },
  becomeReferFriends: { id: 'membershipScreen.becomeAMember.referFriends', defaultMessage: 'Refer friends' },
  becomeAboutMembership: {
    id: 'membershipScreen.becomeAMember.aboutMembership',
    defaultMessage: 'About your membership',
  },
  becomePendingHeading: {
    id: 'membershipScreen.becomeAMember.pendingHeading',
    defaultMessage: 'Thank you, {name}. Your application is pending review.',
  },
  becomePendingText: {
    id: 'membershipScreen.becomeAMember.pendingText',
    defaultMessage:
      'Our membership team reviews every application by hand. We will write to <strong>{email}</strong> as soon as yours is approved; from then on you can sign in with that address and the password you chose.',
  },
  becomeWhatNext: {
    id: 'membershipScreen.becomeAMember.whatNext',
    defaultMessage: 'What happens next, and how membership works',
  },
  becomeFormLabel: { id: 'membershipScreen.becomeAMember.formLabel', defaultMessage: 'Membership application' },
  becomeHaveCode: { id: 'membershipScreen.becomeAMember.haveCode', defaultMessage: 'Have a referral code?' },
  becomeJoinWithCode: { id: 'membershipScreen.becomeAMember.joinWithCode', defaultMessage: 'Join with your code' },
  becomeSourceLegend: {
    id: 'membershipScreen.becomeAMember.sourceLegend',
    defaultMessage: 'How did you hear about Golightly?',
  },
  becomeSourceReferral: { id: 'membershipScreen.becomeAMember.sourceReferral', defaultMessage: 'A member referred me' },
  becomeSourcePress: { id: 'membershipScreen.becomeAMember.sourcePress', defaultMessage: 'Press' },
  becomeSourceSocial: { id: 'membershipScreen.becomeAMember.sourceSocial', defaultMessage: 'Social media' },
  becomeSourceOther: { id: 'membershipScreen.becomeAMember.sourceOther', defaultMessage: 'Other' },
  becomeDetailReferral: { id: 'membershipScreen.becomeAMember.detailReferral', defaultMessage: 'Who referred you?' },
  becomeDetailPress: {
    id: 'membershipScreen.becomeAMember.detailPress',
    defaultMessage: 'Which publication? (optional)',
  },
  becomeDetailSocial: {
    id: 'membershipScreen.becomeAMember.detailSocial',
    defaultMessage: 'Which network or account? (optional)',
  },
  becomeDetailOther: { id: 'membershipScreen.becomeAMember.detailOther', defaultMessage: 'Tell us more (optional)' },
  becomeSending: { id: 'membershipScreen.becomeAMember.sending', defaultMessage: 'Sending…' },
  becomeApply: { id: 'membershipScreen.becomeAMember.apply', defaultMessage: 'Apply for membership' },
  becomeAgree: {
    id: 'membershipScreen.becomeAMember.agree',
    defaultMessage:
      'By applying you agree to our <terms>terms of service</terms> and <privacy>privacy policy</privacy>.',
  },
  registerTitle: { id: 'membershipScreen.register.title', defaultMessage: 'New Member Registration' },
  registerEyebrow: { id: 'membershipScreen.register.eyebrow', defaultMessage: 'By invitation' },
  registerInvitedBy: {
    id: 'membershipScreen.register.invitedBy',
    defaultMessage: '{name} invited you to join Golightly.',
  },
  registerLead: {
    id: 'membershipScreen.register.lead',
    defaultMessage:
      'Join with the invitation code a member sent you. Already a member? Use <strong>Log in</strong> at the top of the page.',
  },
  registerSignedInAs: { id: 'membershipScreen.register.signedInAs', defaultMessage: 'You are signed in as {name}.' },
  registerInvitationCode: { id: 'membershipScreen.register.invitationCode', defaultMessage: 'Invitation code' },
  registerFromLink: { id: 'membershipScreen.register.fromLink', defaultMessage: 'From your invitation link.' },
  registerZipCode: { id: 'membershipScreen.register.zipCode', defaultMessage: 'ZIP code' },
  registerDialCode: { id: 'membershipScreen.register.dialCode', defaultMessage: 'Dial code {dialCode}' },
  registerIntend: { id: 'membershipScreen.register.intend', defaultMessage: 'I want to' },
  registerHost: { id: 'membershipScreen.register.host', defaultMessage: 'Host' },
  registerTravel: { id: 'membershipScreen.register.travel', defaultMessage: 'Travel' },
  registerBoth: { id: 'membershipScreen.register.both', defaultMessage: 'Both' },
  registerBirthday: { id: 'membershipScreen.register.birthday', defaultMessage: 'Birthday' },
  registerMonth: { id: 'membershipScreen.register.month', defaultMessage: 'Month' },
  registerDay: { id: 'membershipScreen.register.day', defaultMessage: 'Day' },
  registerYear: { id: 'membershipScreen.register.year', defaultMessage: 'Year' },
  registerBirthdayNote: {
    id: 'membershipScreen.register.birthdayNote',
    defaultMessage: 'Your birthday is used only to verify that you are 21 or older. Other members never see it.',
  },
  registerSigningUp: { id: 'membershipScreen.register.signingUp', defaultMessage: 'Signing up…' },
  registerSignUp: { id: 'membershipScreen.register.signUp', defaultMessage: 'Sign Up' },
  registerNoInvitation: {
    id: 'membershipScreen.register.noInvitation',
    defaultMessage: 'No invitation? <link>Apply for membership</link>',
  },
  registerWelcomeTitle: { id: 'membershipScreen.register.welcomeTitle', defaultMessage: 'Welcome!' },
  registerWelcomeMessage: {
    id: 'membershipScreen.register.welcomeMessage',
    defaultMessage: 'Your account has been created.',
  },
});

type Id = (typeof membershipScreenMessages)[keyof typeof membershipScreenMessages]['id'];

export const membershipScreenTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {
    'membershipScreen.membership.eyebrow': 'Členství',
    'membershipScreen.membership.lead':
      'Golightly je klub pouze pro členky, ženy, které cestují. Členky bydlí jedna u druhé, cestují spolu, setkávají se a pomáhají si v práci. Členem se stanete na pozvání nebo na základě přihlášky.',
    'membershipScreen.membership.pendingHeading': 'Vaše přihláška čeká na posouzení',
    'membershipScreen.membership.pendingText':
      'Děkujeme za přihlášku, {name}. Náš tým pro členství vaši přihlášku posuzuje a po jejím schválení vám napíše e-mail. Do té doby si zde můžete přečíst o klubu a upravit svůj profil.',
    'membershipScreen.membership.rejectedHeading': 'Vaše přihláška nebyla schválena',
    'membershipScreen.membership.rejectedText':
      '{declined}. Pokud si myslíte, že jde o omyl, <link>kontaktujte nás</link>.',
    'membershipScreen.membership.diamondMember': 'Jste členkou Diamond',
    'membershipScreen.membership.member': 'Jste členkou',
    'membershipScreen.membership.inviteFriends': 'Pozvat přátele',
    'membershipScreen.membership.yourDiamond': 'Vaše členství Diamond',
    'membershipScreen.membership.yourDashboard': 'Váš přehled',
    'membershipScreen.copy.standardEyebrow': 'Standard',
    'membershipScreen.copy.standardHeading': 'Členství',
    'membershipScreen.copy.standardHomes':
      'Rezervujte si domovy, které hostí ženy, a nabídněte vlastní domov k pobytu ženám.',
    'membershipScreen.copy.standardGoSolo': 'Vydejte se na skupinové výlety GoSolo, sama nebo s přítelkyní.',
    'membershipScreen.copy.standardSocial': 'Potkávejte členky v komunitní části, na akcích a díky kontaktům.',
    'membershipScreen.copy.standardHustle': 'Hledejte a nabízejte práci na pracovní burze Hustle.',
    'membershipScreen.copy.standardInvite': 'Pozvěte do klubu až {count} přátel.',
    'membershipScreen.copy.diamondEyebrow': 'Diamond',
    'membershipScreen.copy.diamondHeading': 'Členství Diamond',
    'membershipScreen.copy.diamondFees': 'Žádné poplatky za rezervaci, nabídku ani hostování.',
    'membershipScreen.copy.diamondCredit': 'Cestovní kredit až 250 $.',
    'membershipScreen.copy.diamondGoSolo': 'Sleva 20 % na výlety GoSolo a přednostní přístup k novým výletům.',
    'membershipScreen.copy.diamondPerks': 'Výhody od partnerů a služby concierge.',
    'membershipScreen.copy.diamondInviteCredit': 'Kredit za každou pozvanou přítelkyni, která se přidá.',
    'membershipScreen.copy.aboutDiamond': 'O členství Diamond',
    'membershipScreen.copy.invitationsHeading': 'Jak fungují pozvánky',
    'membershipScreen.copy.invitationsShare':
      'Každá členka může pozvat až {count} přátel. Sdílejte svůj osobní odkaz nebo posílejte pozvánky e-mailem ze <link>stránky pozvánek</link>.',
    'membershipScreen.copy.invitationsRegister':
      'Vaše přítelkyně otevře odkaz nebo zadá váš doporučující kód a hned se zaregistruje: bez přihlášky a bez čekání. Pozvánka zaslaná e-mailem platí 30 dní a jen pro adresu, na kterou byla poslána.',
    'membershipScreen.copy.invitationsCredit':
      'Za každou přítelkyni, která se přidá, získáte cestovní kredit {dollars} $. Nevyřízená pozvánka drží místo; zrušením ho znovu uvolníte.',
    'membershipScreen.copy.joinHeading': 'Jak se přidat',
    'membershipScreen.copy.joinInvitation':
      '<strong>S pozvánkou.</strong> Členka vám pošle odkaz nebo doporučující kód; zaregistrujete se a jste členkou okamžitě.',
    'membershipScreen.copy.joinApplication':
      '<strong>Přihláškou.</strong> Ještě nemáte pozvánku? <link>Požádejte o členství</link>. Náš tým posuzuje každou přihlášku ručně a po schválení vám pošle e-mail.',
    'membershipScreen.copy.joinAge': 'Členkami jsou ženy starší 21 let.',
    'membershipScreen.diamond.eyebrow': 'Diamond',
    'membershipScreen.diamond.heading': 'Členství Diamond',
    'membershipScreen.diamond.lead':
      'Pro členky, které často cestují: žádné poplatky, cestovní kredit a to nejlepší z GoSolo. Členky Diamond ušetří zhruba 600 $ ročně.',
    'membershipScreen.diamond.welcome': 'Vítejte, {name}: jste členkou Diamond',
    'membershipScreen.diamond.welcomeText':
      'Vaše výhody se uplatní automaticky, když rezervujete, hostíte nebo se přidáte k výletu.',
    'membershipScreen.diamond.findStay': 'Najít pobyt',
    'membershipScreen.diamond.goSoloTrips': 'Výlety GoSolo',
    'membershipScreen.diamond.noFeesTitle': 'Žádné poplatky',
    'membershipScreen.diamond.noFeesText':
      'Žádné poplatky za rezervaci, nabídku ani hostování u žádného pobytu, který rezervujete nebo hostíte.',
    'membershipScreen.diamond.creditTitle': 'Cestovní kredit',
    'membershipScreen.diamond.creditText': 'Cestovní kredit až 250 $ na pobyty; kredit pokryje až polovinu platby.',
    'membershipScreen.diamond.goSoloTitle': 'GoSolo',
    'membershipScreen.diamond.goSoloText':
      'Sleva 20 % na skupinové výlety GoSolo a přednostní přístup k novým výletům.',
    'membershipScreen.diamond.perksTitle': 'Výhody a concierge',
    'membershipScreen.diamond.perksText':
      'Výhody od partnerů a concierge, který s vámi naplánuje podrobnosti vaší cesty.',
    'membershipScreen.diamond.inviteTitle': 'Kredit za pozvání',
    'membershipScreen.diamond.inviteText': 'Cestovní kredit za každou pozvanou přítelkyni, která se přidá ke klubu.',
    'membershipScreen.diamond.becomingHeading': 'Jak se stát členkou Diamond',
    'membershipScreen.diamond.subscriptionMember':
      'Členství Diamond je předplatné, placené měsíčně nebo ročně. Předplatné online brzy spustíme; do té doby nám napište a vaše členství povýšíme.',
    'membershipScreen.diamond.subscriptionVisitor':
      'Členství Diamond je předplatné, placené měsíčně nebo ročně. Předplatné online brzy spustíme; do té doby se nejprve přidejte ke klubu a pak nám napište o povýšení.',
    'membershipScreen.diamond.contactUs': 'Kontaktujte nás',
    'membershipScreen.diamond.becomeMember': 'Staňte se členkou',
    'membershipScreen.diamond.compare': 'Porovnat členství',
    'membershipScreen.form.firstName': 'Jméno',
    'membershipScreen.form.lastName': 'Příjmení',
    'membershipScreen.form.email': 'E-mail',
    'membershipScreen.form.password': 'Heslo',
    'membershipScreen.form.confirmPassword': 'Potvrzení hesla',
    'membershipScreen.form.phoneNumber': 'Telefonní číslo',
    'membershipScreen.form.gender': 'Pohlaví',
    'membershipScreen.form.female': 'Žena',
    'membershipScreen.form.male': 'Muž',
    'membershipScreen.becomeAMember.eyebrow': 'Členství',
    'membershipScreen.becomeAMember.heading': 'Staňte se členkou',
    'membershipScreen.becomeAMember.lead':
      'Golightly je soukromý klub pro ženy, které cestují, hostí a pracují po celém světě. Řekněte nám něco o sobě a náš tým pro členství posoudí vaši přihlášku, obvykle během několika dní.',
    'membershipScreen.becomeAMember.alreadyMember': 'Už jste členkou, {name}',
    'membershipScreen.becomeAMember.referText':
      'Znáte ženu, které by se klub líbil? Pošlete jí pozvánku: s vaším kódem se může přidat hned.',
    'membershipScreen.becomeAMember.referFriends': 'Doporučit přátele',
    'membershipScreen.becomeAMember.aboutMembership': 'O vašem členství',
    'membershipScreen.becomeAMember.pendingHeading': 'Děkujeme, {name}. Vaše přihláška čeká na posouzení.',
    'membershipScreen.becomeAMember.pendingText':
      'Náš tým pro členství posuzuje každou přihlášku ručně. Jakmile bude ta vaše schválena, napíšeme na <strong>{email}</strong>; od té chvíle se můžete přihlásit touto adresou a heslem, které jste si zvolila.',
    'membershipScreen.becomeAMember.whatNext': 'Co bude dál a jak členství funguje',
    'membershipScreen.becomeAMember.formLabel': 'Přihláška za členku',
    'membershipScreen.becomeAMember.haveCode': 'Máte doporučující kód?',
    'membershipScreen.becomeAMember.joinWithCode': 'Přidejte se s kódem',
    'membershipScreen.becomeAMember.sourceLegend': 'Jak jste se o Golightly dozvěděla?',
    'membershipScreen.becomeAMember.sourceReferral': 'Doporučila mě členka',
    'membershipScreen.becomeAMember.sourcePress': 'Tisk',
    'membershipScreen.becomeAMember.sourceSocial': 'Sociální sítě',
    'membershipScreen.becomeAMember.sourceOther': 'Jinak',
    'membershipScreen.becomeAMember.detailReferral': 'Kdo vás doporučil?',
    'membershipScreen.becomeAMember.detailPress': 'Která publikace? (nepovinné)',
    'membershipScreen.becomeAMember.detailSocial': 'Která síť nebo účet? (nepovinné)',
    'membershipScreen.becomeAMember.detailOther': 'Řekněte nám víc (nepovinné)',
    'membershipScreen.becomeAMember.sending': 'Odesílání…',
    'membershipScreen.becomeAMember.apply': 'Požádat o členství',
    'membershipScreen.becomeAMember.agree':
      'Odesláním přihlášky souhlasíte s našimi <terms>podmínkami služby</terms> a <privacy>zásadami ochrany soukromí</privacy>.',
    'membershipScreen.register.title': 'Registrace nové členky',
    'membershipScreen.register.eyebrow': 'Na pozvání',
    'membershipScreen.register.invitedBy': '{name} vás zve do Golightly.',
    'membershipScreen.register.lead':
      'Přidejte se s kódem pozvánky, který vám poslala členka. Už jste členkou? Použijte <strong>Přihlásit se</strong> v horní části stránky.',
    'membershipScreen.register.signedInAs': 'Jste přihlášena jako {name}.',
    'membershipScreen.register.invitationCode': 'Kód pozvánky',
    'membershipScreen.register.fromLink': 'Z vašeho odkazu na pozvánku.',
    'membershipScreen.register.zipCode': 'PSČ',
    'membershipScreen.register.dialCode': 'Předvolba {dialCode}',
    'membershipScreen.register.intend': 'Chci',
    'membershipScreen.register.host': 'Hostit',
    'membershipScreen.register.travel': 'Cestovat',
    'membershipScreen.register.both': 'Obojí',
    'membershipScreen.register.birthday': 'Datum narození',
    'membershipScreen.register.month': 'Měsíc',
    'membershipScreen.register.day': 'Den',
    'membershipScreen.register.year': 'Rok',
    'membershipScreen.register.birthdayNote':
      'Datum narození slouží jen k ověření, že je vám alespoň 21 let. Ostatní členky ho nikdy neuvidí.',
    'membershipScreen.register.signingUp': 'Registrace…',
    'membershipScreen.register.signUp': 'Zaregistrovat se',
    'membershipScreen.register.noInvitation': 'Nemáte pozvánku? <link>Požádejte o členství</link>',
    'membershipScreen.register.welcomeTitle': 'Vítejte!',
    'membershipScreen.register.welcomeMessage': 'Váš účet byl vytvořen.',
  },
  es: {
    'membershipScreen.membership.eyebrow': 'Membresía',
    'membershipScreen.membership.lead':
      'Golightly es un club exclusivo para socias, mujeres que viajan. Las socias se alojan en casa unas de otras, viajan juntas, se conocen y se ayudan en el trabajo. Se entra por invitación o por solicitud.',
    'membershipScreen.membership.pendingHeading': 'Tu solicitud está pendiente de revisión',
    'membershipScreen.membership.pendingText':
      'Gracias por tu solicitud, {name}. Nuestro equipo de membresía la está revisando y te escribirá cuando esté aprobada. Mientras tanto puedes leer sobre el club aquí y editar tu perfil.',
    'membershipScreen.membership.rejectedHeading': 'Tu solicitud no ha sido aprobada',
    'membershipScreen.membership.rejectedText': '{declined}. Si crees que es un error, <link>contáctanos</link>.',
    'membershipScreen.membership.diamondMember': 'Eres socia Diamond',
    'membershipScreen.membership.member': 'Eres socia',
    'membershipScreen.membership.inviteFriends': 'Invitar a amigas',
    'membershipScreen.membership.yourDiamond': 'Tu membresía Diamond',
    'membershipScreen.membership.yourDashboard': 'Tu panel',
    'membershipScreen.copy.standardEyebrow': 'Estándar',
    'membershipScreen.copy.standardHeading': 'Membresía',
    'membershipScreen.copy.standardHomes':
      'Reserva casas de anfitrionas y ofrece tu propia casa para que se alojen otras mujeres.',
    'membershipScreen.copy.standardGoSolo': 'Únete a los viajes en grupo GoSolo, sola o con una amiga.',
    'membershipScreen.copy.standardSocial':
      'Conoce a otras socias en el área social, en eventos y a través de contactos.',
    'membershipScreen.copy.standardHustle': 'Busca y ofrece trabajo en la bolsa de empleo Hustle.',
    'membershipScreen.copy.standardInvite': 'Invita hasta {count} amigas a unirse al club.',
    'membershipScreen.copy.diamondEyebrow': 'Diamond',
    'membershipScreen.copy.diamondHeading': 'Membresía Diamond',
    'membershipScreen.copy.diamondFees': 'Sin comisiones de reserva, de anuncio ni de anfitriona.',
    'membershipScreen.copy.diamondCredit': 'Hasta 250 $ de crédito de viaje.',
    'membershipScreen.copy.diamondGoSolo': '20 % de descuento en viajes GoSolo y acceso anticipado a los nuevos.',
    'membershipScreen.copy.diamondPerks': 'Ventajas de socios colaboradores y el servicio de conserjería.',
    'membershipScreen.copy.diamondInviteCredit': 'Crédito por cada amiga invitada que se une.',
    'membershipScreen.copy.aboutDiamond': 'Sobre la membresía Diamond',
    'membershipScreen.copy.invitationsHeading': 'Cómo funcionan las invitaciones',
    'membershipScreen.copy.invitationsShare':
      'Cada socia puede invitar hasta {count} amigas. Comparte tu enlace personal o envía invitaciones por correo desde la <link>página de invitaciones</link>.',
    'membershipScreen.copy.invitationsRegister':
      'Tu amiga abre el enlace, o introduce tu código de referido, y se registra al momento: sin solicitud ni espera. Una invitación enviada por correo es válida 30 días y solo para la dirección a la que se envió.',
    'membershipScreen.copy.invitationsCredit':
      'Ganas {dollars} $ de crédito de viaje por cada amiga que se une. Una invitación pendiente ocupa una plaza; cancélala para liberarla.',
    'membershipScreen.copy.joinHeading': 'Cómo unirse',
    'membershipScreen.copy.joinInvitation':
      '<strong>Con una invitación.</strong> Una socia te envía un enlace o un código de referido; te registras y eres socia al instante.',
    'membershipScreen.copy.joinApplication':
      '<strong>Por solicitud.</strong> ¿Aún no tienes invitación? <link>Solicita la membresía</link>. Nuestro equipo revisa cada solicitud a mano y te escribe cuando está aprobada.',
    'membershipScreen.copy.joinAge': 'Las socias son mujeres de 21 años o más.',
    'membershipScreen.diamond.eyebrow': 'Diamond',
    'membershipScreen.diamond.heading': 'Membresía Diamond',
    'membershipScreen.diamond.lead':
      'Para socias que viajan a menudo: sin comisiones, con crédito de viaje y lo mejor de GoSolo. Las socias Diamond ahorran unos 600 $ al año.',
    'membershipScreen.diamond.welcome': 'Bienvenida, {name}: eres socia Diamond',
    'membershipScreen.diamond.welcomeText':
      'Tus ventajas se aplican automáticamente cuando reservas, alojas y te unes a viajes.',
    'membershipScreen.diamond.findStay': 'Buscar alojamiento',
    'membershipScreen.diamond.goSoloTrips': 'Viajes GoSolo',
    'membershipScreen.diamond.noFeesTitle': 'Sin comisiones',
    'membershipScreen.diamond.noFeesText':
      'Sin comisiones de reserva, de anuncio ni de anfitriona en ninguna estancia que reserves o alojes.',
    'membershipScreen.diamond.creditTitle': 'Crédito de viaje',
    'membershipScreen.diamond.creditText':
      'Hasta 250 $ de crédito de viaje para gastar en estancias; el crédito cubre hasta la mitad de un pago.',
    'membershipScreen.diamond.goSoloTitle': 'GoSolo',
    'membershipScreen.diamond.goSoloText':
      '20 % de descuento en los viajes en grupo GoSolo y acceso anticipado cuando se abren viajes nuevos.',
    'membershipScreen.diamond.perksTitle': 'Ventajas y conserjería',
    'membershipScreen.diamond.perksText':
      'Ventajas de colaboradores y el servicio de conserjería, que planifica contigo los detalles de tu viaje.',
    'membershipScreen.diamond.inviteTitle': 'Crédito por invitación',
    'membershipScreen.diamond.inviteText': 'Crédito de viaje por cada amiga que invitas y se une al club.',
    'membershipScreen.diamond.becomingHeading': 'Cómo ser socia Diamond',
    'membershipScreen.diamond.subscriptionMember':
      'La membresía Diamond es una suscripción, de pago mensual o anual. La suscripción en línea llegará pronto; hasta entonces, escríbenos y mejoraremos tu membresía.',
    'membershipScreen.diamond.subscriptionVisitor':
      'La membresía Diamond es una suscripción, de pago mensual o anual. La suscripción en línea llegará pronto; hasta entonces, únete primero al club y luego escríbenos para mejorarla.',
    'membershipScreen.diamond.contactUs': 'Contáctanos',
    'membershipScreen.diamond.becomeMember': 'Hazte socia',
    'membershipScreen.diamond.compare': 'Comparar membresías',
    'membershipScreen.form.firstName': 'Nombre',
    'membershipScreen.form.lastName': 'Apellidos',
    'membershipScreen.form.email': 'Correo electrónico',
    'membershipScreen.form.password': 'Contraseña',
    'membershipScreen.form.confirmPassword': 'Confirmar contraseña',
    'membershipScreen.form.phoneNumber': 'Número de teléfono',
    'membershipScreen.form.gender': 'Género',
    'membershipScreen.form.female': 'Mujer',
    'membershipScreen.form.male': 'Hombre',
    'membershipScreen.becomeAMember.eyebrow': 'Membresía',
    'membershipScreen.becomeAMember.heading': 'Hazte socia',
    'membershipScreen.becomeAMember.lead':
      'Golightly es un club privado para mujeres que viajan, alojan y trabajan por todo el mundo. Cuéntanos un poco sobre ti y nuestro equipo de membresía revisará tu solicitud, normalmente en pocos días.',
    'membershipScreen.becomeAMember.alreadyMember': 'Ya eres socia, {name}',
    'membershipScreen.becomeAMember.referText':
      '¿Conoces a una mujer a la que le encantaría el club? Envíale una invitación: podrá unirse al momento con tu código.',
    'membershipScreen.becomeAMember.referFriends': 'Recomendar a amigas',
    'membershipScreen.becomeAMember.aboutMembership': 'Sobre tu membresía',
    'membershipScreen.becomeAMember.pendingHeading': 'Gracias, {name}. Tu solicitud está pendiente de revisión.',
    'membershipScreen.becomeAMember.pendingText':
      'Nuestro equipo de membresía revisa cada solicitud a mano. Escribiremos a <strong>{email}</strong> en cuanto la tuya esté aprobada; a partir de entonces podrás iniciar sesión con esa dirección y la contraseña que elegiste.',
    'membershipScreen.becomeAMember.whatNext': 'Qué pasa ahora y cómo funciona la membresía',
    'membershipScreen.becomeAMember.formLabel': 'Solicitud de membresía',
    'membershipScreen.becomeAMember.haveCode': '¿Tienes un código de referido?',
    'membershipScreen.becomeAMember.joinWithCode': 'Únete con tu código',
    'membershipScreen.becomeAMember.sourceLegend': '¿Cómo conociste Golightly?',
    'membershipScreen.becomeAMember.sourceReferral': 'Me recomendó una socia',
    'membershipScreen.becomeAMember.sourcePress': 'Prensa',
    'membershipScreen.becomeAMember.sourceSocial': 'Redes sociales',
    'membershipScreen.becomeAMember.sourceOther': 'Otro',
    'membershipScreen.becomeAMember.detailReferral': '¿Quién te recomendó?',
    'membershipScreen.becomeAMember.detailPress': '¿Qué publicación? (opcional)',
    'membershipScreen.becomeAMember.detailSocial': '¿Qué red o cuenta? (opcional)',
    'membershipScreen.becomeAMember.detailOther': 'Cuéntanos más (opcional)',
    'membershipScreen.becomeAMember.sending': 'Enviando…',
    'membershipScreen.becomeAMember.apply': 'Solicitar la membresía',
    'membershipScreen.becomeAMember.agree':
      'Al enviar la solicitud aceptas nuestros <terms>términos del servicio</terms> y nuestra <privacy>política de privacidad</privacy>.',
    'membershipScreen.register.title': 'Registro de nueva socia',
    'membershipScreen.register.eyebrow': 'Por invitación',
    'membershipScreen.register.invitedBy': '{name} te ha invitado a unirte a Golightly.',
    'membershipScreen.register.lead':
      'Únete con el código de invitación que te envió una socia. ¿Ya eres socia? Usa <strong>Iniciar sesión</strong> en la parte superior de la página.',
    'membershipScreen.register.signedInAs': 'Has iniciado sesión como {name}.',
    'membershipScreen.register.invitationCode': 'Código de invitación',
    'membershipScreen.register.fromLink': 'De tu enlace de invitación.',
    'membershipScreen.register.zipCode': 'Código postal',
    'membershipScreen.register.dialCode': 'Prefijo {dialCode}',
    'membershipScreen.register.intend': 'Quiero',
    'membershipScreen.register.host': 'Alojar',
    'membershipScreen.register.travel': 'Viajar',
    'membershipScreen.register.both': 'Ambas cosas',
    'membershipScreen.register.birthday': 'Fecha de nacimiento',
    'membershipScreen.register.month': 'Mes',
    'membershipScreen.register.day': 'Día',
    'membershipScreen.register.year': 'Año',
    'membershipScreen.register.birthdayNote':
      'Tu fecha de nacimiento solo se usa para comprobar que tienes 21 años o más. Las demás socias nunca la ven.',
    'membershipScreen.register.signingUp': 'Registrando…',
    'membershipScreen.register.signUp': 'Registrarse',
    'membershipScreen.register.noInvitation': '¿Sin invitación? <link>Solicita la membresía</link>',
    'membershipScreen.register.welcomeTitle': '¡Bienvenida!',
    'membershipScreen.register.welcomeMessage': 'Tu cuenta se ha creado.',
  },
  'it-IT': {
    'membershipScreen.membership.eyebrow': 'Iscrizione',
    'membershipScreen.membership.lead':
      'Golightly è un club riservato alle socie, donne che viaggiano. Le socie soggiornano l’una a casa dell’altra, viaggiano insieme, si incontrano e si aiutano nel lavoro. Si entra su invito o tramite candidatura.',
    'membershipScreen.membership.pendingHeading': 'La tua candidatura è in attesa di revisione',
    'membershipScreen.membership.pendingText':
      'Grazie per la candidatura, {name}. Il nostro team la sta esaminando e ti scriverà non appena sarà approvata. Nel frattempo puoi leggere del club qui e modificare il tuo profilo.',
    'membershipScreen.membership.rejectedHeading': 'La tua candidatura non è stata approvata',
    'membershipScreen.membership.rejectedText': '{declined}. Se pensi che sia un errore, <link>contattaci</link>.',
    'membershipScreen.membership.diamondMember': 'Sei una socia Diamond',
    'membershipScreen.membership.member': 'Sei una socia',
    'membershipScreen.membership.inviteFriends': 'Invita amiche',
    'membershipScreen.membership.yourDiamond': 'La tua iscrizione Diamond',
    'membershipScreen.membership.yourDashboard': 'La tua bacheca',
    'membershipScreen.copy.standardEyebrow': 'Standard',
    'membershipScreen.copy.standardHeading': 'Iscrizione',
    'membershipScreen.copy.standardHomes':
      'Prenota case ospitate da donne e metti a disposizione la tua casa per altre donne.',
    'membershipScreen.copy.standardGoSolo': 'Partecipa ai viaggi di gruppo GoSolo, da sola o con un’amica.',
    'membershipScreen.copy.standardSocial': 'Incontra le socie nell’area social, agli eventi e tramite i contatti.',
    'membershipScreen.copy.standardHustle': 'Cerca e offri lavoro nella bacheca Hustle.',
    'membershipScreen.copy.standardInvite': 'Invita fino a {count} amiche a unirsi al club.',
    'membershipScreen.copy.diamondEyebrow': 'Diamond',
    'membershipScreen.copy.diamondHeading': 'Iscrizione Diamond',
    'membershipScreen.copy.diamondFees': 'Nessuna commissione di prenotazione, annuncio od ospitalità.',
    'membershipScreen.copy.diamondCredit': 'Fino a 250 $ di credito viaggio.',
    'membershipScreen.copy.diamondGoSolo': '20% di sconto sui viaggi GoSolo e accesso anticipato ai nuovi viaggi.',
    'membershipScreen.copy.diamondPerks': 'Vantaggi dei partner e il servizio concierge.',
    'membershipScreen.copy.diamondInviteCredit': 'Credito per ogni amica invitata che si iscrive.',
    'membershipScreen.copy.aboutDiamond': 'Informazioni sull’iscrizione Diamond',
    'membershipScreen.copy.invitationsHeading': 'Come funzionano gli inviti',
    'membershipScreen.copy.invitationsShare':
      'Ogni socia può invitare fino a {count} amiche. Condividi il tuo link personale o invia inviti via e-mail dalla <link>pagina degli inviti</link>.',
    'membershipScreen.copy.invitationsRegister':
      'La tua amica apre il link, o inserisce il tuo codice di invito, e si registra subito: nessuna candidatura, nessuna attesa. Un invito inviato via e-mail vale 30 giorni e solo per l’indirizzo a cui è stato inviato.',
    'membershipScreen.copy.invitationsCredit':
      'Guadagni {dollars} $ di credito viaggio per ogni amica che si iscrive. Un invito in sospeso occupa un posto; annullalo per liberarlo.',
    'membershipScreen.copy.joinHeading': 'Come iscriversi',
    'membershipScreen.copy.joinInvitation':
      '<strong>Con un invito.</strong> Una socia ti invia un link o un codice di invito; ti registri e sei subito socia.',
    'membershipScreen.copy.joinApplication':
      '<strong>Con una candidatura.</strong> Non hai ancora un invito? <link>Candidati</link>. Il nostro team esamina ogni candidatura a mano e ti scrive quando è approvata.',
    'membershipScreen.copy.joinAge': 'Le socie sono donne dai 21 anni in su.',
    'membershipScreen.diamond.eyebrow': 'Diamond',
    'membershipScreen.diamond.heading': 'Iscrizione Diamond',
    'membershipScreen.diamond.lead':
      'Per le socie che viaggiano spesso: nessuna commissione, credito viaggio e il meglio di GoSolo. Le socie Diamond risparmiano circa 600 $ all’anno.',
    'membershipScreen.diamond.welcome': 'Benvenuta, {name}: sei una socia Diamond',
    'membershipScreen.diamond.welcomeText':
      'I tuoi vantaggi si applicano automaticamente quando prenoti, ospiti e partecipi ai viaggi.',
    'membershipScreen.diamond.findStay': 'Trova un soggiorno',
    'membershipScreen.diamond.goSoloTrips': 'Viaggi GoSolo',
    'membershipScreen.diamond.noFeesTitle': 'Nessuna commissione',
    'membershipScreen.diamond.noFeesText':
      'Nessuna commissione di prenotazione, annuncio od ospitalità su qualsiasi soggiorno che prenoti od ospiti.',
    'membershipScreen.diamond.creditTitle': 'Credito viaggio',
    'membershipScreen.diamond.creditText':
      'Fino a 250 $ di credito viaggio da spendere in soggiorni; il credito copre fino a metà di un pagamento.',
    'membershipScreen.diamond.goSoloTitle': 'GoSolo',
    'membershipScreen.diamond.goSoloText':
      '20% di sconto sui viaggi di gruppo GoSolo e accesso anticipato quando si aprono nuovi viaggi.',
    'membershipScreen.diamond.perksTitle': 'Vantaggi e concierge',
    'membershipScreen.diamond.perksText':
      'Vantaggi dei partner e il concierge, che pianifica con te i dettagli del tuo viaggio.',
    'membershipScreen.diamond.inviteTitle': 'Credito inviti',
    'membershipScreen.diamond.inviteText': 'Credito viaggio per ogni amica che inviti e che si iscrive al club.',
    'membershipScreen.diamond.becomingHeading': 'Diventare socia Diamond',
    'membershipScreen.diamond.subscriptionMember':
      'L’iscrizione Diamond è un abbonamento, mensile o annuale. L’abbonamento online arriverà presto; fino ad allora, scrivici e aggiorneremo la tua iscrizione.',
    'membershipScreen.diamond.subscriptionVisitor':
      'L’iscrizione Diamond è un abbonamento, mensile o annuale. L’abbonamento online arriverà presto; fino ad allora, iscriviti prima al club e poi scrivici per passare a Diamond.',
    'membershipScreen.diamond.contactUs': 'Contattaci',
    'membershipScreen.diamond.becomeMember': 'Diventa socia',
    'membershipScreen.diamond.compare': 'Confronta le iscrizioni',
    'membershipScreen.form.firstName': 'Nome',
    'membershipScreen.form.lastName': 'Cognome',
    'membershipScreen.form.email': 'E-mail',
    'membershipScreen.form.password': 'Password',
    'membershipScreen.form.confirmPassword': 'Conferma password',
    'membershipScreen.form.phoneNumber': 'Numero di telefono',
    'membershipScreen.form.gender': 'Genere',
    'membershipScreen.form.female': 'Donna',
    'membershipScreen.form.male': 'Uomo',
    'membershipScreen.becomeAMember.eyebrow': 'Iscrizione',
    'membershipScreen.becomeAMember.heading': 'Diventa socia',
    'membershipScreen.becomeAMember.lead':
      'Golightly è un club privato per donne che viaggiano, ospitano e lavorano in tutto il mondo. Raccontaci qualcosa di te e il nostro team esaminerà la tua candidatura, di solito entro pochi giorni.',
    'membershipScreen.becomeAMember.alreadyMember': 'Sei già socia, {name}',
    'membershipScreen.becomeAMember.referText':
      'Conosci una donna a cui piacerebbe il club? Mandale un invito: potrà iscriversi subito con il tuo codice.',
    'membershipScreen.becomeAMember.referFriends': 'Invita amiche',
    'membershipScreen.becomeAMember.aboutMembership': 'Informazioni sulla tua iscrizione',
    'membershipScreen.becomeAMember.pendingHeading': 'Grazie, {name}. La tua candidatura è in attesa di revisione.',
    'membershipScreen.becomeAMember.pendingText':
      'Il nostro team esamina ogni candidatura a mano. Scriveremo a <strong>{email}</strong> non appena la tua sarà approvata; da allora potrai accedere con quell’indirizzo e la password che hai scelto.',
    'membershipScreen.becomeAMember.whatNext': 'Cosa succede ora e come funziona l’iscrizione',
    'membershipScreen.becomeAMember.formLabel': 'Candidatura di iscrizione',
    'membershipScreen.becomeAMember.haveCode': 'Hai un codice di invito?',
    'membershipScreen.becomeAMember.joinWithCode': 'Iscriviti con il tuo codice',
    'membershipScreen.becomeAMember.sourceLegend': 'Come hai conosciuto Golightly?',
    'membershipScreen.becomeAMember.sourceReferral': 'Me l’ha consigliato una socia',
    'membershipScreen.becomeAMember.sourcePress': 'Stampa',
    'membershipScreen.becomeAMember.sourceSocial': 'Social media',
    'membershipScreen.becomeAMember.sourceOther': 'Altro',
    'membershipScreen.becomeAMember.detailReferral': 'Chi ti ha invitata?',
    'membershipScreen.becomeAMember.detailPress': 'Quale testata? (facoltativo)',
    'membershipScreen.becomeAMember.detailSocial': 'Quale social o account? (facoltativo)',
    'membershipScreen.becomeAMember.detailOther': 'Raccontaci di più (facoltativo)',
    'membershipScreen.becomeAMember.sending': 'Invio in corso…',
    'membershipScreen.becomeAMember.apply': 'Candidati',
    'membershipScreen.becomeAMember.agree':
      'Candidandoti accetti i nostri <terms>termini di servizio</terms> e la nostra <privacy>informativa sulla privacy</privacy>.',
    'membershipScreen.register.title': 'Registrazione nuova socia',
    'membershipScreen.register.eyebrow': 'Su invito',
    'membershipScreen.register.invitedBy': '{name} ti ha invitata a iscriverti a Golightly.',
    'membershipScreen.register.lead':
      'Iscriviti con il codice di invito che ti ha inviato una socia. Sei già socia? Usa <strong>Accedi</strong> in cima alla pagina.',
    'membershipScreen.register.signedInAs': 'Hai effettuato l’accesso come {name}.',
    'membershipScreen.register.invitationCode': 'Codice di invito',
    'membershipScreen.register.fromLink': 'Dal tuo link di invito.',
    'membershipScreen.register.zipCode': 'CAP',
    'membershipScreen.register.dialCode': 'Prefisso {dialCode}',
    'membershipScreen.register.intend': 'Voglio',
    'membershipScreen.register.host': 'Ospitare',
    'membershipScreen.register.travel': 'Viaggiare',
    'membershipScreen.register.both': 'Entrambi',
    'membershipScreen.register.birthday': 'Data di nascita',
    'membershipScreen.register.month': 'Mese',
    'membershipScreen.register.day': 'Giorno',
    'membershipScreen.register.year': 'Anno',
    'membershipScreen.register.birthdayNote':
      'La data di nascita serve solo a verificare che tu abbia almeno 21 anni. Le altre socie non la vedono mai.',
    'membershipScreen.register.signingUp': 'Registrazione in corso…',
    'membershipScreen.register.signUp': 'Registrati',
    'membershipScreen.register.noInvitation': 'Nessun invito? <link>Candidati</link>',
    'membershipScreen.register.welcomeTitle': 'Benvenuta!',
    'membershipScreen.register.welcomeMessage': 'Il tuo account è stato creato.',
  },
  'fr-FR': {
    'membershipScreen.membership.eyebrow': 'Adhésion',
    'membershipScreen.membership.lead':
      'Golightly est un club réservé à ses membres, des femmes qui voyagent. Les membres séjournent les unes chez les autres, voyagent ensemble, se rencontrent et s’entraident au travail. On y entre sur invitation ou sur candidature.',
    'membershipScreen.membership.pendingHeading': 'Votre candidature est en cours d’examen',
    'membershipScreen.membership.pendingText':
      'Merci pour votre candidature, {name}. Notre équipe l’examine et vous écrira dès qu’elle sera approuvée. En attendant, vous pouvez découvrir le club ici et modifier votre profil.',
    'membershipScreen.membership.rejectedHeading': 'Votre candidature n’a pas été approuvée',
    'membershipScreen.membership.rejectedText':
      '{declined}. Si vous pensez qu’il s’agit d’une erreur, <link>contactez-nous</link>.',
    'membershipScreen.membership.diamondMember': 'Vous êtes membre Diamond',
    'membershipScreen.membership.member': 'Vous êtes membre',
    'membershipScreen.membership.inviteFriends': 'Inviter des amies',
    'membershipScreen.membership.yourDiamond': 'Votre adhésion Diamond',
    'membershipScreen.membership.yourDashboard': 'Votre tableau de bord',
    'membershipScreen.copy.standardEyebrow': 'Standard',
    'membershipScreen.copy.standardHeading': 'Adhésion',
    'membershipScreen.copy.standardHomes':
      'Réservez des logements tenus par des femmes et proposez votre propre logement à d’autres femmes.',
    'membershipScreen.copy.standardGoSolo': 'Participez aux voyages de groupe GoSolo, seule ou avec une amie.',
    'membershipScreen.copy.standardSocial':
      'Rencontrez des membres dans l’espace social, lors d’événements et grâce aux relations.',
    'membershipScreen.copy.standardHustle': 'Trouvez et proposez du travail sur le tableau d’offres Hustle.',
    'membershipScreen.copy.standardInvite': 'Invitez jusqu’à {count} amies à rejoindre le club.',
    'membershipScreen.copy.diamondEyebrow': 'Diamond',
    'membershipScreen.copy.diamondHeading': 'Adhésion Diamond',
    'membershipScreen.copy.diamondFees': 'Aucuns frais de réservation, d’annonce ou d’accueil.',
    'membershipScreen.copy.diamondCredit': 'Jusqu’à 250 $ de crédit voyage.',
    'membershipScreen.copy.diamondGoSolo':
      '20 % de réduction sur les voyages GoSolo et un accès anticipé aux nouveaux.',
    'membershipScreen.copy.diamondPerks': 'Les avantages partenaires et la conciergerie.',
    'membershipScreen.copy.diamondInviteCredit': 'Un crédit pour chaque amie invitée qui nous rejoint.',
    'membershipScreen.copy.aboutDiamond': 'À propos de l’adhésion Diamond',
    'membershipScreen.copy.invitationsHeading': 'Comment fonctionnent les invitations',
    'membershipScreen.copy.invitationsShare':
      'Chaque membre peut inviter jusqu’à {count} amies. Partagez votre lien personnel ou envoyez des invitations par e-mail depuis la <link>page d’invitation</link>.',
    'membershipScreen.copy.invitationsRegister':
      'Votre amie ouvre le lien, ou saisit votre code de parrainage, et s’inscrit aussitôt : ni candidature, ni attente. Une invitation envoyée par e-mail est valable 30 jours et uniquement pour l’adresse à laquelle elle a été envoyée.',
    'membershipScreen.copy.invitationsCredit':
      'Vous gagnez {dollars} $ de crédit voyage pour chaque amie qui nous rejoint. Une invitation en attente réserve une place ; annulez-la pour libérer la place.',
    'membershipScreen.copy.joinHeading': 'Comment nous rejoindre',
    'membershipScreen.copy.joinInvitation':
      '<strong>Avec une invitation.</strong> Une membre vous envoie un lien ou un code de parrainage ; vous vous inscrivez et êtes membre immédiatement.',
    'membershipScreen.copy.joinApplication':
      '<strong>Sur candidature.</strong> Pas encore d’invitation ? <link>Demandez votre adhésion</link>. Notre équipe examine chaque candidature à la main et vous écrit dès qu’elle est approuvée.',
    'membershipScreen.copy.joinAge': 'Les membres sont des femmes de 21 ans ou plus.',
    'membershipScreen.diamond.eyebrow': 'Diamond',
    'membershipScreen.diamond.heading': 'Adhésion Diamond',
    'membershipScreen.diamond.lead':
      'Pour les membres qui voyagent souvent : aucuns frais, du crédit voyage et le meilleur de GoSolo. Les membres Diamond économisent environ 600 $ par an.',
    'membershipScreen.diamond.welcome': 'Bienvenue, {name} : vous êtes membre Diamond',
    'membershipScreen.diamond.welcomeText':
      'Vos avantages s’appliquent automatiquement lorsque vous réservez, accueillez ou participez à un voyage.',
    'membershipScreen.diamond.findStay': 'Trouver un séjour',
    'membershipScreen.diamond.goSoloTrips': 'Voyages GoSolo',
    'membershipScreen.diamond.noFeesTitle': 'Aucuns frais',
    'membershipScreen.diamond.noFeesText':
      'Aucuns frais de réservation, d’annonce ou d’accueil sur les séjours que vous réservez ou accueillez.',
    'membershipScreen.diamond.creditTitle': 'Crédit voyage',
    'membershipScreen.diamond.creditText':
      'Jusqu’à 250 $ de crédit voyage à dépenser en séjours ; le crédit couvre jusqu’à la moitié d’un paiement.',
    'membershipScreen.diamond.goSoloTitle': 'GoSolo',
    'membershipScreen.diamond.goSoloText':
      '20 % de réduction sur les voyages de groupe GoSolo et un accès anticipé à l’ouverture des nouveaux voyages.',
    'membershipScreen.diamond.perksTitle': 'Avantages et conciergerie',
    'membershipScreen.diamond.perksText':
      'Les avantages partenaires et la conciergerie, qui prépare avec vous les détails de votre voyage.',
    'membershipScreen.diamond.inviteTitle': 'Crédit de parrainage',
    'membershipScreen.diamond.inviteText': 'Du crédit voyage pour chaque amie invitée qui rejoint le club.',
    'membershipScreen.diamond.becomingHeading': 'Devenir membre Diamond',
    'membershipScreen.diamond.subscriptionMember':
      'L’adhésion Diamond est un abonnement, mensuel ou annuel. L’abonnement en ligne ouvre bientôt ; d’ici là, écrivez-nous et nous ferons évoluer votre adhésion.',
    'membershipScreen.diamond.subscriptionVisitor':
      'L’adhésion Diamond est un abonnement, mensuel ou annuel. L’abonnement en ligne ouvre bientôt ; d’ici là, rejoignez d’abord le club, puis écrivez-nous pour passer à Diamond.',
    'membershipScreen.diamond.contactUs': 'Contactez-nous',
    'membershipScreen.diamond.becomeMember': 'Devenir membre',
    'membershipScreen.diamond.compare': 'Comparer les adhésions',
    'membershipScreen.form.firstName': 'Prénom',
    'membershipScreen.form.lastName': 'Nom',
    'membershipScreen.form.email': 'E-mail',
    'membershipScreen.form.password': 'Mot de passe',
    'membershipScreen.form.confirmPassword': 'Confirmer le mot de passe',
    'membershipScreen.form.phoneNumber': 'Numéro de téléphone',
    'membershipScreen.form.gender': 'Genre',
    'membershipScreen.form.female': 'Femme',
    'membershipScreen.form.male': 'Homme',
    'membershipScreen.becomeAMember.eyebrow': 'Adhésion',
    'membershipScreen.becomeAMember.heading': 'Devenir membre',
    'membershipScreen.becomeAMember.lead':
      'Golightly est un club privé pour les femmes qui voyagent, accueillent et travaillent dans le monde entier. Parlez-nous un peu de vous et notre équipe examinera votre candidature, généralement en quelques jours.',
    'membershipScreen.becomeAMember.alreadyMember': 'Vous êtes déjà membre, {name}',
    'membershipScreen.becomeAMember.referText':
      'Vous connaissez une femme qui adorerait le club ? Envoyez-lui une invitation : elle pourra nous rejoindre aussitôt avec votre code.',
    'membershipScreen.becomeAMember.referFriends': 'Parrainer des amies',
    'membershipScreen.becomeAMember.aboutMembership': 'À propos de votre adhésion',
    'membershipScreen.becomeAMember.pendingHeading': 'Merci, {name}. Votre candidature est en cours d’examen.',
    'membershipScreen.becomeAMember.pendingText':
      'Notre équipe examine chaque candidature à la main. Nous écrirons à <strong>{email}</strong> dès que la vôtre sera approuvée ; vous pourrez alors vous connecter avec cette adresse et le mot de passe choisi.',
    'membershipScreen.becomeAMember.whatNext': 'La suite, et comment fonctionne l’adhésion',
    'membershipScreen.becomeAMember.formLabel': 'Candidature d’adhésion',
    'membershipScreen.becomeAMember.haveCode': 'Vous avez un code de parrainage ?',
    'membershipScreen.becomeAMember.joinWithCode': 'Rejoignez-nous avec votre code',
    'membershipScreen.becomeAMember.sourceLegend': 'Comment avez-vous connu Golightly ?',
    'membershipScreen.becomeAMember.sourceReferral': 'Une membre m’a recommandée',
    'membershipScreen.becomeAMember.sourcePress': 'Presse',
    'membershipScreen.becomeAMember.sourceSocial': 'Réseaux sociaux',
    'membershipScreen.becomeAMember.sourceOther': 'Autre',
    'membershipScreen.becomeAMember.detailReferral': 'Qui vous a recommandée ?',
    'membershipScreen.becomeAMember.detailPress': 'Quelle publication ? (facultatif)',
    'membershipScreen.becomeAMember.detailSocial': 'Quel réseau ou quel compte ? (facultatif)',
    'membershipScreen.becomeAMember.detailOther': 'Dites-nous en plus (facultatif)',
    'membershipScreen.becomeAMember.sending': 'Envoi…',
    'membershipScreen.becomeAMember.apply': 'Demander l’adhésion',
    'membershipScreen.becomeAMember.agree':
      'En posant votre candidature, vous acceptez nos <terms>conditions d’utilisation</terms> et notre <privacy>politique de confidentialité</privacy>.',
    'membershipScreen.register.title': 'Inscription d’une nouvelle membre',
    'membershipScreen.register.eyebrow': 'Sur invitation',
    'membershipScreen.register.invitedBy': '{name} vous invite à rejoindre Golightly.',
    'membershipScreen.register.lead':
      'Rejoignez-nous avec le code d’invitation qu’une membre vous a envoyé. Déjà membre ? Utilisez <strong>Se connecter</strong> en haut de la page.',
    'membershipScreen.register.signedInAs': 'Vous êtes connectée en tant que {name}.',
    'membershipScreen.register.invitationCode': 'Code d’invitation',
    'membershipScreen.register.fromLink': 'Issu de votre lien d’invitation.',
    'membershipScreen.register.zipCode': 'Code postal',
    'membershipScreen.register.dialCode': 'Indicatif {dialCode}',
    'membershipScreen.register.intend': 'Je veux',
    'membershipScreen.register.host': 'Accueillir',
    'membershipScreen.register.travel': 'Voyager',
    'membershipScreen.register.both': 'Les deux',
    'membershipScreen.register.birthday': 'Date de naissance',
    'membershipScreen.register.month': 'Mois',
    'membershipScreen.register.day': 'Jour',
    'membershipScreen.register.year': 'Année',
    'membershipScreen.register.birthdayNote':
      'Votre date de naissance sert uniquement à vérifier que vous avez 21 ans ou plus. Les autres membres ne la voient jamais.',
    'membershipScreen.register.signingUp': 'Inscription…',
    'membershipScreen.register.signUp': 'S’inscrire',
    'membershipScreen.register.noInvitation': 'Pas d’invitation ? <link>Demandez votre adhésion</link>',
    'membershipScreen.register.welcomeTitle': 'Bienvenue !',
    'membershipScreen.register.welcomeMessage': 'Votre compte a été créé.',
  },
  'pt-PT': {
    'membershipScreen.membership.eyebrow': 'Adesão',
    'membershipScreen.membership.lead':
      'A Golightly é um clube exclusivo para sócias, mulheres que viajam. As sócias ficam em casa umas das outras, viajam juntas, conhecem-se e ajudam-se no trabalho. Entra-se por convite ou por candidatura.',
    'membershipScreen.membership.pendingHeading': 'A sua candidatura aguarda análise',
    'membershipScreen.membership.pendingText':
      'Obrigado pela sua candidatura, {name}. A nossa equipa está a analisá-la e enviar-lhe-á um e-mail assim que for aprovada. Até lá, pode ler sobre o clube aqui e editar o seu perfil.',
    'membershipScreen.membership.rejectedHeading': 'A sua candidatura não foi aprovada',
    'membershipScreen.membership.rejectedText':
      '{declined}. Se acha que se trata de um erro, <link>contacte-nos</link>.',
    'membershipScreen.membership.diamondMember': 'É sócia Diamond',
    'membershipScreen.membership.member': 'É sócia',
    'membershipScreen.membership.inviteFriends': 'Convidar amigas',
    'membershipScreen.membership.yourDiamond': 'A sua adesão Diamond',
    'membershipScreen.membership.yourDashboard': 'O seu painel',
    'membershipScreen.copy.standardEyebrow': 'Standard',
    'membershipScreen.copy.standardHeading': 'Adesão',
    'membershipScreen.copy.standardHomes':
      'Reserve casas de anfitriãs e disponibilize a sua própria casa para outras mulheres.',
    'membershipScreen.copy.standardGoSolo': 'Participe nas viagens de grupo GoSolo, sozinha ou com uma amiga.',
    'membershipScreen.copy.standardSocial': 'Conheça sócias na área social, em eventos e através de contactos.',
    'membershipScreen.copy.standardHustle': 'Procure e ofereça trabalho no quadro de empregos Hustle.',
    'membershipScreen.copy.standardInvite': 'Convide até {count} amigas para o clube.',
    'membershipScreen.copy.diamondEyebrow': 'Diamond',
    'membershipScreen.copy.diamondHeading': 'Adesão Diamond',
    'membershipScreen.copy.diamondFees': 'Sem taxas de reserva, de anúncio ou de anfitriã.',
    'membershipScreen.copy.diamondCredit': 'Até 250 $ de crédito de viagem.',
    'membershipScreen.copy.diamondGoSolo': '20% de desconto nas viagens GoSolo e acesso antecipado às novas viagens.',
    'membershipScreen.copy.diamondPerks': 'Vantagens de parceiros e o serviço de concierge.',
    'membershipScreen.copy.diamondInviteCredit': 'Crédito por cada amiga convidada que adere.',
    'membershipScreen.copy.aboutDiamond': 'Sobre a adesão Diamond',
    'membershipScreen.copy.invitationsHeading': 'Como funcionam os convites',
    'membershipScreen.copy.invitationsShare':
      'Cada sócia pode convidar até {count} amigas. Partilhe a sua ligação pessoal ou envie convites por e-mail a partir da <link>página de convites</link>.',
    'membershipScreen.copy.invitationsRegister':
      'A sua amiga abre a ligação, ou introduz o seu código de referência, e regista-se de imediato: sem candidatura, sem espera. Um convite enviado por e-mail é válido durante 30 dias e apenas para o endereço para onde foi enviado.',
    'membershipScreen.copy.invitationsCredit':
      'Ganha {dollars} $ de crédito de viagem por cada amiga que adere. Um convite pendente ocupa um lugar; cancele-o para libertar o lugar.',
    'membershipScreen.copy.joinHeading': 'Como aderir',
    'membershipScreen.copy.joinInvitation':
      '<strong>Com um convite.</strong> Uma sócia envia-lhe uma ligação ou um código de referência; regista-se e é sócia de imediato.',
    'membershipScreen.copy.joinApplication':
      '<strong>Por candidatura.</strong> Ainda não tem convite? <link>Candidate-se à adesão</link>. A nossa equipa analisa cada candidatura à mão e envia-lhe um e-mail quando for aprovada.',
    'membershipScreen.copy.joinAge': 'As sócias são mulheres com 21 anos ou mais.',
    'membershipScreen.diamond.eyebrow': 'Diamond',
    'membershipScreen.diamond.heading': 'Adesão Diamond',
    'membershipScreen.diamond.lead':
      'Para sócias que viajam muito: sem taxas, com crédito de viagem e o melhor da GoSolo. As sócias Diamond poupam cerca de 600 $ por ano.',
    'membershipScreen.diamond.welcome': 'Bem-vinda, {name}: é sócia Diamond',
    'membershipScreen.diamond.welcomeText':
      'As suas vantagens aplicam-se automaticamente quando reserva, recebe hóspedes e participa em viagens.',
    'membershipScreen.diamond.findStay': 'Encontrar estadia',
    'membershipScreen.diamond.goSoloTrips': 'Viagens GoSolo',
    'membershipScreen.diamond.noFeesTitle': 'Sem taxas',
    'membershipScreen.diamond.noFeesText':
      'Sem taxas de reserva, de anúncio ou de anfitriã em qualquer estadia que reserve ou receba.',
    'membershipScreen.diamond.creditTitle': 'Crédito de viagem',
    'membershipScreen.diamond.creditText':
      'Até 250 $ de crédito de viagem para gastar em estadias; o crédito cobre até metade de um pagamento.',
    'membershipScreen.diamond.goSoloTitle': 'GoSolo',
    'membershipScreen.diamond.goSoloText':
      '20% de desconto nas viagens de grupo GoSolo e acesso antecipado quando abrem novas viagens.',
    'membershipScreen.diamond.perksTitle': 'Vantagens e concierge',
    'membershipScreen.diamond.perksText':
      'Vantagens de parceiros e o concierge, que planeia consigo os detalhes da sua viagem.',
    'membershipScreen.diamond.inviteTitle': 'Crédito por convite',
    'membershipScreen.diamond.inviteText': 'Crédito de viagem por cada amiga que convida e adere ao clube.',
    'membershipScreen.diamond.becomingHeading': 'Tornar-se sócia Diamond',
    'membershipScreen.diamond.subscriptionMember':
      'A adesão Diamond é uma subscrição, paga mensal ou anualmente. A subscrição online abre em breve; até lá, escreva-nos e atualizamos a sua adesão.',
    'membershipScreen.diamond.subscriptionVisitor':
      'A adesão Diamond é uma subscrição, paga mensal ou anualmente. A subscrição online abre em breve; até lá, adira primeiro ao clube e depois escreva-nos para atualizar.',
    'membershipScreen.diamond.contactUs': 'Contacte-nos',
    'membershipScreen.diamond.becomeMember': 'Torne-se sócia',
    'membershipScreen.diamond.compare': 'Comparar adesões',
    'membershipScreen.form.firstName': 'Nome próprio',
    'membershipScreen.form.lastName': 'Apelido',
    'membershipScreen.form.email': 'E-mail',
    'membershipScreen.form.password': 'Palavra-passe',
    'membershipScreen.form.confirmPassword': 'Confirmar palavra-passe',
    'membershipScreen.form.phoneNumber': 'Número de telefone',
    'membershipScreen.form.gender': 'Género',
    'membershipScreen.form.female': 'Mulher',
    'membershipScreen.form.male': 'Homem',
    'membershipScreen.becomeAMember.eyebrow': 'Adesão',
    'membershipScreen.becomeAMember.heading': 'Torne-se sócia',
    'membershipScreen.becomeAMember.lead':
      'A Golightly é um clube privado para mulheres que viajam, recebem hóspedes e trabalham pelo mundo. Fale-nos um pouco de si e a nossa equipa analisará a sua candidatura, normalmente em poucos dias.',
    'membershipScreen.becomeAMember.alreadyMember': 'Já é sócia, {name}',
    'membershipScreen.becomeAMember.referText':
      'Conhece uma mulher que adoraria o clube? Envie-lhe um convite: pode aderir de imediato com o seu código.',
    'membershipScreen.becomeAMember.referFriends': 'Recomendar amigas',
    'membershipScreen.becomeAMember.aboutMembership': 'Sobre a sua adesão',
    'membershipScreen.becomeAMember.pendingHeading': 'Obrigado, {name}. A sua candidatura aguarda análise.',
    'membershipScreen.becomeAMember.pendingText':
      'A nossa equipa analisa cada candidatura à mão. Escreveremos para <strong>{email}</strong> assim que a sua for aprovada; a partir daí pode iniciar sessão com esse endereço e a palavra-passe que escolheu.',
    'membershipScreen.becomeAMember.whatNext': 'O que acontece a seguir e como funciona a adesão',
    'membershipScreen.becomeAMember.formLabel': 'Candidatura de adesão',
    'membershipScreen.becomeAMember.haveCode': 'Tem um código de referência?',
    'membershipScreen.becomeAMember.joinWithCode': 'Adira com o seu código',
    'membershipScreen.becomeAMember.sourceLegend': 'Como soube da Golightly?',
    'membershipScreen.becomeAMember.sourceReferral': 'Uma sócia recomendou-me',
    'membershipScreen.becomeAMember.sourcePress': 'Imprensa',
    'membershipScreen.becomeAMember.sourceSocial': 'Redes sociais',
    'membershipScreen.becomeAMember.sourceOther': 'Outro',
    'membershipScreen.becomeAMember.detailReferral': 'Quem a recomendou?',
    'membershipScreen.becomeAMember.detailPress': 'Que publicação? (opcional)',
    'membershipScreen.becomeAMember.detailSocial': 'Que rede ou conta? (opcional)',
    'membershipScreen.becomeAMember.detailOther': 'Conte-nos mais (opcional)',
    'membershipScreen.becomeAMember.sending': 'A enviar…',
    'membershipScreen.becomeAMember.apply': 'Candidatar-se à adesão',
    'membershipScreen.becomeAMember.agree':
      'Ao candidatar-se, aceita os nossos <terms>termos de serviço</terms> e a nossa <privacy>política de privacidade</privacy>.',
    'membershipScreen.register.title': 'Registo de nova sócia',
    'membershipScreen.register.eyebrow': 'Por convite',
    'membershipScreen.register.invitedBy': '{name} convidou-a a aderir à Golightly.',
    'membershipScreen.register.lead':
      'Adira com o código de convite que uma sócia lhe enviou. Já é sócia? Use <strong>Iniciar sessão</strong> no topo da página.',
    'membershipScreen.register.signedInAs': 'Tem sessão iniciada como {name}.',
    'membershipScreen.register.invitationCode': 'Código de convite',
    'membershipScreen.register.fromLink': 'Da sua ligação de convite.',
    'membershipScreen.register.zipCode': 'Código postal',
    'membershipScreen.register.dialCode': 'Indicativo {dialCode}',
    'membershipScreen.register.intend': 'Quero',
    'membershipScreen.register.host': 'Receber hóspedes',
    'membershipScreen.register.travel': 'Viajar',
    'membershipScreen.register.both': 'Ambos',
    'membershipScreen.register.birthday': 'Data de nascimento',
    'membershipScreen.register.month': 'Mês',
    'membershipScreen.register.day': 'Dia',
    'membershipScreen.register.year': 'Ano',
    'membershipScreen.register.birthdayNote':
      'A sua data de nascimento serve apenas para verificar que tem 21 anos ou mais. As outras sócias nunca a veem.',
    'membershipScreen.register.signingUp': 'A registar…',
    'membershipScreen.register.signUp': 'Registar-se',
    'membershipScreen.register.noInvitation': 'Sem convite? <link>Candidate-se à adesão</link>',
    'membershipScreen.register.welcomeTitle': 'Bem-vinda!',
    'membershipScreen.register.welcomeMessage': 'A sua conta foi criada.',
  },
};
