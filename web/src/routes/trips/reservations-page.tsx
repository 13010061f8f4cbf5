// /reservation/{type} (spec 000 §2): the reservations of the homes she hosts (her host's, for a co-host), current,
// upcoming or previous, with the host's answers to requests, inquiries and special prices.
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { MemberOnly } from '../profile/member-only';
import type { ScreenProps } from '../screen';
import { isListType, listPath, ReservationList } from './reservation-list';
import styles from '../booking/booking.module.css';

export default function ReservationsPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  const { type } = useParams();
  if (!isListType(type)) return <Navigate to={listPath('host', 'current')} replace />;
  return (
    <main className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(screen.title)}</h1>
      <MemberOnly>{() => <ReservationList side="host" type={type} />}</MemberOnly>
    </main>
  );
}
