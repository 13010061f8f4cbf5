// /trips/{type} (spec 000 §2): the signed-in member's stays as a guest, current, upcoming or previous.
import { Navigate, useParams } from 'react-router';
import { MemberScreen } from '../member-screen';
import type { ScreenProps } from '../screen';
import { isListType, listPath, ReservationList } from './reservation-list';

export default function TripsPage({ screen }: ScreenProps) {
  const { type } = useParams();
  if (!isListType(type)) return <Navigate to={listPath('guest', 'upcoming')} replace />;
  return <MemberScreen screen={screen}>{() => <ReservationList side="guest" type={type} />}</MemberScreen>;
}
