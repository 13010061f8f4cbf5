// Texts of the member's home: home page, dashboard, co-hosts, invitations, the social rules dialog and the placeholder screen: English here, and each other locale's translation beside it (the bundles spread them in).
import { SHELL_TEXTS } from '@golightly/web-kit/texts';
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const dashboardScreenMessages = defineMessages({
  // The home page.
  homeEyebrow: { id: 'dashboardScreen.home.eyebrow', defaultMessage: 'A members-only travel club for women' },
  homeWelcome: { id: 'dashboardScreen.home.welcome', defaultMessage: 'Welcome to {name}' },
  homeLead: {
    id: 'dashboardScreen.home.lead',
    defaultMessage: "Stay in members' homes, travel together and meet women who love to go places.",
  },
  homeBecomeAMember: { id: 'dashboardScreen.home.becomeAMember', defaultMessage: 'Become a member' },
  homeWhoCanJoin: { id: 'dashboardScreen.home.whoCanJoin', defaultMessage: 'Who can join' },
  homeUnavailable: {
    id: 'dashboardScreen.home.unavailable',
    defaultMessage:
      "We could not reach the club's servers just now, so some details may be missing. Please try again shortly.",
  },
  homeInsideTheClub: { id: 'dashboardScreen.home.insideTheClub', defaultMessage: 'Inside the club' },
  homeStaysTitle: { id: 'dashboardScreen.home.staysTitle', defaultMessage: 'Stays' },
  homeStaysText: {
    id: 'dashboardScreen.home.staysText',
    defaultMessage: 'Homes hosted by members, on a map of the places you want to go.',
  },
  homeGoSoloTitle: { id: 'dashboardScreen.home.goSoloTitle', defaultMessage: 'GoSolo' },
  homeGoSoloText: {
    id: 'dashboardScreen.home.goSoloText',
    defaultMessage: 'Group trips for women travelling solo, with a friend or two.',
  },
  homeSocialTitle: { id: 'dashboardScreen.home.socialTitle', defaultMessage: 'Social' },
  homeSocialText: {
    id: 'dashboardScreen.home.socialText',
    defaultMessage: 'Posts, events and connections with members near and far.',
  },
  homeHustleTitle: { id: 'dashboardScreen.home.hustleTitle', defaultMessage: 'Hustle' },
  homeHustleText: {
    id: 'dashboardScreen.home.hustleText',
    defaultMessage: 'A job board where members hire and work with each other.',
  },

  // The social rules dialog.
  socialRulesTitle: { id: 'dashboardScreen.socialRules.title', defaultMessage: 'Social community rules' },
  socialRulesIntro: {
    id: 'dashboardScreen.socialRules.intro',
    defaultMessage: "Before you join the conversation, please read and accept the rules of the club's social area.",
  },
  socialRulesRule1: {
    id: 'dashboardScreen.socialRules.rule1',
    defaultMessage: 'Be kind. Treat every member as you would a friend you are travelling with.',
  },
  socialRulesRule2: {
    id: 'dashboardScreen.socialRules.rule2',
    defaultMessage: 'Keep it about travel, hosting and the club; no advertising or selling.',
  },
  socialRulesRule3: {
    id: 'dashboardScreen.socialRules.rule3',
    defaultMessage: "Share only what is yours to share: no one else's photos, addresses or private messages.",
  },
  socialRulesRule4: {
    id: 'dashboardScreen.socialRules.rule4',
    defaultMessage: 'Report anything that feels wrong; the club team reads every report.',
  },
  socialRulesAgree: {
    id: 'dashboardScreen.socialRules.agree',
    defaultMessage: 'I have read and agree to the community rules and the terms of service.',
  },
  socialRulesNotNow: { id: 'dashboardScreen.socialRules.notNow', defaultMessage: 'Not now' },
  socialRulesSaving: { id: 'dashboardScreen.socialRules.saving', defaultMessage: 'Saving…' },
  socialRulesConfirm: { id: 'dashboardScreen.socialRules.confirm', defaultMessage: 'Confirm' },

  // The placeholder screen; comingLater's English is packages/web-kit's SHELL_TEXTS.comingLater.
  placeholderComingLater: {
    id: 'dashboardScreen.placeholder.comingLater',
    defaultMessage: SHELL_TEXTS.comingLater.defaultMessage,
  },
  placeholderLead: {
    id: 'dashboardScreen.placeholder.lead',
    defaultMessage: 'This screen arrives in a later release of the club. {summary}',
  },
  placeholderBackHome: { id: 'dashboardScreen.placeholder.backHome', defaultMessage: 'Back to the home page' },
  areaHomeLabel: { id: 'dashboardScreen.placeholder.area.home.label', defaultMessage: 'Home' },
  areaHomeSummary: {
    id: 'dashboardScreen.placeholder.area.home.summary',
    defaultMessage: 'The front door of the club.',
  },
  areaAboutLabel: { id: 'dashboardScreen.placeholder.area.about.label', defaultMessage: 'About the club' },
  areaAboutSummary: {
    id: 'dashboardScreen.placeholder.area.about.summary',
    defaultMessage: 'Who we are, how the club works and the policies members agree to.',
  },
  areaMembershipLabel: { id: 'dashboardScreen.placeholder.area.membership.label', defaultMessage: 'Membership' },
  areaMembershipSummary: {
    id: 'dashboardScreen.placeholder.area.membership.summary',
    defaultMessage: 'Joining the club, membership tiers, Diamond membership and invitations.',
  },
  areaAccountLabel: { id: 'dashboardScreen.placeholder.area.account.label', defaultMessage: 'Your account' },
  areaAccountSummary: {
    id: 'dashboardScreen.placeholder.area.account.summary',
    defaultMessage: 'Signing in, your profile, verification and account security.',
  },
  areaPayoutsLabel: { id: 'dashboardScreen.placeholder.area.payouts.label', defaultMessage: 'Payouts' },
  areaPayoutsSummary: {
    id: 'dashboardScreen.placeholder.area.payouts.summary',
    defaultMessage: 'How hosts get paid and the history of every transaction.',
  },
  areaCommunityLabel: { id: 'dashboardScreen.placeholder.area.community.label', defaultMessage: 'Community' },
  areaCommunitySummary: {
    id: 'dashboardScreen.placeholder.area.community.summary',
    defaultMessage: 'Posts, events, connections, local spots and the concierge.',
  },
  areaMessagesLabel: { id: 'dashboardScreen.placeholder.area.messages.label', defaultMessage: 'Messages' },
  areaMessagesSummary: {
    id: 'dashboardScreen.placeholder.area.messages.summary',
    defaultMessage: 'Conversations with hosts, guests and other members.',
  },
  areaStaysLabel: { id: 'dashboardScreen.placeholder.area.stays.label', defaultMessage: 'Stays' },
  areaStaysSummary: {
    id: 'dashboardScreen.placeholder.area.stays.summary',
    defaultMessage: 'Searching homes on the map, city guides, listings and wish lists.',
  },
  areaHostingLabel: { id: 'dashboardScreen.placeholder.area.hosting.label', defaultMessage: 'Hosting' },
  areaHostingSummary: {
    id: 'dashboardScreen.placeholder.area.hosting.summary',
    defaultMessage: 'Listing your home and managing its reservations.',
  },
  areaTripsLabel: { id: 'dashboardScreen.placeholder.area.trips.label', defaultMessage: 'Trips' },
  areaTripsSummary: {
    id: 'dashboardScreen.placeholder.area.trips.summary',
    defaultMessage: 'Booking stays, payments, receipts, cancellations and reviews.',
  },
  areaGosoloLabel: { id: 'dashboardScreen.placeholder.area.gosolo.label', defaultMessage: 'GoSolo' },
  areaGosoloSummary: {
    id: 'dashboardScreen.placeholder.area.gosolo.summary',
    defaultMessage: 'Group trips for solo travellers, with friends or on your own.',
  },
  areaHustleLabel: { id: 'dashboardScreen.placeholder.area.hustle.label', defaultMessage: 'Hustle' },
  areaHustleSummary: {
    id: 'dashboardScreen.placeholder.area.hustle.summary',
    defaultMessage: 'The job board where members hire and work with each other.',
  },
});

type Id = (typeof dashboardScreenMessages)[keyof typeof dashboardScreenMessages]['id'];

export const dashboardScreenTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {
    'dashboardScreen.home.eyebrow': 'Cestovní klub jen pro členky',
    'dashboardScreen.home.welcome': 'Vítejte v {name}',
    'dashboardScreen.home.lead':
      'Bydlete v domovech členek, cestujte společně a poznávejte ženy, které rády vyrážejí na cesty.',
    'dashboardScreen.home.becomeAMember': 'Staňte se členkou',
    'dashboardScreen.home.whoCanJoin': 'Kdo se může přidat',
    'dashboardScreen.home.unavailable':
      'Servery klubu jsou teď nedostupné, takže některé údaje mohou chybět. Zkuste to prosím za chvíli znovu.',
    'dashboardScreen.home.insideTheClub': 'Co najdete v klubu',
    'dashboardScreen.home.staysTitle': 'Pobyty',
    'dashboardScreen.home.staysText': 'Domovy, které nabízejí členky, na mapě míst, kam chcete vyrazit.',
    'dashboardScreen.home.goSoloTitle': 'GoSolo',
    'dashboardScreen.home.goSoloText': 'Skupinové výlety pro ženy, které cestují samy nebo s kamarádkou či dvěma.',
    'dashboardScreen.home.socialTitle': 'Komunita',
    'dashboardScreen.home.socialText': 'Příspěvky, akce a kontakty s členkami z blízka i z daleka.',
    'dashboardScreen.home.hustleTitle': 'Hustle',
    'dashboardScreen.home.hustleText': 'Burza práce, kde si členky navzájem nabízejí práci a spolupracují.',
    'dashboardScreen.socialRules.title': 'Pravidla komunity',
    'dashboardScreen.socialRules.intro':
      'Než se zapojíte do diskuse, přečtěte si prosím pravidla komunitní části klubu a přijměte je.',
    'dashboardScreen.socialRules.rule1':
      'Buďte laskavá. Chovejte se ke každé člence jako ke kamarádce, se kterou cestujete.',
    'dashboardScreen.socialRules.rule2': 'Pište o cestování, hostitelství a klubu; žádná reklama ani prodej.',
    'dashboardScreen.socialRules.rule3': 'Sdílejte jen to, co je vaše: žádné cizí fotky, adresy ani soukromé zprávy.',
    'dashboardScreen.socialRules.rule4': 'Nahlaste vše, co se vám nezdá; tým klubu čte každé hlášení.',
    'dashboardScreen.socialRules.agree': 'Přečetla jsem si pravidla komunity a obchodní podmínky a souhlasím s nimi.',
    'dashboardScreen.socialRules.notNow': 'Teď ne',
    'dashboardScreen.socialRules.saving': 'Ukládá se…',
    'dashboardScreen.socialRules.confirm': 'Potvrdit',
    'dashboardScreen.placeholder.comingLater': 'Přijde v některé z dalších verzí',
    'dashboardScreen.placeholder.lead': 'Tato obrazovka přibude v některé z dalších verzí klubu. {summary}',
    'dashboardScreen.placeholder.backHome': 'Zpět na úvodní stránku',
    'dashboardScreen.placeholder.area.home.label': 'Domů',
    'dashboardScreen.placeholder.area.home.summary': 'Hlavní vchod do klubu.',
    'dashboardScreen.placeholder.area.about.label': 'O klubu',
    'dashboardScreen.placeholder.area.about.summary':
      'Kdo jsme, jak klub funguje a zásady, se kterými členky souhlasí.',
    'dashboardScreen.placeholder.area.membership.label': 'Členství',
    'dashboardScreen.placeholder.area.membership.summary':
      'Vstup do klubu, úrovně členství, členství Diamond a pozvánky.',
    'dashboardScreen.placeholder.area.account.label': 'Váš účet',
    'dashboardScreen.placeholder.area.account.summary': 'Přihlášení, váš profil, ověření a zabezpečení účtu.',
    'dashboardScreen.placeholder.area.payouts.label': 'Výplaty',
    'dashboardScreen.placeholder.area.payouts.summary':
      'Jak hostitelky dostávají zaplaceno a historie všech transakcí.',
    'dashboardScreen.placeholder.area.community.label': 'Komunita',
    'dashboardScreen.placeholder.area.community.summary': 'Příspěvky, akce, kontakty, místní tipy a concierge.',
    'dashboardScreen.placeholder.area.messages.label': 'Zprávy',
    'dashboardScreen.placeholder.area.messages.summary': 'Konverzace s hostitelkami, hostmi a dalšími členkami.',
    'dashboardScreen.placeholder.area.stays.label': 'Pobyty',
    'dashboardScreen.placeholder.area.stays.summary':
      'Hledání domovů na mapě, průvodci po městech, nabídky a seznamy přání.',
    'dashboardScreen.placeholder.area.hosting.label': 'Hostitelství',
    'dashboardScreen.placeholder.area.hosting.summary': 'Nabídka vašeho domova a správa jeho rezervací.',
    'dashboardScreen.placeholder.area.trips.label': 'Cesty',
    'dashboardScreen.placeholder.area.trips.summary': 'Rezervace pobytů, platby, účtenky, storna a hodnocení.',
    'dashboardScreen.placeholder.area.gosolo.label': 'GoSolo',
    'dashboardScreen.placeholder.area.gosolo.summary':
      'Skupinové výlety pro ženy cestující samy, s kamarádkami nebo na vlastní pěst.',
    'dashboardScreen.placeholder.area.hustle.label': 'Hustle',
    'dashboardScreen.placeholder.area.hustle.summary':
      'Burza práce, kde si členky navzájem nabízejí práci a spolupracují.',
  },
  es: {
    'dashboardScreen.home.eyebrow': 'Un club de viajes solo para socias',
    'dashboardScreen.home.welcome': 'Te damos la bienvenida a {name}',
    'dashboardScreen.home.lead':
      'Alójate en casas de socias, viaja en compañía y conoce a mujeres a las que les encanta viajar.',
    'dashboardScreen.home.becomeAMember': 'Hazte socia',
    'dashboardScreen.home.whoCanJoin': 'Quién puede unirse',
    'dashboardScreen.home.unavailable':
      'Ahora mismo no hemos podido conectar con los servidores del club, así que puede faltar algún dato. Inténtalo de nuevo en breve.',
    'dashboardScreen.home.insideTheClub': 'Dentro del club',
    'dashboardScreen.home.staysTitle': 'Estancias',
    'dashboardScreen.home.staysText': 'Casas de socias anfitrionas, en un mapa de los lugares a los que quieres ir.',
    'dashboardScreen.home.goSoloTitle': 'GoSolo',
    'dashboardScreen.home.goSoloText': 'Viajes en grupo para mujeres que viajan solas o con una o dos amigas.',
    'dashboardScreen.home.socialTitle': 'Comunidad',
    'dashboardScreen.home.socialText': 'Publicaciones, eventos y contactos con socias de cerca y de lejos.',
    'dashboardScreen.home.hustleTitle': 'Hustle',
    'dashboardScreen.home.hustleText': 'Una bolsa de trabajo donde las socias se contratan y trabajan juntas.',
    'dashboardScreen.socialRules.title': 'Normas de la comunidad',
    'dashboardScreen.socialRules.intro':
      'Antes de unirte a la conversación, lee y acepta las normas del área social del club.',
    'dashboardScreen.socialRules.rule1': 'Sé amable. Trata a cada socia como tratarías a una amiga con la que viajas.',
    'dashboardScreen.socialRules.rule2': 'Habla de viajes, de alojar y del club; nada de publicidad ni ventas.',
    'dashboardScreen.socialRules.rule3':
      'Comparte solo lo que sea tuyo: ni fotos, ni direcciones, ni mensajes privados de otras personas.',
    'dashboardScreen.socialRules.rule4': 'Denuncia todo lo que te parezca mal; el equipo del club lee cada aviso.',
    'dashboardScreen.socialRules.agree': 'He leído y acepto las normas de la comunidad y las condiciones del servicio.',
    'dashboardScreen.socialRules.notNow': 'Ahora no',
    'dashboardScreen.socialRules.saving': 'Guardando…',
    'dashboardScreen.socialRules.confirm': 'Confirmar',
    'dashboardScreen.placeholder.comingLater': 'Llegará en una próxima versión',
    'dashboardScreen.placeholder.lead': 'Esta pantalla llegará en una próxima versión del club. {summary}',
    'dashboardScreen.placeholder.backHome': 'Volver a la página de inicio',
    'dashboardScreen.placeholder.area.home.label': 'Inicio',
    'dashboardScreen.placeholder.area.home.summary': 'La puerta de entrada al club.',
    'dashboardScreen.placeholder.area.about.label': 'Sobre el club',
    'dashboardScreen.placeholder.area.about.summary':
      'Quiénes somos, cómo funciona el club y las políticas que aceptan las socias.',
    'dashboardScreen.placeholder.area.membership.label': 'Membresía',
    'dashboardScreen.placeholder.area.membership.summary':
      'Unirse al club, niveles de membresía, membresía Diamond e invitaciones.',
    'dashboardScreen.placeholder.area.account.label': 'Tu cuenta',
    'dashboardScreen.placeholder.area.account.summary':
      'Inicio de sesión, tu perfil, la verificación y la seguridad de la cuenta.',
    'dashboardScreen.placeholder.area.payouts.label': 'Pagos',
    'dashboardScreen.placeholder.area.payouts.summary':
      'Cómo cobran las anfitrionas y el historial de cada transacción.',
    'dashboardScreen.placeholder.area.community.label': 'Comunidad',
    'dashboardScreen.placeholder.area.community.summary':
      'Publicaciones, eventos, contactos, sitios locales y el servicio de conserjería.',
    'dashboardScreen.placeholder.area.messages.label': 'Mensajes',
    'dashboardScreen.placeholder.area.messages.summary': 'Conversaciones con anfitrionas, huéspedes y otras socias.',
    'dashboardScreen.placeholder.area.stays.label': 'Estancias',
    'dashboardScreen.placeholder.area.stays.summary':
      'Búsqueda de casas en el mapa, guías de ciudades, anuncios y listas de deseos.',
    'dashboardScreen.placeholder.area.hosting.label': 'Alojar',
    'dashboardScreen.placeholder.area.hosting.summary': 'Anunciar tu casa y gestionar sus reservas.',
    'dashboardScreen.placeholder.area.trips.label': 'Viajes',
    'dashboardScreen.placeholder.area.trips.summary': 'Reservas de estancias, pagos, recibos, cancelaciones y reseñas.',
    'dashboardScreen.placeholder.area.gosolo.label': 'GoSolo',
    'dashboardScreen.placeholder.area.gosolo.summary':
      'Viajes en grupo para viajeras solas, con amigas o por tu cuenta.',
    'dashboardScreen.placeholder.area.hustle.label': 'Hustle',
    'dashboardScreen.placeholder.area.hustle.summary':
      'La bolsa de trabajo donde las socias se contratan y trabajan juntas.',
  },
  'it-IT': {
    'dashboardScreen.home.eyebrow': 'Un club di viaggi riservato alle socie',
    'dashboardScreen.home.welcome': 'Benvenuta su {name}',
    'dashboardScreen.home.lead':
      'Soggiorna nelle case delle socie, viaggia in compagnia e incontra donne che amano partire.',
    'dashboardScreen.home.becomeAMember': 'Diventa socia',
    'dashboardScreen.home.whoCanJoin': 'Chi può iscriversi',
    'dashboardScreen.home.unavailable':
      'Al momento non riusciamo a raggiungere i server del club, quindi alcuni dettagli potrebbero mancare. Riprova tra poco.',
    'dashboardScreen.home.insideTheClub': 'Dentro il club',
    'dashboardScreen.home.staysTitle': 'Soggiorni',
    'dashboardScreen.home.staysText': 'Case offerte dalle socie, su una mappa dei luoghi in cui vuoi andare.',
    'dashboardScreen.home.goSoloTitle': 'GoSolo',
    'dashboardScreen.home.goSoloText': "Viaggi di gruppo per donne che viaggiano da sole, con un'amica o due.",
    'dashboardScreen.home.socialTitle': 'Community',
    'dashboardScreen.home.socialText': 'Post, eventi e contatti con socie vicine e lontane.',
    'dashboardScreen.home.hustleTitle': 'Hustle',
    'dashboardScreen.home.hustleText': 'Una bacheca di lavoro dove le socie si offrono lavoro e collaborano.',
    'dashboardScreen.socialRules.title': 'Regole della community',
    'dashboardScreen.socialRules.intro':
      "Prima di unirti alla conversazione, leggi e accetta le regole dell'area social del club.",
    'dashboardScreen.socialRules.rule1':
      "Sii gentile. Tratta ogni socia come tratteresti un'amica con cui sei in viaggio.",
    'dashboardScreen.socialRules.rule2': 'Parla di viaggi, ospitalità e del club; niente pubblicità né vendite.',
    'dashboardScreen.socialRules.rule3':
      'Condividi solo ciò che è tuo: niente foto, indirizzi o messaggi privati di altre persone.',
    'dashboardScreen.socialRules.rule4':
      'Segnala tutto ciò che non ti sembra giusto; il team del club legge ogni segnalazione.',
    'dashboardScreen.socialRules.agree': 'Ho letto e accetto le regole della community e i termini di servizio.',
    'dashboardScreen.socialRules.notNow': 'Non ora',
    'dashboardScreen.socialRules.saving': 'Salvataggio…',
    'dashboardScreen.socialRules.confirm': 'Conferma',
    'dashboardScreen.placeholder.comingLater': 'In arrivo in una prossima versione',
    'dashboardScreen.placeholder.lead': 'Questa schermata arriverà in una prossima versione del club. {summary}',
    'dashboardScreen.placeholder.backHome': 'Torna alla home page',
    'dashboardScreen.placeholder.area.home.label': 'Home',
    'dashboardScreen.placeholder.area.home.summary': "La porta d'ingresso del club.",
    'dashboardScreen.placeholder.area.about.label': 'Il club',
    'dashboardScreen.placeholder.area.about.summary':
      'Chi siamo, come funziona il club e le regole che le socie accettano.',
    'dashboardScreen.placeholder.area.membership.label': 'Iscrizione',
    'dashboardScreen.placeholder.area.membership.summary':
      "L'ingresso nel club, i livelli di iscrizione, l'iscrizione Diamond e gli inviti.",
    'dashboardScreen.placeholder.area.account.label': 'Il tuo account',
    'dashboardScreen.placeholder.area.account.summary':
      "L'accesso, il tuo profilo, la verifica e la sicurezza dell'account.",
    'dashboardScreen.placeholder.area.payouts.label': 'Pagamenti',
    'dashboardScreen.placeholder.area.payouts.summary':
      'Come vengono pagate le host e la cronologia di ogni transazione.',
    'dashboardScreen.placeholder.area.community.label': 'Community',
    'dashboardScreen.placeholder.area.community.summary': 'Post, eventi, contatti, posti locali e il concierge.',
    'dashboardScreen.placeholder.area.messages.label': 'Messaggi',
    'dashboardScreen.placeholder.area.messages.summary': 'Conversazioni con host, ospiti e altre socie.',
    'dashboardScreen.placeholder.area.stays.label': 'Soggiorni',
    'dashboardScreen.placeholder.area.stays.summary':
      'Ricerca di case sulla mappa, guide delle città, annunci e liste dei desideri.',
    'dashboardScreen.placeholder.area.hosting.label': 'Ospitare',
    'dashboardScreen.placeholder.area.hosting.summary': 'Pubblicare la tua casa e gestirne le prenotazioni.',
    'dashboardScreen.placeholder.area.trips.label': 'Viaggi',
    'dashboardScreen.placeholder.area.trips.summary':
      'Prenotazioni di soggiorni, pagamenti, ricevute, cancellazioni e recensioni.',
    'dashboardScreen.placeholder.area.gosolo.label': 'GoSolo',
    'dashboardScreen.placeholder.area.gosolo.summary':
      'Viaggi di gruppo per chi viaggia da sola, con amiche o per conto proprio.',
    'dashboardScreen.placeholder.area.hustle.label': 'Hustle',
    'dashboardScreen.placeholder.area.hustle.summary':
      'La bacheca di lavoro dove le socie si offrono lavoro e collaborano.',
  },
  'fr-FR': {
    'dashboardScreen.home.eyebrow': 'Un club de voyage réservé à ses membres, pour les femmes',
    'dashboardScreen.home.welcome': 'Bienvenue sur {name}',
    'dashboardScreen.home.lead':
      'Séjournez chez des membres, voyagez ensemble et rencontrez des femmes qui aiment partir.',
    'dashboardScreen.home.becomeAMember': 'Devenir membre',
    'dashboardScreen.home.whoCanJoin': 'Qui peut nous rejoindre',
    'dashboardScreen.home.unavailable':
      "Nous n'avons pas pu joindre les serveurs du club pour l'instant, certains détails peuvent donc manquer. Veuillez réessayer d'ici peu.",
    'dashboardScreen.home.insideTheClub': 'Au cœur du club',
    'dashboardScreen.home.staysTitle': 'Séjours',
    'dashboardScreen.home.staysText':
      'Des logements proposés par des membres, sur une carte des lieux où vous voulez aller.',
    'dashboardScreen.home.goSoloTitle': 'GoSolo',
    'dashboardScreen.home.goSoloText':
      'Des voyages en groupe pour les femmes qui voyagent seules, avec une amie ou deux.',
    'dashboardScreen.home.socialTitle': 'Communauté',
    'dashboardScreen.home.socialText': 'Publications, événements et rencontres avec des membres proches ou lointaines.',
    'dashboardScreen.home.hustleTitle': 'Hustle',
    'dashboardScreen.home.hustleText':
      "Un tableau d'offres d'emploi où les membres s'embauchent et travaillent ensemble.",
    'dashboardScreen.socialRules.title': 'Règles de la communauté',
    'dashboardScreen.socialRules.intro':
      "Avant de rejoindre la conversation, veuillez lire et accepter les règles de l'espace social du club.",
    'dashboardScreen.socialRules.rule1':
      'Soyez bienveillante. Traitez chaque membre comme une amie avec qui vous voyagez.',
    'dashboardScreen.socialRules.rule2': "Parlez de voyage, d'accueil et du club ; ni publicité ni vente.",
    'dashboardScreen.socialRules.rule3':
      "Ne partagez que ce qui vous appartient : ni photos, ni adresses, ni messages privés d'autrui.",
    'dashboardScreen.socialRules.rule4':
      "Signalez tout ce qui vous semble anormal ; l'équipe du club lit chaque signalement.",
    'dashboardScreen.socialRules.agree':
      "J'ai lu et j'accepte les règles de la communauté et les conditions d'utilisation.",
    'dashboardScreen.socialRules.notNow': 'Pas maintenant',
    'dashboardScreen.socialRules.saving': 'Enregistrement…',
    'dashboardScreen.socialRules.confirm': 'Confirmer',
    'dashboardScreen.placeholder.comingLater': 'Disponible dans une prochaine version',
    'dashboardScreen.placeholder.lead': 'Cet écran arrivera dans une prochaine version du club. {summary}',
    'dashboardScreen.placeholder.backHome': "Retour à la page d'accueil",
    'dashboardScreen.placeholder.area.home.label': 'Accueil',
    'dashboardScreen.placeholder.area.home.summary': "La porte d'entrée du club.",
    'dashboardScreen.placeholder.area.about.label': 'À propos du club',
    'dashboardScreen.placeholder.area.about.summary':
      'Qui nous sommes, comment fonctionne le club et les règles acceptées par les membres.',
    'dashboardScreen.placeholder.area.membership.label': 'Adhésion',
    'dashboardScreen.placeholder.area.membership.summary':
      "Rejoindre le club, les niveaux d'adhésion, l'adhésion Diamond et les invitations.",
    'dashboardScreen.placeholder.area.account.label': 'Votre compte',
    'dashboardScreen.placeholder.area.account.summary':
      'La connexion, votre profil, la vérification et la sécurité du compte.',
    'dashboardScreen.placeholder.area.payouts.label': 'Versements',
    'dashboardScreen.placeholder.area.payouts.summary':
      "Comment les hôtes sont payées et l'historique de chaque transaction.",
    'dashboardScreen.placeholder.area.community.label': 'Communauté',
    'dashboardScreen.placeholder.area.community.summary':
      'Publications, événements, rencontres, bonnes adresses et conciergerie.',
    'dashboardScreen.placeholder.area.messages.label': 'Messages',
    'dashboardScreen.placeholder.area.messages.summary':
      'Les conversations avec les hôtes, les voyageuses et les autres membres.',
    'dashboardScreen.placeholder.area.stays.label': 'Séjours',
    'dashboardScreen.placeholder.area.stays.summary':
      'La recherche de logements sur la carte, les guides de villes, les annonces et les listes de favoris.',
    'dashboardScreen.placeholder.area.hosting.label': 'Accueillir',
    'dashboardScreen.placeholder.area.hosting.summary': 'Proposer votre logement et gérer ses réservations.',
    'dashboardScreen.placeholder.area.trips.label': 'Voyages',
    'dashboardScreen.placeholder.area.trips.summary': 'Réservations de séjours, paiements, reçus, annulations et avis.',
    'dashboardScreen.placeholder.area.gosolo.label': 'GoSolo',
    'dashboardScreen.placeholder.area.gosolo.summary':
      'Des voyages en groupe pour voyageuses solo, entre amies ou en solitaire.',
    'dashboardScreen.placeholder.area.hustle.label': 'Hustle',
    'dashboardScreen.placeholder.area.hustle.summary':
      "Le tableau d'offres d'emploi où les membres s'embauchent et travaillent ensemble.",
  },
  'pt-PT': {
    'dashboardScreen.home.eyebrow': 'Um clube de viagens só para sócias',
    'dashboardScreen.home.welcome': 'Bem-vinda ao {name}',
    'dashboardScreen.home.lead':
      'Fique em casas de sócias, viaje em conjunto e conheça mulheres que adoram partir à descoberta.',
    'dashboardScreen.home.becomeAMember': 'Torne-se sócia',
    'dashboardScreen.home.whoCanJoin': 'Quem pode aderir',
    'dashboardScreen.home.unavailable':
      'Neste momento não conseguimos contactar os servidores do clube, por isso alguns detalhes podem faltar. Tente novamente daqui a pouco.',
    'dashboardScreen.home.insideTheClub': 'Dentro do clube',
    'dashboardScreen.home.staysTitle': 'Estadias',
    'dashboardScreen.home.staysText': 'Casas de sócias anfitriãs, num mapa dos lugares onde quer ir.',
    'dashboardScreen.home.goSoloTitle': 'GoSolo',
    'dashboardScreen.home.goSoloText': 'Viagens em grupo para mulheres que viajam sozinhas, com uma ou duas amigas.',
    'dashboardScreen.home.socialTitle': 'Comunidade',
    'dashboardScreen.home.socialText': 'Publicações, eventos e contactos com sócias de perto e de longe.',
    'dashboardScreen.home.hustleTitle': 'Hustle',
    'dashboardScreen.home.hustleText':
      'Uma bolsa de emprego onde as sócias se contratam e trabalham umas com as outras.',
    'dashboardScreen.socialRules.title': 'Regras da comunidade',
    'dashboardScreen.socialRules.intro':
      'Antes de participar na conversa, leia e aceite as regras da área social do clube.',
    'dashboardScreen.socialRules.rule1':
      'Seja simpática. Trate cada sócia como trataria uma amiga com quem está a viajar.',
    'dashboardScreen.socialRules.rule2': 'Fale de viagens, de alojamento e do clube; sem publicidade nem vendas.',
    'dashboardScreen.socialRules.rule3':
      'Partilhe apenas o que é seu: nada de fotografias, moradas ou mensagens privadas de outras pessoas.',
    'dashboardScreen.socialRules.rule4':
      'Denuncie tudo o que lhe pareça errado; a equipa do clube lê todas as denúncias.',
    'dashboardScreen.socialRules.agree': 'Li e aceito as regras da comunidade e os termos de serviço.',
    'dashboardScreen.socialRules.notNow': 'Agora não',
    'dashboardScreen.socialRules.saving': 'A guardar…',
    'dashboardScreen.socialRules.confirm': 'Confirmar',
    'dashboardScreen.placeholder.comingLater': 'Disponível numa próxima versão',
    'dashboardScreen.placeholder.lead': 'Este ecrã chega numa próxima versão do clube. {summary}',
    'dashboardScreen.placeholder.backHome': 'Voltar à página inicial',
    'dashboardScreen.placeholder.area.home.label': 'Início',
    'dashboardScreen.placeholder.area.home.summary': 'A porta de entrada do clube.',
    'dashboardScreen.placeholder.area.about.label': 'Sobre o clube',
    'dashboardScreen.placeholder.area.about.summary':
      'Quem somos, como funciona o clube e as políticas que as sócias aceitam.',
    'dashboardScreen.placeholder.area.membership.label': 'Adesão',
    'dashboardScreen.placeholder.area.membership.summary':
      'Aderir ao clube, níveis de adesão, adesão Diamond e convites.',
    'dashboardScreen.placeholder.area.account.label': 'A sua conta',
    'dashboardScreen.placeholder.area.account.summary':
      'Início de sessão, o seu perfil, verificação e segurança da conta.',
    'dashboardScreen.placeholder.area.payouts.label': 'Pagamentos',
    'dashboardScreen.placeholder.area.payouts.summary': 'Como as anfitriãs recebem e o histórico de cada transação.',
    'dashboardScreen.placeholder.area.community.label': 'Comunidade',
    'dashboardScreen.placeholder.area.community.summary':
      'Publicações, eventos, contactos, sítios locais e o concierge.',
    'dashboardScreen.placeholder.area.messages.label': 'Mensagens',
    'dashboardScreen.placeholder.area.messages.summary': 'Conversas com anfitriãs, hóspedes e outras sócias.',
    'dashboardScreen.placeholder.area.stays.label': 'Estadias',
    'dashboardScreen.placeholder.area.stays.summary':
      'Pesquisa de casas no mapa, guias de cidades, anúncios e listas de desejos.',
    'dashboardScreen.placeholder.area.hosting.label': 'Alojar',
    'dashboardScreen.placeholder.area.hosting.summary': 'Anunciar a sua casa e gerir as respetivas reservas.',
    'dashboardScreen.placeholder.area.trips.label': 'Viagens',
    'dashboardScreen.placeholder.area.trips.summary':
      'Reservas de estadias, pagamentos, recibos, cancelamentos e avaliações.',
    'dashboardScreen.placeholder.area.gosolo.label': 'GoSolo',
    'dashboardScreen.placeholder.area.gosolo.summary':
      'Viagens em grupo para quem viaja sozinha, com amigas ou por conta própria.',
    'dashboardScreen.placeholder.area.hustle.label': 'Hustle',
    'dashboardScreen.placeholder.area.hustle.summary':
      'A bolsa de emprego onde as sócias se contratam e trabalham umas com as outras.',
  },
};
