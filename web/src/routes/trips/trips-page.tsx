// /trips/{type} (spec 000 §2): the signed-in member's stays as a guest, current, upcoming or previous.
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../layout/page-title';
import { MemberOnly } from '../profile/member-only';
import type { ScreenProps } from '../screen';
import { isListType, listPath, ReservationList } from './reservation-list';
import styles from '../booking/booking.module.css';

export default function TripsPage({ screen }: ScreenProps) {
  const t = useIntl().formatMessage;
  const { type } = useParams();
  if (!isListType(type)) return <Navigate to={listPath('guest', 'upcoming')} replace />;
  return (
    <main className={styles.page}>
      <PageTitle title={t(screen.title)} />
      <h1>{t(screen.title)}</h1>
      <MemberOnly>{() => <ReservationList side="guest" type={type} />}</MemberOnly>
    </main>
  );
}
