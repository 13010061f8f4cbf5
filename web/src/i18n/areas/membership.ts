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
  },
};
