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
  securityTitle: { id: 'profileScreen.security.title', defaultMessage: 'Account security' },
  securityPasswordChanged: { id: 'profileScreen.security.passwordChanged', defaultMessage: 'Password changed' },
  securityUseNewPassword: {
    id: 'profileScreen.security.useNewPassword',
    defaultMessage: 'Use your new password the next time you log in.',
  },
  securityPasswordNotChanged: {
    id: 'profileScreen.security.passwordNotChanged',
    defaultMessage: 'Password not changed',
  },
  securityChangePassword: { id: 'profileScreen.security.changePassword', defaultMessage: 'Change password' },
  securityPasswordRule: {
    id: 'profileScreen.security.passwordRule',
    defaultMessage: '8 to 19 characters, with an upper-case letter and a number.',
  },
  securityCurrentPassword: { id: 'profileScreen.security.currentPassword', defaultMessage: 'Current password' },
  securityNewPassword: { id: 'profileScreen.security.newPassword', defaultMessage: 'New password' },
  securityConfirmNewPassword: {
    id: 'profileScreen.security.confirmNewPassword',
    defaultMessage: 'Confirm new password',
  },
  securityEnterPasswordToConfirm: {
    id: 'profileScreen.security.enterPasswordToConfirm',
    defaultMessage: 'Please enter your password to confirm.',
  },
  securityAccountNotDeleted: { id: 'profileScreen.security.accountNotDeleted', defaultMessage: 'Account not deleted' },
  securityDeleteMyAccount: { id: 'profileScreen.security.deleteMyAccount', defaultMessage: 'Delete my account' },
  securityDeleteWarning: {
    id: 'profileScreen.security.deleteWarning',
    defaultMessage: 'Deleting your account ends your membership and removes your profile. This cannot be undone.',
  },
  securityDeleteMyAccountOpen: {
    id: 'profileScreen.security.deleteMyAccountOpen',
    defaultMessage: 'Delete my account…',
  },
  securityYourPassword: { id: 'profileScreen.security.yourPassword', defaultMessage: 'Your password' },
  securityDeleteForGood: { id: 'profileScreen.security.deleteForGood', defaultMessage: 'Delete my account for good' },
  securityKeepMyAccount: { id: 'profileScreen.security.keepMyAccount', defaultMessage: 'Keep my account' },
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
    'profileScreen.security.title': 'Zabezpečení účtu',
    'profileScreen.security.passwordChanged': 'Heslo změněno',
    'profileScreen.security.useNewPassword': 'Při příštím přihlášení použijte nové heslo.',
    'profileScreen.security.passwordNotChanged': 'Heslo nebylo změněno',
    'profileScreen.security.changePassword': 'Změnit heslo',
    'profileScreen.security.passwordRule': '8 až 19 znaků, s velkým písmenem a číslicí.',
    'profileScreen.security.currentPassword': 'Současné heslo',
    'profileScreen.security.newPassword': 'Nové heslo',
    'profileScreen.security.confirmNewPassword': 'Potvrďte nové heslo',
    'profileScreen.security.enterPasswordToConfirm': 'Pro potvrzení zadejte své heslo.',
    'profileScreen.security.accountNotDeleted': 'Účet nebyl smazán',
    'profileScreen.security.deleteMyAccount': 'Smazat můj účet',
    'profileScreen.security.deleteWarning':
      'Smazáním účtu ukončíte členství a odstraníte svůj profil. Tuto akci nelze vrátit.',
    'profileScreen.security.deleteMyAccountOpen': 'Smazat můj účet…',
    'profileScreen.security.yourPassword': 'Vaše heslo',
    'profileScreen.security.deleteForGood': 'Smazat účet natrvalo',
    'profileScreen.security.keepMyAccount': 'Ponechat si účet',
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
    'profileScreen.security.title': 'Seguridad de la cuenta',
    'profileScreen.security.passwordChanged': 'Contraseña cambiada',
    'profileScreen.security.useNewPassword': 'Usa tu nueva contraseña la próxima vez que inicies sesión.',
    'profileScreen.security.passwordNotChanged': 'La contraseña no se ha cambiado',
    'profileScreen.security.changePassword': 'Cambiar contraseña',
    'profileScreen.security.passwordRule': 'De 8 a 19 caracteres, con una letra mayúscula y un número.',
    'profileScreen.security.currentPassword': 'Contraseña actual',
    'profileScreen.security.newPassword': 'Nueva contraseña',
    'profileScreen.security.confirmNewPassword': 'Confirma la nueva contraseña',
    'profileScreen.security.enterPasswordToConfirm': 'Introduce tu contraseña para confirmar.',
    'profileScreen.security.accountNotDeleted': 'La cuenta no se ha eliminado',
    'profileScreen.security.deleteMyAccount': 'Eliminar mi cuenta',
    'profileScreen.security.deleteWarning':
      'Eliminar tu cuenta pone fin a tu membresía y borra tu perfil. No se puede deshacer.',
    'profileScreen.security.deleteMyAccountOpen': 'Eliminar mi cuenta…',
    'profileScreen.security.yourPassword': 'Tu contraseña',
    'profileScreen.security.deleteForGood': 'Eliminar mi cuenta definitivamente',
    'profileScreen.security.keepMyAccount': 'Conservar mi cuenta',
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
    'profileScreen.security.title': 'Sicurezza dell’account',
    'profileScreen.security.passwordChanged': 'Password modificata',
    'profileScreen.security.useNewPassword': 'Usa la nuova password al prossimo accesso.',
    'profileScreen.security.passwordNotChanged': 'Password non modificata',
    'profileScreen.security.changePassword': 'Cambia password',
    'profileScreen.security.passwordRule': 'Da 8 a 19 caratteri, con una lettera maiuscola e un numero.',
    'profileScreen.security.currentPassword': 'Password attuale',
    'profileScreen.security.newPassword': 'Nuova password',
    'profileScreen.security.confirmNewPassword': 'Conferma la nuova password',
    'profileScreen.security.enterPasswordToConfirm': 'Inserisci la tua password per confermare.',
    'profileScreen.security.accountNotDeleted': 'Account non eliminato',
    'profileScreen.security.deleteMyAccount': 'Elimina il mio account',
    'profileScreen.security.deleteWarning':
      'Eliminare l’account pone fine alla tua iscrizione e rimuove il tuo profilo. L’operazione non può essere annullata.',
    'profileScreen.security.deleteMyAccountOpen': 'Elimina il mio account…',
    'profileScreen.security.yourPassword': 'La tua password',
    'profileScreen.security.deleteForGood': 'Elimina definitivamente il mio account',
    'profileScreen.security.keepMyAccount': 'Mantieni il mio account',
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
    'profileScreen.security.title': 'Sécurité du compte',
    'profileScreen.security.passwordChanged': 'Mot de passe modifié',
    'profileScreen.security.useNewPassword': 'Utilisez votre nouveau mot de passe lors de votre prochaine connexion.',
    'profileScreen.security.passwordNotChanged': 'Mot de passe non modifié',
    'profileScreen.security.changePassword': 'Changer le mot de passe',
    'profileScreen.security.passwordRule': 'De 8 à 19 caractères, avec une majuscule et un chiffre.',
    'profileScreen.security.currentPassword': 'Mot de passe actuel',
    'profileScreen.security.newPassword': 'Nouveau mot de passe',
    'profileScreen.security.confirmNewPassword': 'Confirmez le nouveau mot de passe',
    'profileScreen.security.enterPasswordToConfirm': 'Veuillez saisir votre mot de passe pour confirmer.',
    'profileScreen.security.accountNotDeleted': 'Compte non supprimé',
    'profileScreen.security.deleteMyAccount': 'Supprimer mon compte',
    'profileScreen.security.deleteWarning':
      'La suppression de votre compte met fin à votre adhésion et efface votre profil. Cette action est irréversible.',
    'profileScreen.security.deleteMyAccountOpen': 'Supprimer mon compte…',
    'profileScreen.security.yourPassword': 'Votre mot de passe',
    'profileScreen.security.deleteForGood': 'Supprimer définitivement mon compte',
    'profileScreen.security.keepMyAccount': 'Garder mon compte',
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
    'profileScreen.security.title': 'Segurança da conta',
    'profileScreen.security.passwordChanged': 'Palavra-passe alterada',
    'profileScreen.security.useNewPassword': 'Use a sua nova palavra-passe da próxima vez que iniciar sessão.',
    'profileScreen.security.passwordNotChanged': 'A palavra-passe não foi alterada',
    'profileScreen.security.changePassword': 'Alterar palavra-passe',
    'profileScreen.security.passwordRule': 'De 8 a 19 caracteres, com uma letra maiúscula e um número.',
    'profileScreen.security.currentPassword': 'Palavra-passe atual',
    'profileScreen.security.newPassword': 'Nova palavra-passe',
    'profileScreen.security.confirmNewPassword': 'Confirme a nova palavra-passe',
    'profileScreen.security.enterPasswordToConfirm': 'Introduza a sua palavra-passe para confirmar.',
    'profileScreen.security.accountNotDeleted': 'A conta não foi eliminada',
    'profileScreen.security.deleteMyAccount': 'Eliminar a minha conta',
    'profileScreen.security.deleteWarning':
      'Eliminar a sua conta termina a sua adesão e remove o seu perfil. Esta ação não pode ser anulada.',
    'profileScreen.security.deleteMyAccountOpen': 'Eliminar a minha conta…',
    'profileScreen.security.yourPassword': 'A sua palavra-passe',
    'profileScreen.security.deleteForGood': 'Eliminar a minha conta definitivamente',
    'profileScreen.security.keepMyAccount': 'Manter a minha conta',
  },
};
