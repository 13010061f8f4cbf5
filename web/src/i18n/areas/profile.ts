// Texts of the profile screens: edit profile, the phone dialog, trust and verification, account security, the public profile and reviews: English here, and each other locale's translation beside it (the bundles spread them in).
import { defineMessages } from 'react-intl';
import type { Locale } from '../locales';

export const profileScreenMessages = defineMessages({
  // reviews-page.tsx
  reviewsTitle: { id: 'profileScreen.reviews.title', defaultMessage: 'Reviews' },
  reviewsGoSoloTitle: { id: 'profileScreen.reviews.goSoloTitle', defaultMessage: 'GoSolo reviews' },
  reviewsWhich: { id: 'profileScreen.reviews.which', defaultMessage: 'Which reviews' },
  reviewsAboutYou: { id: 'profileScreen.reviews.aboutYou', defaultMessage: 'Reviews about you' },
  reviewsByYou: { id: 'profileScreen.reviews.byYou', defaultMessage: 'Reviews by you' },
  reviewsNoneAfterStay: {
    id: 'profileScreen.reviews.noneAfterStay',
    defaultMessage: 'No reviews yet. Reviews appear here after a stay.',
  },
  reviewsNoneAfterTrip: {
    id: 'profileScreen.reviews.noneAfterTrip',
    defaultMessage: 'No reviews yet. Reviews appear here after a GoSolo trip.',
  },
  reviewsStayAboutYou: {
    id: 'profileScreen.reviews.stayAboutYou',
    defaultMessage: 'When you have hosted or stayed with a member, her review of you appears here.',
  },
  reviewsStayByYou: {
    id: 'profileScreen.reviews.stayByYou',
    defaultMessage: 'After each stay you are invited to write a review; the reviews you write appear here.',
  },
  reviewsTripAboutYou: {
    id: 'profileScreen.reviews.tripAboutYou',
    defaultMessage: 'Reviews of you from the GoSolo trips you join appear here.',
  },
  reviewsTripByYou: {
    id: 'profileScreen.reviews.tripByYou',
    defaultMessage: 'After each GoSolo trip you are invited to review it; the reviews you write appear here.',
  },
});

type Id = (typeof profileScreenMessages)[keyof typeof profileScreenMessages]['id'];

export const profileScreenTranslations: Record<Exclude<Locale, 'en-US'>, Record<Id, string>> = {
  'cs-CZ': {
    'profileScreen.reviews.title': 'Hodnocení',
    'profileScreen.reviews.goSoloTitle': 'Hodnocení GoSolo',
    'profileScreen.reviews.which': 'Která hodnocení',
    'profileScreen.reviews.aboutYou': 'Hodnocení o vás',
    'profileScreen.reviews.byYou': 'Vaše hodnocení',
    'profileScreen.reviews.noneAfterStay': 'Zatím žádná hodnocení. Hodnocení se zde objeví po pobytu.',
    'profileScreen.reviews.noneAfterTrip': 'Zatím žádná hodnocení. Hodnocení se zde objeví po cestě GoSolo.',
    'profileScreen.reviews.stayAboutYou':
      'Až budete hostit členku nebo u ní pobývat, objeví se zde její hodnocení o vás.',
    'profileScreen.reviews.stayByYou':
      'Po každém pobytu vás požádáme o hodnocení; hodnocení, která napíšete, se objeví zde.',
    'profileScreen.reviews.tripAboutYou': 'Zde se objeví hodnocení o vás z cest GoSolo, kterých se zúčastníte.',
    'profileScreen.reviews.tripByYou':
      'Po každé cestě GoSolo vás požádáme o její hodnocení; hodnocení, která napíšete, se objeví zde.',
  },
  es: {
    'profileScreen.reviews.title': 'Reseñas',
    'profileScreen.reviews.goSoloTitle': 'Reseñas de GoSolo',
    'profileScreen.reviews.which': 'Qué reseñas',
    'profileScreen.reviews.aboutYou': 'Reseñas sobre ti',
    'profileScreen.reviews.byYou': 'Reseñas escritas por ti',
    'profileScreen.reviews.noneAfterStay': 'Aún no hay reseñas. Las reseñas aparecen aquí después de una estancia.',
    'profileScreen.reviews.noneAfterTrip': 'Aún no hay reseñas. Las reseñas aparecen aquí después de un viaje GoSolo.',
    'profileScreen.reviews.stayAboutYou':
      'Cuando hayas alojado a una socia o te hayas alojado con ella, su reseña sobre ti aparecerá aquí.',
    'profileScreen.reviews.stayByYou':
      'Después de cada estancia te invitamos a escribir una reseña; las reseñas que escribas aparecen aquí.',
    'profileScreen.reviews.tripAboutYou':
      'Aquí aparecen las reseñas sobre ti de los viajes GoSolo en los que participes.',
    'profileScreen.reviews.tripByYou':
      'Después de cada viaje GoSolo te invitamos a valorarlo; las reseñas que escribas aparecen aquí.',
  },
  'it-IT': {
    'profileScreen.reviews.title': 'Recensioni',
    'profileScreen.reviews.goSoloTitle': 'Recensioni GoSolo',
    'profileScreen.reviews.which': 'Quali recensioni',
    'profileScreen.reviews.aboutYou': 'Recensioni su di te',
    'profileScreen.reviews.byYou': 'Recensioni scritte da te',
    'profileScreen.reviews.noneAfterStay': 'Ancora nessuna recensione. Le recensioni compaiono qui dopo un soggiorno.',
    'profileScreen.reviews.noneAfterTrip':
      'Ancora nessuna recensione. Le recensioni compaiono qui dopo un viaggio GoSolo.',
    'profileScreen.reviews.stayAboutYou':
      'Quando avrai ospitato una socia o soggiornato da lei, la sua recensione su di te comparirà qui.',
    'profileScreen.reviews.stayByYou':
      'Dopo ogni soggiorno ti invitiamo a scrivere una recensione; le recensioni che scrivi compaiono qui.',
    'profileScreen.reviews.tripAboutYou': 'Qui compaiono le recensioni su di te dei viaggi GoSolo a cui partecipi.',
    'profileScreen.reviews.tripByYou':
      'Dopo ogni viaggio GoSolo ti invitiamo a recensirlo; le recensioni che scrivi compaiono qui.',
  },
  'fr-FR': {
    'profileScreen.reviews.title': 'Avis',
    'profileScreen.reviews.goSoloTitle': 'Avis GoSolo',
    'profileScreen.reviews.which': 'Quels avis',
    'profileScreen.reviews.aboutYou': 'Avis sur vous',
    'profileScreen.reviews.byYou': 'Avis rédigés par vous',
    'profileScreen.reviews.noneAfterStay': 'Aucun avis pour le moment. Les avis apparaissent ici après un séjour.',
    'profileScreen.reviews.noneAfterTrip':
      'Aucun avis pour le moment. Les avis apparaissent ici après un voyage GoSolo.',
    'profileScreen.reviews.stayAboutYou':
      'Lorsque vous aurez reçu une membre ou séjourné chez elle, son avis sur vous apparaîtra ici.',
    'profileScreen.reviews.stayByYou':
      'Après chaque séjour, vous êtes invitée à rédiger un avis ; les avis que vous rédigez apparaissent ici.',
    'profileScreen.reviews.tripAboutYou':
      'Les avis sur vous issus des voyages GoSolo auxquels vous participez apparaissent ici.',
    'profileScreen.reviews.tripByYou':
      'Après chaque voyage GoSolo, vous êtes invitée à donner votre avis ; les avis que vous rédigez apparaissent ici.',
  },
  'pt-PT': {
    'profileScreen.reviews.title': 'Avaliações',
    'profileScreen.reviews.goSoloTitle': 'Avaliações GoSolo',
    'profileScreen.reviews.which': 'Que avaliações',
    'profileScreen.reviews.aboutYou': 'Avaliações sobre si',
    'profileScreen.reviews.byYou': 'Avaliações escritas por si',
    'profileScreen.reviews.noneAfterStay':
      'Ainda não há avaliações. As avaliações aparecem aqui depois de uma estadia.',
    'profileScreen.reviews.noneAfterTrip':
      'Ainda não há avaliações. As avaliações aparecem aqui depois de uma viagem GoSolo.',
    'profileScreen.reviews.stayAboutYou':
      'Quando tiver recebido uma sócia ou ficado em casa dela, a avaliação dela sobre si aparece aqui.',
    'profileScreen.reviews.stayByYou':
      'Depois de cada estadia é convidada a escrever uma avaliação; as avaliações que escrever aparecem aqui.',
    'profileScreen.reviews.tripAboutYou': 'Aqui aparecem as avaliações sobre si das viagens GoSolo em que participar.',
    'profileScreen.reviews.tripByYou':
      'Depois de cada viagem GoSolo é convidada a avaliá-la; as avaliações que escrever aparecem aqui.',
  },
};
