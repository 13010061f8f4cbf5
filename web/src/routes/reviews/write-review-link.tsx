// The trips' link to /review/write/{reservationId}, shown on a completed stay.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { reviewMessages as m } from '../../i18n/areas/reviews';

export const writeReviewPath = (reservationId: number) => `/review/write/${reservationId}`;

export function WriteReviewLink({ reservationId }: { reservationId: number }) {
  const t = useIntl().formatMessage;
  return <Link to={writeReviewPath(reservationId)}>{t(m.writeReview)}</Link>;
}
