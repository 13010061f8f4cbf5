// /reservation/{type} (spec 000 §2): the reservations of the homes she hosts (her host's, for a co-host), current,
// upcoming or previous, with the host's answers to requests, inquiries and special prices.
import { Navigate, useParams } from 'react-router';
import { MemberScreen } from '../member-screen';
import type { ScreenProps } from '../screen';
import { isListType, listPath, ReservationList } from './reservation-list';

export default function ReservationsPage({ screen }: ScreenProps) {
  const { type } = useParams();
  if (!isListType(type)) return <Navigate to={listPath('host', 'current')} replace />;
  return <MemberScreen screen={screen}>{() => <ReservationList side="host" type={type} />}</MemberScreen>;
}
