// Social sign-in buttons (spec 000 §2): plain links to /login/facebook, /login/google and the LinkedIn sign-in path,
// each with the optional `refer` (where to return) and `ref` (an invitation code) query. The club does not offer these
// sign-ins yet (decision 0022): accounts sends the browser back to /login, which says so.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { commonMessages } from '../i18n/messages';
import styles from './forms.module.css';

export const SOCIAL_LOGIN_PATHS = {
  facebook: '/login/facebook',
  google: '/login/google',
  linkedin: '/login/linkedin',
} as const;

export type SocialProvider = keyof typeof SOCIAL_LOGIN_PATHS;

/** Takes the provider's name: the typed descriptor admits no values, so it is widened as the footer does. */
const CONTINUE_WITH: MessageDescriptor = commonMessages.continueWith;

/** The providers' own names, which no language translates. */
const PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  linkedin: 'LinkedIn',
};

/** The provider's sign-in path with `refer` (a same-site return path) and `ref` (an invitation code) when given. */
export function socialLoginHref(
  provider: SocialProvider,
  options: { refer?: string | null; ref?: string | null } = {},
) {
  const query = new URLSearchParams();
  if (options.refer?.startsWith('/') && !options.refer.startsWith('//')) query.set('refer', options.refer);
  if (options.ref?.trim()) query.set('ref', options.ref.trim());
  const search = query.toString();
  return search ? `${SOCIAL_LOGIN_PATHS[provider]}?${search}` : SOCIAL_LOGIN_PATHS[provider];
}

export function SocialLoginLinks({ refer, referralKey }: { refer?: string | null; referralKey?: string | null }) {
  const intl = useIntl();
  return (
    <ul className={styles.socialLinks} aria-label={intl.formatMessage(commonMessages.socialLogin)}>
      {(Object.keys(SOCIAL_LOGIN_PATHS) as SocialProvider[]).map((provider) => (
        <li key={provider}>
          <a
            className={`button button--quiet ${styles.socialLink}`}
            href={socialLoginHref(provider, { refer, ref: referralKey })}
          >
            {intl.formatMessage(CONTINUE_WITH, { provider: PROVIDER_NAMES[provider] })}
          </a>
        </li>
      ))}
    </ul>
  );
}
