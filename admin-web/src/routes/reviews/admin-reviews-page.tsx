// Admin reviews (/siteadmin/reviews, Manage Admin Reviews): the reviews the club wrote of listings, newest first, to
// edit, hide, show again or delete; and the way to write one.
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminDeleteReviewDocument, AdminReviewsDocument, AdminSetReviewHiddenDocument } from '../../gen/graphql';
import { ADMIN_REVIEW_TEXTS as R } from '../../texts';
import { LIST_QUERY } from '../../ui/list-screen';
import { useTableState } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { ReviewList } from './review-list';

export default function AdminReviewsPage({ screen }: AdminScreenProps) {
  const table = useTableState();
  const list = useQuery(AdminReviewsDocument, {
    ...LIST_QUERY,
    variables: { page: table.page, pageSize: table.pageSize },
  });
  const [setHidden] = useMutation(AdminSetReviewHiddenDocument);
  const [remove] = useMutation(AdminDeleteReviewDocument);
  return (
    <ReviewList
      title={screen.title}
      lead={R.adminReviewsLead}
      empty={R.adminReviewsEmpty}
      scope="admin"
      table={table}
      list={{ ...list, page: list.data?.adminReviews }}
      action={
        <Link className="button button--primary" to="/write-reviews">
          {R.writeReview}
        </Link>
      }
      setHidden={async (reviewId, hidden) =>
        (await setHidden({ variables: { reviewId, hidden } })).data?.adminSetReviewHidden
      }
      remove={async (reviewId) => (await remove({ variables: { reviewId } })).data?.adminDeleteReview}
    />
  );
}
