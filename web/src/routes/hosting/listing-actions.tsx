// What the host does with her listing as a whole (spec 001 §4-§5, §9): submit it for approval (or resubmit it after a
// rejection), publish or unpublish it, list it in search or unlist it with a reason, duplicate it 1 to 50 times, and
// delete it after confirming. The server decides whether each may happen now and says why not.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { SubmitButton, TextField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { Modal } from '../../auth/modal';
import {
  DeleteListingDocument,
  DuplicateListingDocument,
  PublishListingDocument,
  SetListingListedDocument,
  SubmitListingForApprovalDocument,
  UnpublishListingDocument,
} from '../../gen/graphql';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { useToast } from '../../toasts/toasts';
import { errorsByField, refusalOf, type EditAnswer } from './edit-answer';
import { useEditor, type HostListing } from './editor-context';
import { TextAreaField } from './fields';
import { checkDuplicateCountText, UNLISTED_REASON_MAX } from './rules';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const DUPLICATED: MessageDescriptor = m.duplicatedTitle;
const DELETE_LEAD: MessageDescriptor = m.deleteLead;

type Answer = EditAnswer<unknown> | null | undefined;

/** Runs one action: a toast on success, the server's reason (and field errors) otherwise; a refusal goes up. */
function useAction() {
  const { refuse } = useEditor();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (
    name: string,
    send: () => Promise<Answer>,
    done: { title: string; message?: string; after?: () => void },
  ): Promise<Record<string, string>> => {
    setBusy(name);
    setProblem(null);
    try {
      const answer = await send();
      if (answer?.status === 'success') {
        toast({ kind: 'success', title: done.title, message: done.message });
        done.after?.();
        return {};
      }
      const message = serverText(answer?.errorMessage ?? t(registrationTexts.other));
      setProblem(message);
      toast({ kind: 'error', title: t(m.notDone), message });
      return errorsByField(answer?.fieldErrors ?? []);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) refuse(refusal);
      else setProblem(t(registrationTexts.other));
      return {};
    } finally {
      setBusy(null);
    }
  };
  return { busy, problem, run };
}

export function ListingActions({ listing }: { listing: HostListing }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const t = useIntl().formatMessage;
  const action = useAction();
  const [dialog, setDialog] = useState<'unlist' | 'duplicate' | 'delete' | null>(null);
  const listId = listing.id;
  const canSubmit =
    (listing.approvalStatus === 'draft' || listing.approvalStatus === 'rejected') &&
    listing.step1 === 'completed' &&
    listing.step2 === 'completed' &&
    listing.step3 === 'completed';
  const approved = listing.approvalStatus === 'approved';

  const mutate = async <Data,>(run: () => Promise<{ data?: Data | null }>, pick: (data: Data) => Answer) => {
    const { data } = await run();
    return data ? pick(data) : null;
  };

  const submit = () =>
    void action.run(
      'submit',
      () =>
        mutate(
          () => client.mutate({ mutation: SubmitListingForApprovalDocument, variables: { listId } }),
          (data) => data.submitListingForApproval,
        ),
      { title: t(m.submittedTitle), message: t(m.submittedMessage) },
    );

  const publish = (on: boolean) =>
    void action.run(
      on ? 'publish' : 'unpublish',
      () =>
        on
          ? mutate(
              () => client.mutate({ mutation: PublishListingDocument, variables: { listId } }),
              (data) => data.publishListing,
            )
          : mutate(
              () => client.mutate({ mutation: UnpublishListingDocument, variables: { listId } }),
              (data) => data.unpublishListing,
            ),
      { title: t(m.saved), message: t(on ? m.publishedMessage : m.unpublishedMessage) },
    );

  const setListed = (listed: boolean, reason: string | null, after?: () => void) =>
    action.run(
      listed ? 'list' : 'unlist',
      () =>
        mutate(
          () => client.mutate({ mutation: SetListingListedDocument, variables: { listId, listed, reason } }),
          (data) => data.setListingListed,
        ),
      { title: t(m.saved), message: t(listed ? m.listedMessage : m.unlistedMessage), after },
    );

  const duplicate = (count: string) =>
    action.run(
      'duplicate',
      () =>
        mutate(
          () => client.mutate({ mutation: DuplicateListingDocument, variables: { listId, count } }),
          (data) => data.duplicateListing,
        ),
      {
        title: t(DUPLICATED, { count: Number(count.trim()) }),
        message: t(m.duplicatedMessage),
        after: () => setDialog(null),
      },
    );

  const remove = () =>
    action.run(
      'delete',
      () =>
        mutate(
          () => client.mutate({ mutation: DeleteListingDocument, variables: { listId } }),
          (data) => data.deleteListing,
        ),
      { title: t(m.deletedTitle), after: () => void navigate('/rooms') },
    );

  const busy = action.busy !== null;
  return (
    <section className={styles.panel} aria-labelledby="listing-actions-heading">
      <h2 id="listing-actions-heading">{t(m.actionsHeading)}</h2>
      {action.problem && (
        <p role="alert" className={formStyles.formAlert}>
          {action.problem}
        </p>
      )}
      <div className={styles.actions}>
        {(listing.approvalStatus === 'draft' || listing.approvalStatus === 'rejected') && (
          <button type="button" className="button button--primary" disabled={busy || !canSubmit} onClick={submit}>
            {t(listing.approvalStatus === 'rejected' ? m.resubmit : m.submit)}
          </button>
        )}
        {approved && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => publish(!listing.isPublished)}
          >
            {t(listing.isPublished ? m.unpublish : m.publish)}
          </button>
        )}
        {approved &&
          (listing.isListed ? (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => setDialog('unlist')}>
              {t(m.unlist)}
            </button>
          ) : (
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              onClick={() => void setListed(true, null)}
            >
              {t(m.list)}
            </button>
          ))}
        <Link className="button button--quiet" to={`/rooms/${listId}/preview`}>
          {t(m.preview)}
        </Link>
        <button type="button" className="button button--quiet" disabled={busy} onClick={() => setDialog('duplicate')}>
          {t(m.duplicate)}
        </button>
        <button
          type="button"
          className={`button button--quiet ${styles.danger}`}
          disabled={busy}
          onClick={() => setDialog('delete')}
        >
          {t(m.delete)}
        </button>
      </div>

      {dialog === 'unlist' && (
        <UnlistDialog
          busy={action.busy === 'unlist'}
          onClose={() => setDialog(null)}
          onUnlist={(reason) => setListed(false, reason, () => setDialog(null))}
        />
      )}
      {dialog === 'duplicate' && (
        <DuplicateDialog busy={action.busy === 'duplicate'} onClose={() => setDialog(null)} onDuplicate={duplicate} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={t(m.deleteTitle)}
          confirm={t(m.deleteConfirm)}
          busy={action.busy === 'delete'}
          onClose={() => setDialog(null)}
          onConfirm={() => void remove()}
        >
          <p>{t(DELETE_LEAD, { title: listing.title || t(m.untitled) })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

export function ConfirmDialog(props: {
  title: string;
  confirm: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const t = useIntl().formatMessage;
  return (
    <Modal title={props.title} onClose={props.onClose}>
      {props.children}
      <div className={styles.dialogActions}>
        <button type="button" className="button button--quiet" onClick={props.onClose}>
          {t(m.cancel)}
        </button>
        <button
          type="button"
          className={`button button--primary ${styles.dangerFill}`}
          disabled={props.busy}
          aria-busy={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
      </div>
    </Modal>
  );
}

function UnlistDialog(props: {
  busy: boolean;
  onClose: () => void;
  onUnlist: (reason: string) => Promise<Record<string, string>>;
}) {
  const t = useIntl().formatMessage;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal title={t(m.unlistTitle)} onClose={props.onClose}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void props.onUnlist(reason).then((errors) => setError(errors.reason));
        }}
      >
        <p className={formStyles.lead}>{t(m.unlistLead)}</p>
        <TextAreaField
          label={t(m.unlistReason)}
          max={UNLISTED_REASON_MAX}
          value={reason}
          error={error}
          onChange={setReason}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="button button--quiet" onClick={props.onClose}>
            {t(m.cancel)}
          </button>
          <SubmitButton busy={props.busy}>{t(m.unlist)}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

function DuplicateDialog(props: {
  busy: boolean;
  onClose: () => void;
  onDuplicate: (count: string) => Promise<Record<string, string>>;
}) {
  const t = useIntl().formatMessage;
  const [count, setCount] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [tries, setTries] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Each refused try puts the keyboard back on the count, beside its message.
  useEffect(() => {
    if (tries > 0) input.current?.focus();
  }, [tries]);
  const refuse = (message: string | undefined) => {
    setError(message);
    if (message) setTries((n) => n + 1);
  };
  return (
    <Modal title={t(m.duplicateTitle)} onClose={props.onClose}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Spec 001 §5: numbers only, 1 to 50, required; the same check as the server's, then the server's.
          const local = checkDuplicateCountText(count);
          if (local) return refuse(local);
          void props.onDuplicate(count).then((errors) => refuse(errors.count));
        }}
      >
        <p className={formStyles.lead}>{t(m.duplicateLead)}</p>
        <TextField
          ref={input}
          label={t(m.duplicateCount)}
          inputMode="numeric"
          value={count}
          error={error}
          onChange={(event) => setCount(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <button type="button" className="button button--quiet" onClick={props.onClose}>
            {t(m.cancel)}
          </button>
          <SubmitButton busy={props.busy}>{t(m.duplicateConfirm)}</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
