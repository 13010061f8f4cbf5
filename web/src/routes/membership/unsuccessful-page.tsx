// /unsuccessful: where a man's registration, application or gender choice ends (spec 000 §4, spec 001 §8
// "Membership declined"). The club is for women; the page says so without blame and offers the way out.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';
import { verificationMessages as v } from '../../i18n/messages';
import { specTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import type { ScreenProps } from '../route-table';
import styles from './membership.module.css';

export const DECLINED_MESSAGE = specTexts.membershipDeclined;
// A message with values is passed as a plain descriptor: react-intl's typed descriptors expect no values.
const MISTAKE: MessageDescriptor = v.unsuccessfulMistake;

export default function UnsuccessfulPage({ screen }: ScreenProps) {
  const { account, logOut } = useSession();
  const intl = useIntl();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageTitle title={intl.formatMessage(screen.title)} />
      <section className={styles.card} aria-labelledby="unsuccessful-heading">
        <h1 id="unsuccessful-heading">{intl.formatMessage(DECLINED_MESSAGE)}</h1>
        <p>{intl.formatMessage(v.unsuccessfulWomen)}</p>
        <p>
          <FormattedMessage
            {...MISTAKE}
            values={{ link: (chunks: ReactNode) => <Link to="/contactUs">{chunks}</Link> }}
          />
        </p>
        {account && (
          <p className={styles.actions}>
            <button type="button" className="button button--quiet" onClick={() => void logOut()}>
              {intl.formatMessage(v.logOut)}
            </button>
          </p>
        )}
      </section>
    </div>
  );
}
