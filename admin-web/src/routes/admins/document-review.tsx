// One identity document under review: its image as large as the panel, what the member sees of it (the status as her
// verification page words it, and the message she was sent), and the three decisions, each through the confirmation
// dialog: Approve and Flag for manual review with an optional message, Reject with a required one.
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ReviewIdDocumentDocument, type IdDocumentsQuery } from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useToast } from '../../ui/toasts';
import { DocumentImage } from './document-image';
import { messageOf, TextField } from '../../ui/form-layout';
import { focusMain, usePanelFocus } from '../../ui/panel-focus';
import formStyles from '../../ui/form.module.css';
import { Moment } from '../../ui/dates';
import styles from './admins.module.css';
import pageStyles from '../../ui/page.module.css';

export type IdDocumentRow = IdDocumentsQuery['getIdDocuments']['results'][number];
type Decision = 'approved' | 'flagged' | 'rejected';

/** The server's limit on a review message. */
const MESSAGE_MAX = 1000;

const TONES: Record<string, 'good' | 'warn' | 'bad' | undefined> = {
  approved: 'good',
  flagged: 'warn',
  rejected: 'bad',
};

export const statusLabel = (status: string) => ADMIN_TEXTS.documentStatusLabels[status] ?? status;
export const kindLabel = (kind: string) => ADMIN_TEXTS.documentKindLabels[kind] ?? kind;
export const memberName = (doc: IdDocumentRow) =>
  [doc.firstName, doc.lastName].filter(Boolean).join(' ') || `profile ${doc.profileId ?? doc.userId}`;
/** "Passport of Ada Lovelace": the document's name in headings, buttons and the image's text. */
export const documentName = (doc: IdDocumentRow) =>
  ADMIN_TEXTS.documentOf(kindLabel(doc.documentType), memberName(doc));

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={pageStyles.badge} data-tone={TONES[status]}>
      {statusLabel(status)}
    </span>
  );
}

const DIALOG = {
  approved: {
    title: ADMIN_TEXTS.approveDocumentTitle,
    confirm: ADMIN_TEXTS.approveDocument,
    body: ADMIN_TEXTS.approveDocumentBody,
  },
  flagged: {
    title: ADMIN_TEXTS.flagDocumentTitle,
    confirm: ADMIN_TEXTS.flagDocument,
    body: ADMIN_TEXTS.flagDocumentBody,
  },
  rejected: {
    title: ADMIN_TEXTS.rejectDocumentTitle,
    confirm: ADMIN_TEXTS.rejectDocument,
    body: ADMIN_TEXTS.rejectDocumentBody,
  },
} as const;

export function DocumentReview({
  document: shown,
  onReviewed,
  onClose,
}: {
  document: IdDocumentRow;
  /** After a decision was saved, with the document as it now is. */
  onReviewed(document: IdDocumentRow): void;
  onClose(): void;
}) {
  const heading = usePanelFocus(focusMain);
  const headingId = useId();
  const noteId = useId();
  const toast = useToast();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [review] = useMutation(ReviewIdDocumentDocument);
  const name = documentName(shown);

  const open = (chosen: Decision) => {
    setNote('');
    setDecision(chosen);
  };

  const confirm = async (reason: string) => {
    if (!decision) return;
    const message = decision === 'rejected' ? reason : note.trim();
    try {
      const { data } = await review({
        variables: { documentId: shown.id, status: decision, message: message === '' ? null : message },
      });
      const result = data?.reviewIdDocument;
      if (result?.status === 'success' && result.document) {
        toast.success(ADMIN_TEXTS.documentReviewed(statusLabel(result.document.status)));
        onReviewed({ ...shown, ...result.document });
      } else {
        toast.failure(result?.errorMessage);
      }
    } catch (error) {
      toast.failure(messageOf(error));
    }
    setDecision(null);
  };

  const dialog = decision ? DIALOG[decision] : null;
  return (
    <section className={pageStyles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <div className={styles.review}>
        <DocumentImage url={shown.url} alt={name} />
        <div className={formStyles.form}>
          <dl className={styles.details}>
            <dt>{ADMIN_TEXTS.documentMember}</dt>
            <dd>
              {memberName(shown)}
              {shown.profileId !== null && shown.profileId !== undefined && (
                <span className={pageStyles.second}>{ADMIN_TEXTS.documentProfileId(shown.profileId)}</span>
              )}
            </dd>
            <dt>{ADMIN_TEXTS.documentKind}</dt>
            <dd>{kindLabel(shown.documentType)}</dd>
            <dt>{ADMIN_TEXTS.documentUploaded}</dt>
            <dd>
              <Moment iso={shown.createdAt} />
            </dd>
            <dt>{ADMIN_TEXTS.documentMemberSees}</dt>
            <dd data-testid="document-status">
              <StatusBadge status={shown.status} />
            </dd>
            <dt>{ADMIN_TEXTS.documentMessageSent}</dt>
            <dd>{shown.reviewMessage || ADMIN_TEXTS.documentNoMessage}</dd>
            {shown.reviewedAt && (
              <>
                <dt>{ADMIN_TEXTS.documentReviewedOn}</dt>
                <dd>
                  <Moment iso={shown.reviewedAt} />
                </dd>
              </>
            )}
          </dl>
          <div className={formStyles.actions}>
            <button type="button" className="button button--primary" onClick={() => open('approved')}>
              {ADMIN_TEXTS.approveDocument}
            </button>
            <button type="button" className="button button--quiet" onClick={() => open('flagged')}>
              {ADMIN_TEXTS.flagDocument}
            </button>
            <button type="button" className={`button button--quiet ${styles.danger}`} onClick={() => open('rejected')}>
              {ADMIN_TEXTS.rejectDocument}
            </button>
            <button type="button" className="button button--quiet" onClick={onClose}>
              {ADMIN_TEXTS.closeReview}
            </button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog ? dialog.title(name.charAt(0).toLowerCase() + name.slice(1)) : ''}
        confirmLabel={dialog?.confirm ?? ''}
        tone={decision === 'rejected' ? 'danger' : 'neutral'}
        reason={
          decision === 'rejected'
            ? {
                label: ADMIN_TEXTS.documentMessageRequired,
                hint: ADMIN_TEXTS.documentMessageHint,
                maxLength: MESSAGE_MAX,
              }
            : undefined
        }
        onConfirm={confirm}
        onCancel={() => setDecision(null)}
      >
        <p>{dialog?.body}</p>
        {decision !== 'rejected' && (
          <TextField
            id={noteId}
            label={ADMIN_TEXTS.documentMessageOptional}
            value={note}
            onChange={setNote}
            hint={ADMIN_TEXTS.documentMessageHint}
            maxLength={MESSAGE_MAX}
            multiline
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
