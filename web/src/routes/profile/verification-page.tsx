// Trust and verification (/user/verification without ?confirm, and /id-verification, /id-proofType,
// /document-verification): her e-mail, phone, identity documents with their review, and connected social accounts
// (spec 000 §3, §7; spec 001 §4: approved, rejected or flagged by an admin with a message). Decision 0009.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import formStyles from '../../auth/forms.module.css';
import { FormAlert, SubmitButton } from '../../auth/fields';
import { useSession, type Account } from '../../auth/session';
import {
  MyIdDocumentsDocument,
  MyProfileDocument,
  UpdateUserVerifiedInfoDocument,
  UserVerifiedInfoDocument,
} from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import { ResendButton } from '../verification/resend-button';
import { ImagePicker } from './image-picker';
import { MemberOnly } from './member-only';
import { PhoneVerificationDialog } from './phone-verification-dialog';
import { ProfileTabs } from './profile-tabs';
import { IMAGE_MESSAGES, isPhoneGateExempt } from './profile-rules';
import styles from './profile.module.css';
import { uploadIdDocument } from './uploads';

export const DOCUMENT_TYPES = [
  { value: 'passport', label: 'Passport' },
  { value: 'drivingLicense', label: 'Driving licence' },
  { value: 'nationalIdCard', label: 'National ID card' },
  { value: 'residencePermit', label: 'Residence permit' },
] as const;

export const DOCUMENT_STATUS_TEXT: Record<string, { label: string; tone: 'good' | 'warn' | 'bad' | 'plain' }> = {
  pending: { label: 'Waiting for review', tone: 'plain' },
  approved: { label: 'Approved', tone: 'good' },
  rejected: { label: 'Rejected', tone: 'bad' },
  flagged: { label: 'Flagged for manual review', tone: 'warn' },
};

const SOCIAL = [
  { item: 'facebook', label: 'Facebook', field: 'isFacebookConnected' },
  { item: 'google', label: 'Google', field: 'isGoogleConnected' },
  { item: 'linkedin', label: 'LinkedIn', field: 'isLinkedinConnected' },
] as const;

function Badge({ tone, children }: { tone: 'good' | 'warn' | 'bad' | 'plain'; children: string }) {
  const toneClass = { good: styles.badgeGood, warn: styles.badgeWarn, bad: styles.badgeBad, plain: '' }[tone];
  return <span className={`${styles.badge} ${toneClass}`}>{children}</span>;
}

const documentTypeLabel = (value: string) => DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;

/** /user/verification: the tab among her profile screens. */
export default function VerificationPage() {
  return (
    <MemberOnly>
      {(account) => (
        <div className={styles.page}>
          <PageTitle title="Trust and verification" />
          <h1>Trust and verification</h1>
          <ProfileTabs />
          <Verification account={account} />
        </div>
      )}
    </MemberOnly>
  );
}

/** /id-verification, /id-proofType and /document-verification: the documents alone, open before the profile is complete. */
export function IdVerificationPage() {
  return (
    <MemberOnly>
      {() => (
        <div className={styles.page}>
          <PageTitle title="ID verification" />
          <h1>ID verification</h1>
          <p className={styles.muted} style={{ marginBottom: 'var(--space-4)' }}>
            Members are vetted by ID before they book or host. Upload a photo of one identity document; an admin reviews
            it and you see the outcome here.
          </p>
          <IdDocuments />
        </div>
      )}
    </MemberOnly>
  );
}

function Verification({ account }: { account: Account }) {
  const client = useApolloClient();
  const toast = useToast();
  const { refresh } = useSession();
  const infoQuery = useQuery(UserVerifiedInfoDocument, {
    variables: { userId: account.userId },
    fetchPolicy: 'network-only',
  });
  const profileQuery = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const info = infoQuery.data?.getUserVerifiedInfo;
  const profile = profileQuery.data?.ShowUserProfile;
  const [phoneDialog, setPhoneDialog] = useState(false);
  const [disconnecting, setDisconnecting] = useState<string | null>(null);

  const disconnect = async (item: string, label: string) => {
    setDisconnecting(item);
    try {
      const { data } = await client.mutate({ mutation: UpdateUserVerifiedInfoDocument, variables: { item } });
      if (data?.updateUserVerifiedInfo.status === 'success') {
        toast({ kind: 'success', title: `${label} disconnected` });
        // Spec 000 §7: after 'success', getUserVerifiedInfo(userId) is fetched again.
        await infoQuery.refetch();
      } else {
        toast({
          kind: 'error',
          title: `${label} was not disconnected`,
          message: data?.updateUserVerifiedInfo.errorMessage ?? 'Something went wrong. Please try again',
        });
      }
    } catch {
      toast({
        kind: 'error',
        title: `${label} was not disconnected`,
        message: 'Something went wrong. Please try again',
      });
    } finally {
      setDisconnecting(null);
    }
  };

  if (!info) {
    return infoQuery.error ? (
      <p role="alert" className={formStyles.formAlert}>
        Your verification record could not be loaded. Please refresh the page.
      </p>
    ) : (
      <p role="status" className={styles.muted}>
        Loading…
      </p>
    );
  }

  const phoneExempt = isPhoneGateExempt(profile?.dialCode, profile?.countryCode);
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="verified-heading">
        <h2 id="verified-heading">Verified information</h2>
        <ul className={styles.list}>
          <li className={styles.item}>
            <span className={styles.itemText}>
              <strong>Email address</strong>
              <span className={styles.muted}>{account.email}</span>
            </span>
            {info.isEmailConfirmed ? (
              <Badge tone="good">Confirmed</Badge>
            ) : (
              <div className={styles.phoneRow}>
                <Badge tone="warn">Not confirmed</Badge>
                <ResendButton />
              </div>
            )}
          </li>
          <li className={styles.item}>
            <span className={styles.itemText}>
              <strong>Phone number</strong>
              <span className={styles.muted}>
                {profile?.phoneNumber ? `${profile.dialCode ?? ''} ${profile.phoneNumber}` : 'No phone number yet'}
              </span>
            </span>
            {info.isPhoneVerified || phoneExempt ? (
              <Badge tone="good">Verified</Badge>
            ) : (
              <span className={styles.phoneRow}>
                <Badge tone="warn">Not verified</Badge>
                <button type="button" className="button button--primary" onClick={() => setPhoneDialog(true)}>
                  Verify your phone
                </button>
              </span>
            )}
          </li>
          <li className={styles.item}>
            <span className={styles.itemText}>
              <strong>Identity</strong>
              <span className={styles.muted}>
                {info.isIdVerification
                  ? 'An admin approved your identity document.'
                  : 'Upload an identity document below for an admin to review.'}
              </span>
            </span>
            <Badge tone={info.isIdVerification ? 'good' : 'warn'}>
              {info.isIdVerification ? 'Verified' : 'Not verified'}
            </Badge>
          </li>
        </ul>
      </section>

      <IdDocuments onUploaded={() => void infoQuery.refetch()} />

      <section className={styles.panel} aria-labelledby="social-heading">
        <h2 id="social-heading">Connected accounts</h2>
        <ul className={styles.list}>
          {SOCIAL.map((social) => {
            const connected = info[social.field];
            return (
              <li key={social.item} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{social.label}</strong>
                  <span className={styles.muted}>
                    {connected ? 'Connected' : 'Not connected. Sign in with it once to connect it.'}
                  </span>
                </span>
                {connected && (
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={disconnecting !== null}
                    aria-busy={disconnecting === social.item}
                    onClick={() => void disconnect(social.item, social.label)}
                  >
                    Disconnect {social.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {phoneDialog && (
        <PhoneVerificationDialog
          countryCode={profile?.countryCode}
          phoneNumber={profile?.phoneNumber}
          onClose={() => setPhoneDialog(false)}
          onVerified={() => {
            setPhoneDialog(false);
            void infoQuery.refetch();
            void profileQuery.refetch();
            void refresh();
          }}
        />
      )}
    </div>
  );
}

function IdDocuments({ onUploaded }: { onUploaded?: () => void }) {
  const toast = useToast();
  const documentsQuery = useQuery(MyIdDocumentsDocument, { fetchPolicy: 'network-only' });
  const documents = documentsQuery.data?.myIdDocuments ?? [];
  const [documentType, setDocumentType] = useState('');
  const [typeProblem, setTypeProblem] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setServerProblem(null);
    const missingType = documentType === '' ? 'Please choose the kind of document.' : null;
    setTypeProblem(missingType);
    if (missingType) return;
    if (!file) return setProblem(IMAGE_MESSAGES.empty);
    setBusy(true);
    const answer = await uploadIdDocument(file, documentType);
    setBusy(false);
    if (answer.status === 'success') {
      toast({ kind: 'success', title: 'Document uploaded', message: 'An admin will review it soon.' });
      setFile(null);
      setPickerKey((key) => key + 1);
      void documentsQuery.refetch();
      onUploaded?.();
      return;
    }
    const message = answer.errorMessage ?? 'The upload failed. Please try again.';
    if (answer.status === 'invalid') setServerProblem(message);
    else setProblem(message);
    toast({ kind: 'error', title: 'Document not uploaded', message });
  };

  return (
    <section className={styles.panel} aria-labelledby="documents-heading">
      <h2 id="documents-heading">Identity documents</h2>
      {documents.length === 0 ? (
        <p className={styles.muted}>You have not uploaded an identity document yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Your documents">
          {documents.map((document) => {
            const status = DOCUMENT_STATUS_TEXT[document.status] ?? { label: document.status, tone: 'plain' as const };
            return (
              <li key={document.id} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{documentTypeLabel(document.documentType)}</strong>
                  <span className={styles.muted}>
                    Uploaded {new Date(document.createdAt).toLocaleDateString()} ·{' '}
                    <a href={document.url} target="_blank" rel="noreferrer">
                      View image
                    </a>
                  </span>
                  {document.reviewMessage && (
                    <span>
                      Message from the club: <q>{document.reviewMessage}</q>
                    </span>
                  )}
                </span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </li>
            );
          })}
        </ul>
      )}

      <form
        className={`${formStyles.form}`}
        style={{ marginTop: 'var(--space-4)' }}
        onSubmit={(event) => void upload(event)}
        noValidate
        aria-label="Upload an identity document"
      >
        <div className={formStyles.field}>
          <label htmlFor="document-type" className={formStyles.label}>
            Document type
          </label>
          <select
            id="document-type"
            className={formStyles.select}
            value={documentType}
            aria-invalid={typeProblem ? true : undefined}
            aria-describedby={typeProblem ? 'document-type-error' : undefined}
            onChange={(event) => {
              setDocumentType(event.target.value);
              setTypeProblem(null);
            }}
          >
            <option value="">Choose…</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          {typeProblem && (
            <p id="document-type-error" className={formStyles.fieldError}>
              {typeProblem}
            </p>
          )}
        </div>
        <ImagePicker
          key={pickerKey}
          label="Document image"
          previewAlt="Preview of your document"
          serverProblem={serverProblem}
          onChange={(chosen) => {
            setFile(chosen);
            setServerProblem(null);
            setProblem(null);
          }}
        />
        <FormAlert message={problem} />
        <SubmitButton busy={busy}>{busy ? 'Uploading…' : 'Upload document'}</SubmitButton>
      </form>
    </section>
  );
}
