// The frame of a member-only screen (book, pay, cancel, review, a trip's receipt or itinerary, the trip lists): its
// title in the tab and as its heading, the member-only gate around what it shows, and the one way such a screen says
// its read is under way or failed (with a retry).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { Account } from '../auth/session';
import { bookingScreenMessages } from '../i18n/areas/booking';
import { PageTitle } from '../layout/page-title';
import { MemberOnly } from './profile/member-only';
import type { ScreenProps } from './screen';
import styles from './booking/booking.module.css';

export function MemberScreen({
  screen,
  heading,
  className = styles.page,
  children,
}: ScreenProps & {
  /** The page's heading when it says more than the screen's title. */
  heading?: MessageDescriptor;
  className?: string;
  children: (account: Account) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <main className={className}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(heading ?? screen.title)}</h1>
      <MemberOnly>{children}</MemberOnly>
    </main>
  );
}

/** The texts a screen's read speaks in: the booking screens' unless an area has its own. */
export interface ReadTexts {
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
  retry: MessageDescriptor;
}

/** What a screen shows while its read has no data yet: 'Loading…', or the failure with a retry; null once it has. */
export function unreadState(
  read: { data?: unknown; loading: boolean; error?: unknown; refetch: () => unknown },
  texts: ReadTexts = bookingScreenMessages,
): ReactNode | null {
  if (read.data) return null;
  if (read.loading)
    return (
      <p role="status">
        <FormattedMessage {...texts.loading} />
      </p>
    );
  if (read.error) return <LoadFailed retry={() => void read.refetch()} texts={texts} />;
  return null;
}

export function LoadFailed({ retry, texts = bookingScreenMessages }: { retry: () => void; texts?: ReadTexts }) {
  return (
    <div className={styles.actions}>
      <p role="alert">
        <FormattedMessage {...texts.loadFailed} />
      </p>
      <button type="button" className="button" onClick={retry}>
        <FormattedMessage {...texts.retry} />
      </button>
    </div>
  );
}
