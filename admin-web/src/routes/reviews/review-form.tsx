// The form of an admin's review, for /write-reviews and /edit-review/{reviewId}: the listing (when writing), the name
// it is signed with, the stars and the words. The rule is stay-rules' checkReview, the one the server runs.
import { checkReview, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX } from '@golightly/stay-rules';
import { useState } from 'react';
import type { AdminReviewAnswerFragment } from '../../gen/graphql';
import { ADMIN_REVIEW_TEXTS as R } from '../../texts';
import { Field, FormLayout, messageOf, TextField } from '../../ui/form-layout';
import { useToast } from '../../ui/toasts';

export interface ReviewValues {
  listId: string;
  authorName: string;
  rating: string;
  text: string;
}
type FieldName = keyof ReviewValues;
const FIELDS: readonly FieldName[] = ['listId', 'authorName', 'rating', 'text'];
const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);

export interface CheckedReview {
  listId: number;
  authorName: string;
  rating: number;
  text: string;
}

export function ReviewForm({
  initial,
  withListing,
  submitLabel,
  onSave,
  onSaved,
}: {
  initial: ReviewValues;
  /** Writing a new review asks for its listing; an edit keeps the listing it has. */
  withListing: boolean;
  submitLabel: string;
  onSave(review: CheckedReview): Promise<AdminReviewAnswerFragment | null | undefined>;
  onSaved(answer: AdminReviewAnswerFragment): void;
}) {
  const toast = useToast();
  const [values, setValues] = useState<ReviewValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const save = async () => {
    const local: Partial<Record<FieldName, string>> = {};
    const listId = /^\d+$/.test(values.listId.trim()) ? Number(values.listId.trim()) : null;
    if (withListing && listId === null) local.listId = R.listingNumberInvalid;
    const checked = checkReview({ rating: values.rating ? Number(values.rating) : null, text: values.text });
    if (!checked.ok) for (const error of checked.errors) local[error.field] = error.message;
    if (Object.keys(local).length > 0 || !checked.ok) {
      setErrors(local);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await onSave({ listId: listId ?? 0, authorName: values.authorName.trim(), ...checked.value });
      if (answer?.status === 'success') return onSaved(answer);
      setErrors(Object.fromEntries((answer?.fieldErrors ?? []).map((e) => [e.field, e.message])));
      toast.failure(answer?.errorMessage);
    } catch (failure) {
      toast.failure(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormLayout
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={() => void save()}
      problems={errors}
      fieldOrder={FIELDS}
    >
      {withListing && (
        <TextField
          id="listId"
          label={R.listingNumber}
          hint={R.listingNumberHint}
          value={values.listId}
          onChange={set('listId')}
          error={errors.listId}
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}
        />
      )}
      <TextField
        id="authorName"
        label={R.signedAs}
        hint={R.signedAsHint}
        value={values.authorName}
        onChange={set('authorName')}
        maxLength={100}
        error={errors.authorName}
      />
      <Field id="rating" label={R.rating} error={errors.rating}>
        <select
          id="rating"
          name="rating"
          value={values.rating}
          aria-invalid={errors.rating ? true : undefined}
          onChange={(event) => set('rating')(event.target.value)}
        >
          <option value="">{R.chooseRating}</option>
          {RATINGS.map((stars) => (
            <option key={stars} value={String(stars)}>
              {R.ratingOption(stars)}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        id="text"
        label={R.text}
        value={values.text}
        onChange={set('text')}
        multiline
        maxLength={REVIEW_TEXT_MAX}
        error={errors.text}
      />
    </FormLayout>
  );
}
