// /test (spec 000 §2 names it and says nothing more): a connection check a member can open when a page will not load,
// telling whether the club answers, whether she is signed in, her language and whether cookies work (decision 0026).
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { useLocale } from '../../i18n/locale-provider';
import { LOCALE_NAMES } from '../../i18n/locales';
import { accountPageMessages as m } from '../../i18n/messages';
import { PageTitle } from '../../layout/page-title';
import { useSiteName } from '@golightly/web-kit/use-site-name';

const CLUB_OK: MessageDescriptor = m.testClubOk;
const SIGNED_IN_AS: MessageDescriptor = m.testSignedInAs;

export default function TestPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const site = useSiteName();
  const { account, loading } = useSession();
  const { locale } = useLocale();
  const title = t(m.testTitle);
  const club = site.unavailable
    ? t(m.testClubDown)
    : site.loaded
      ? t(CLUB_OK, { siteName: site.name })
      : t(m.testChecking);
  return (
    <section className={formStyles.card} aria-labelledby="test-heading">
      <PageTitle title={title} />
      <h1 id="test-heading">{title}</h1>
      <p className={formStyles.lead}>{t(m.testLead)}</p>
      <dl>
        <dt>{t(m.testClub)}</dt>
        <dd>{club}</dd>
        <dt>{t(m.testSignedIn)}</dt>
        <dd>{loading ? t(m.testChecking) : account ? t(SIGNED_IN_AS, { email: account.email }) : t(m.testVisitor)}</dd>
        <dt>{t(m.testLanguage)}</dt>
        <dd>{LOCALE_NAMES[locale]}</dd>
        <dt>{t(m.testCookies)}</dt>
        <dd>{navigator.cookieEnabled ? t(m.testCookiesOn) : t(m.testCookiesOff)}</dd>
      </dl>
    </section>
  );
}
