// The server's refusal of a member who may not list (DESIGN §8, decision 0032: only an approved woman member whose ID
// is verified; decided on the signed identity, never here): its reason worded in her language, with where she can
// put it right. A reason this screen does not know shows the server's sentence as it came.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { accountPageMessages } from '../../i18n/messages';
import { specTexts } from '../../i18n/spec-texts';
import type { Refusal } from './edit-answer';
import styles from './hosting.module.css';

/** service-kit's StandingReason values a hosting refusal carries, each with its words and the page that helps. */
const REASONS: Record<string, { message: MessageDescriptor; link?: { to: string; label: MessageDescriptor } }> = {
  pending: { message: m.refusalPending, link: { to: '/membership', label: m.refusalMembership } },
  rejected: { message: m.refusalRejected, link: { to: '/membership', label: m.refusalMembership } },
  genderUnconfirmed: {
    message: m.refusalGenderUnconfirmed,
    link: { to: '/confirm-gender', label: m.refusalConfirmGender },
  },
  womenOnly: { message: m.refusalWomenOnly, link: { to: '/whoCanJoin', label: m.refusalWhoCanJoin } },
  idNotVerified: { message: m.refusalIdNotVerified, link: { to: '/id-verification', label: m.refusalVerifyId } },
};

export function HostRefusal({ refusal }: { refusal: Refusal }) {
  const t = useIntl().formatMessage;
  const known = refusal.reason ? REASONS[refusal.reason] : undefined;
  const signedOut = refusal.code === 'UNAUTHENTICATED';
  const message = signedOut ? t(specTexts.notLoggedIn) : known ? t(known.message) : refusal.message;
  return (
    <section className={styles.refusal} role="alert" aria-labelledby="host-refusal-heading">
      <h2 id="host-refusal-heading">{t(m.refusalHeading)}</h2>
      <p>{message}</p>
      {signedOut ? (
        <p>
          <Link className="button button--primary" to="/login?refer=%2Fbecome-a-host">
            {t(accountPageMessages.logIn)}
          </Link>
        </p>
      ) : (
        known?.link && (
          <p>
            <Link className="button button--primary" to={known.link.to}>
              {t(known.link.label)}
            </Link>
          </p>
        )
      )}
    </section>
  );
}
