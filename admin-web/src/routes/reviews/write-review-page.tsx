// Write a review (/siteadmin/write-reviews, Manage Admin Reviews): an admin's review of a listing, published at once
// under the name she signs it with; then back to the admin reviews.
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AdminWriteReviewDocument } from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_REVIEW_TEXTS as R } from '../../texts';
import pageStyles from '../../ui/page.module.css';
import { useToast } from '../../ui/toasts';
import type { AdminScreenProps } from '../admin-screen';
import { ReviewForm } from './review-form';

export default function WriteReviewPage({ screen }: AdminScreenProps) {
  const [write] = useMutation(AdminWriteReviewDocument);
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <article className={pageStyles.narrow} aria-labelledby="write-review-heading">
      <PageTitle title={screen.title} />
      <h1 id="write-review-heading">{screen.title}</h1>
      <p className={pageStyles.lead}>{R.writeLead}</p>
      <ReviewForm
        initial={{ listId: '', authorName: '', rating: '', text: '' }}
        withListing
        submitLabel={R.writeReview}
        onSave={async (review) => (await write({ variables: review })).data?.adminWriteReview}
        onSaved={(answer) => {
          toast.success(R.reviewWritten(answer.review?.id ?? 0));
          void navigate('/reviews');
        }}
      />
    </article>
  );
}
