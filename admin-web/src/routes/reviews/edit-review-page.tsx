// Edit a review (/siteadmin/edit-review/{reviewId}, Manage Admin Reviews): an admin-written review's name, stars and
// words. A member's review is never rewritten here; it reads as no such review.
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminEditReviewDocument, AdminReviewDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_REVIEW_TEXTS as R, ADMIN_TEXTS } from '../../texts';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import { ReviewForm } from './review-form';

export default function EditReviewPage({ screen }: AdminScreenProps) {
  const reviewId = Number(useParams().reviewId);
  const valid = Number.isInteger(reviewId) && reviewId > 0;
  const { data, error, loading, refetch } = useQuery(AdminReviewDocument, {
    variables: { reviewId },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const [edit] = useMutation(AdminEditReviewDocument);
  const toast = useToast();
  const navigate = useNavigate();
  const review = data?.adminReview;
  return (
    <article className={pageStyles.narrow} aria-labelledby="edit-review-heading">
      <PageTitle title={screen.title} />
      <h1 id="edit-review-heading">{screen.title}</h1>
      {review ? (
        <>
          <p className={pageStyles.lead}>{R.editLead(review.id)}</p>
          <p>
            {R.listing}: {review.listId}
          </p>
          <ReviewForm
            initial={{
              listId: String(review.listId),
              authorName: review.authorName,
              rating: String(review.rating),
              text: review.text,
            }}
            withListing={false}
            submitLabel={ADMIN_TEXTS.save}
            onSave={async ({ authorName, rating, text }) =>
              (await edit({ variables: { reviewId, authorName, rating, text } })).data?.adminEditReview
            }
            onSaved={() => {
              toast.success(R.reviewSaved(reviewId));
              void navigate('/reviews');
            }}
          />
        </>
      ) : error ? (
        <div className={formStyles.notice} role="alert">
          <p>{ADMIN_TEXTS.listUnavailable}</p>
          <button type="button" className="button button--quiet" onClick={() => void refetch().catch(() => undefined)}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        </div>
      ) : loading ? (
        <p className="loading-message" role="status">
          {ADMIN_TEXTS.loading}
        </p>
      ) : (
        <div role="alert">
          <p>{R.reviewGone}</p>
          <Link to="/reviews">{R.backToList}</Link>
        </div>
      )}
    </article>
  );
}
