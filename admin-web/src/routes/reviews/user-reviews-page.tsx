// User reviews (/siteadmin/user-reviews, Manage User Reviews): what guests and hosts wrote after their stays, newest
// first, hidden ones included, to hide from members, show again or delete. A member's words are never rewritten.
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminUserReviewsDocument, DeleteUserReviewDocument, SetUserReviewHiddenDocument } from '../../gen/graphql';
import { ADMIN_REVIEW_TEXTS as R } from '../../texts';
import { LIST_QUERY } from '../../ui/list-screen';
import { useTableState } from '../../ui/table-state';
import type { AdminScreenProps } from '../admin-screen';
import { ReviewList } from './review-list';

export default function UserReviewsPage({ screen }: AdminScreenProps) {
  const table = useTableState();
  const list = useQuery(AdminUserReviewsDocument, {
    ...LIST_QUERY,
    variables: { page: table.page, pageSize: table.pageSize },
  });
  const [setHidden] = useMutation(SetUserReviewHiddenDocument);
  const [remove] = useMutation(DeleteUserReviewDocument);
  return (
    <ReviewList
      title={screen.title}
      lead={R.userReviewsLead}
      empty={R.userReviewsEmpty}
      scope="members"
      table={table}
      list={{ ...list, page: list.data?.adminUserReviews }}
      setHidden={async (reviewId, hidden) =>
        (await setHidden({ variables: { reviewId, hidden } })).data?.setUserReviewHidden
      }
      remove={async (reviewId) => (await remove({ variables: { reviewId } })).data?.deleteUserReview}
    />
  );
}
