// /review/write/{reservationId} (spec 001 §2): she rates her completed stay 1 to 5 stars and writes a few words, once
// for her side. The form's rule is stay-rules' checkReview, the same the server runs; a stay that is not hers, not
// over yet or already reviewed is told in plain words instead of the form.
import { useMutation, useQuery } from '@apollo/client/react';
import { checkReview, REVIEW_TEXT_MAX, type ReviewField } from '@golightly/stay-rules';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ReviewWriteStateDocument, WriteReviewDocument } from '../../gen/graphql';
import { reviewMessages as m } from '../../i18n/areas/reviews';
import { MemberScreen, unreadState } from '../member-screen';
import type { ScreenProps } from '../screen';
import { StarPicker } from './star-rating';
import styles from './reviews.module.css';

/** Messages with placeholders are typed loosely here, as elsewhere in the app. */
type Say = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** The server's and the rule's sentences, by what they say, in her language. */
const REFUSALS: Record<string, MessageDescriptor> = {
  notFound: m.notFound,
  notYetCheckedOut: m.notYetCheckedOut,
  alreadyReviewed: m.alreadyReviewed,
};
const FIELD_TEXTS: Record<string, MessageDescriptor> = Object.fromEntries(
  [m.ratingRequired, m.textRequired, m.textTooLong].map((text) => [text.defaultMessage as string, text]),
);

export default function WriteReviewPage({ screen }: ScreenProps) {
  return (
    <MemberScreen screen={screen} heading={m.writeTitle} className={styles.page}>
      {() => <ReviewOfStay />}
    </MemberScreen>
  );
}

function ReviewOfStay() {
  const intl = useIntl();
  const t: Say = intl.formatMessage;
  const reservationId = Number(useParams().reservationId);
  const valid = Number.isInteger(reservationId) && reservationId > 0;
  const read = useQuery(ReviewWriteStateDocument, {
    variables: { reservationId },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [published, setPublished] = useState(false);
  const [write, writing] = useMutation(WriteReviewDocument);

  if (!valid) return <Refusal text={t(m.notFound)} />;
  const pending = unreadState(read, m);
  if (pending) return pending;
  const state = read.data?.reviewWriteState;
  if (published) {
    return (
      <div className={styles.form}>
        <p role="status">{t(m.published)}</p>
        <div className={styles.actions}>
          <Link to="/user/reviews?tab=by-you">{t(m.seeYourReviews)}</Link>
          <Link to="/trips/previous">{t(m.backToTrips)}</Link>
        </div>
      </div>
    );
  }
  if (!state || state.status !== 'open' || !state.reservation) {
    const refused = state ? REFUSALS[state.status] : undefined;
    return <Refusal text={refused ? t(refused) : (state?.message ?? t(m.notFound))} />;
  }
  const stay = state.reservation;
  const day = (date: string) => intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const worded = (message: string) => (FIELD_TEXTS[message] ? t(FIELD_TEXTS[message]) : message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const checked = checkReview({ rating, text });
    if (!checked.ok) {
      setFieldErrors(Object.fromEntries(checked.errors.map((e) => [e.field, worded(e.message)])));
      return;
    }
    setFieldErrors({});
    const answer = await write({ variables: { reservationId, ...checked.value } }).catch(() => null);
    const result = answer?.data?.writeReview;
    if (!result) return setRefusal(t(m.loadFailed));
    if (result.status === 'success') return setPublished(true);
    if (result.fieldErrors.length > 0) {
      setFieldErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.field, worded(e.message)])));
      return;
    }
    const refused = REFUSALS[result.status];
    setRefusal(refused ? t(refused) : (result.errorMessage ?? t(m.loadFailed)));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div>
        <h2>{t(state.side === 'host' ? m.aboutGuest : m.aboutHome, { title: stay.listingTitle })}</h2>
        <p className={styles.muted}>{t(m.stayDates, { checkIn: day(stay.checkIn), checkOut: day(stay.checkOut) })}</p>
      </div>
      <div>
        <StarPicker value={rating} onChange={setRating} errorId={fieldErrors.rating ? 'rating-error' : undefined} />
        {fieldErrors.rating && (
          <p id="rating-error" className={styles.error} role="alert">
            {fieldErrors.rating}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="review-text">{t(m.textLabel)}</label>
        <textarea
          id="review-text"
          className={styles.textarea}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={fieldErrors.text ? true : undefined}
          aria-describedby={fieldErrors.text ? 'text-error review-hint' : 'review-hint'}
        />
        <p id="review-hint" className={styles.muted}>
          {t(m.textHint, { max: REVIEW_TEXT_MAX })}
        </p>
        {fieldErrors.text && (
          <p id="text-error" className={styles.error} role="alert">
            {fieldErrors.text}
          </p>
        )}
      </div>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={writing.loading}>
          {t(writing.loading ? m.submitting : m.submit)}
        </button>
      </div>
    </form>
  );
}

function Refusal({ text }: { text: string }) {
  const t: Say = useIntl().formatMessage;
  return (
    <div className={styles.form}>
      <p role="alert">{text}</p>
      <Link to="/trips/previous">{t(m.backToTrips)}</Link>
    </div>
  );
}
