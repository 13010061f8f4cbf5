// The site footer (spec 000 §2): link columns for this viewer with the CMS pages, regional guides, the newsletter
// sign-up, the language and currency choosers, and the copyright of the current year.
import { useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../auth/session';
import { CurrencyChooser } from '../currency/currency-chooser';
import { EnabledBlogDocument, FooterRoleLimitsDocument } from '../gen/graphql';
import { LanguageChooser } from '../i18n/language-chooser';
import { footerMessages as m } from '../i18n/messages';
import { useSiteName } from '@golightly/web-kit/use-site-name';
import { footerColumns, REGION_LINKS, type FooterLabel } from './site-footer.links';
import { NewsletterSignup } from './site-footer.newsletter';
import styles from './site-footer.module.css';

// A message with values: react-intl types it from the descriptor, so the values go through the untyped form.
const COPYRIGHT: MessageDescriptor = m.copyright;

function useLabel() {
  const intl = useIntl();
  return (label: FooterLabel) => ('text' in label ? label.text : intl.formatMessage(label.message));
}

type Account = ReturnType<typeof useSession>['account'];

export function SiteFooter() {
  const { account } = useSession();
  // The pages answered depend on who asks: a change of member (sign-in, sign-out) mounts it afresh and asks again.
  return <FooterContent key={account?.userId ?? 'visitor'} account={account} />;
}

function FooterContent({ account }: { account: Account }) {
  const signedIn = Boolean(account);
  const cms = useQuery(EnabledBlogDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const limits = useQuery(FooterRoleLimitsDocument, {
    skip: !signedIn,
    fetchPolicy: 'cache-first',
    errorPolicy: 'all',
  });
  const { name } = useSiteName();
  const intl = useIntl();
  const label = useLabel();

  const columns = footerColumns(
    {
      signedIn,
      isDiamond: Boolean(account?.isDiamond),
      limits: signedIn ? (limits.data?.myRoleLimits ?? null) : null,
    },
    cms.data?.getEnabledBlog ?? [],
  );

  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <nav aria-label={intl.formatMessage(m.navLabel)} className={styles.columns}>
            {columns.map((column) => (
              <section key={column.id} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`} className={styles.heading}>
                  {intl.formatMessage(column.heading)}
                </h2>
                <ul className={styles.list}>
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{label(link.label)}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <NewsletterSignup firstName={account?.firstName ?? ''} lastName={account?.lastName ?? ''} />
        </div>
        <nav aria-label={intl.formatMessage(m.regionsNavLabel)} className={styles.regions}>
          <span className={styles.regionsLabel}>{intl.formatMessage(m.regionsLabel)}</span>
          <ul className={styles.regionList}>
            {REGION_LINKS.map((region) => (
              <li key={region.to}>
                <Link to={region.to}>{label(region.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            {intl.formatMessage(COPYRIGHT, { year: new Date().getFullYear(), siteName: name })}
          </p>
          <div className={styles.preferences} role="group" aria-label={intl.formatMessage(m.preferencesLabel)}>
            <LanguageChooser className={styles.chooser} errorClassName={styles.chooserError} />
            <CurrencyChooser className={styles.chooser} />
          </div>
        </div>
      </div>
    </footer>
  );
}
