// The listing page's "Contact host" (spec 001 §5): dates, a guest count and a message make an inquiry and its thread's
// first message; she then lands in the conversation, where a flagged message shows the server's warning. The server
// checks every field (its messages are shown as they come); the form only marks what it refused.
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { Modal } from '../../auth/modal';
import { useSession } from '../../auth/session';
import { ContactHostDocument } from '../../gen/graphql';
import { threadMessages as m } from '../../i18n/areas/messages';
import bookingStyles from '../booking/booking.module.css';
import { threadPath } from './thread-link';

/** A text with placeholders, as react-intl's untyped call takes it. */
const withValues = (descriptor: MessageDescriptor): MessageDescriptor => descriptor;

export function ContactHostButton({ listId, title }: { listId: number; title: string }) {
  const t = useIntl().formatMessage;
  const { account } = useSession();
  const [open, setOpen] = useState(false);
  if (!account) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t(m.contactHost)}
      </button>
      {open && <ContactHostDialog listId={listId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function ContactHostDialog({ listId, title, onClose }: { listId: number; title: string; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const navigate = useNavigate();
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState('1');
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState<{ field: string | null; text: string } | null>(null);
  const [contact, contacting] = useMutation(ContactHostDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number.parseInt(guests, 10);
    const { data } = await contact({
      variables: {
        listId,
        checkIn: checkIn || null,
        checkOut: checkOut || null,
        guests: Number.isFinite(count) ? count : null,
        message,
      },
    }).catch(() => ({ data: undefined }));
    const answer = data?.contactHost;
    if (answer?.status === 200 && answer.threadId) {
      void navigate(threadPath(answer.threadId, 'guest'));
      return;
    }
    setRefusal({ field: answer?.field ?? null, text: answer?.errorMessage ?? t(m.sendFailed) });
  }

  const invalid = (field: string) => refusal?.field === field;
  return (
    <Modal title={t(withValues(m.contactHeading), { title })} onClose={onClose}>
      <form className={bookingStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-in`}>
          {t(m.checkIn)}
          <input
            id={`${id}-in`}
            type="date"
            value={checkIn}
            aria-invalid={invalid('dates')}
            onChange={(event) => setCheckIn(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-out`}>
          {t(m.checkOut)}
          <input
            id={`${id}-out`}
            type="date"
            value={checkOut}
            aria-invalid={invalid('dates')}
            onChange={(event) => setCheckOut(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-guests`}>
          {t(m.guestCount)}
          <input
            id={`${id}-guests`}
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={guests}
            aria-invalid={invalid('guests')}
            onChange={(event) => setGuests(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-message`}>
          {t(m.message)}
          <textarea
            id={`${id}-message`}
            rows={4}
            maxLength={2000}
            value={message}
            aria-invalid={invalid('message')}
            onChange={(event) => setMessage(event.target.value)}
          />
        </label>
        {refusal && (
          <p role="alert" className={bookingStyles.refusal}>
            {refusal.text}
          </p>
        )}
        <div className={bookingStyles.actions}>
          <button type="submit" className="button button--primary" disabled={contacting.loading}>
            {t(m.contactSend)}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t(m.close)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
