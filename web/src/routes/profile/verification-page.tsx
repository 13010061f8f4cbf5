// Trust and verification (/user/verification without ?confirm, and /id-verification, /id-proofType,
// /document-verification): her e-mail, phone, identity documents with their review, and connected social accounts
// (spec 000 §3, §7; spec 001 §4: approved, rejected or flagged by an admin with a message). Decision 0009.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import formStyles from '../../auth/forms.module.css';
import { FormAlert, SubmitButton } from '../../auth/fields';
import { useSession, type Account } from '../../auth/session';
import {
  MyIdDocumentsDocument,
  MyProfileDocument,
  UpdateUserVerifiedInfoDocument,
  UserVerifiedInfoDocument,
} from '../../gen/graphql';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import { ResendButton } from '../verification/resend-button';
import { ImagePicker } from './image-picker';
import { MemberOnly } from './member-only';
import { PhoneVerificationDialog } from './phone-verification-dialog';
import { ProfileTabs } from './profile-tabs';
import { imageFailure, isPhoneGateExempt } from './profile-rules';
import styles from './profile.module.css';
import { uploadIdDocument } from './uploads';

export const DOCUMENT_TYPES = [
  { value: 'passport', label: m.verPassport },
  { value: 'drivingLicense', label: m.verDrivingLicence },
  { value: 'nationalIdCard', label: m.verNationalIdCard },
  { value: 'residencePermit', label: m.verResidencePermit },
] as const;

export const DOCUMENT_STATUS_TEXT: Record<
  string,
  { label: MessageDescriptor; tone: 'good' | 'warn' | 'bad' | 'plain' }
> = {
  pending: { label: m.verWaitingForReview, tone: 'plain' },
  approved: { label: m.verApproved, tone: 'good' },
  rejected: { label: m.verRejected, tone: 'bad' },
  flagged: { label: m.verFlagged, tone: 'warn' },
};

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const DISCONNECTED: MessageDescriptor = m.verDisconnected;
const NOT_DISCONNECTED: MessageDescriptor = m.verNotDisconnected;
const DISCONNECT: MessageDescriptor = m.verDisconnect;
const UPLOADED_ON: MessageDescriptor = m.verUploadedOn;
const MESSAGE_FROM_CLUB: MessageDescriptor = m.verMessageFromClub;

const SOCIAL = [
  { item: 'facebook', label: 'Facebook', field: 'isFacebookConnected' },
  { item: 'google', label: 'Google', field: 'isGoogleConnected' },
  { item: 'linkedin', label: 'LinkedIn', field: 'isLinkedinConnected' },
] as const;

function Badge({ tone, children }: { tone: 'good' | 'warn' | 'bad' | 'plain'; children: string }) {
  const toneClass = { good: styles.badgeGood, warn: styles.badgeWarn, bad: styles.badgeBad, plain: '' }[tone];
  return <span className={`${styles.badge} ${toneClass}`}>{children}</span>;
}

const documentTypeLabel = (value: string) => DOCUMENT_TYPES.find((type) => type.value === value)?.label;

/** /user/verification: the tab among her profile screens. */
export default function VerificationPage() {
  const t = useIntl().formatMessage;
  return (
    <MemberOnly>
      {(account) => (
        <div className={styles.page}>
          <PageTitle title={t(m.verTitle)} />
          <h1>{t(m.verTitle)}</h1>
          <ProfileTabs />
          <Verification account={account} />
        </div>
      )}
    </MemberOnly>
  );
}

/** /id-verification, /id-proofType and /document-verification: the documents alone, open before the profile is complete. */
export function IdVerificationPage() {
  const t = useIntl().formatMessage;
  return (
    <MemberOnly>
      {() => (
        <div className={styles.page}>
          <PageTitle title={t(m.verIdTitle)} />
          <h1>{t(m.verIdTitle)}</h1>
          <p className={styles.muted} style={{ marginBottom: 'var(--space-4)' }}>
            {t(m.verIdIntro)}
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
  const t = useIntl().formatMessage;
  const serverText = useServerText();
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
        toast({ kind: 'success', title: t(DISCONNECTED, { provider: label }) });
        // Spec 000 §7: after 'success', getUserVerifiedInfo(userId) is fetched again.
        await infoQuery.refetch();
      } else {
        toast({
          kind: 'error',
          title: t(NOT_DISCONNECTED, { provider: label }),
          message: data?.updateUserVerifiedInfo.errorMessage
            ? serverText(data.updateUserVerifiedInfo.errorMessage)
            : t(registrationTexts.other),
        });
      }
    } catch {
      toast({
        kind: 'error',
        title: t(NOT_DISCONNECTED, { provider: label }),
        message: t(registrationTexts.other),
      });
    } finally {
      setDisconnecting(null);
    }
  };

  if (!info) {
    return infoQuery.error ? (
      <p role="alert" className={formStyles.formAlert}>
        {t(m.verCouldNotLoad)}
      </p>
    ) : (
      <p role="status" className={styles.muted}>
        {t(m.verLoading)}
      </p>
    );
  }

  const phoneExempt = isPhoneGateExempt(profile?.dialCode, profile?.countryCode);
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="verified-heading">
        <h2 id="verified-heading">{t(m.verVerifiedInformation)}</h2>
        <ul className={styles.list}>
          <li className={styles.item}>
            <span className={styles.itemText}>
              <strong>{t(m.verEmailAddress)}</strong>
              <span className={styles.muted}>{account.email}</span>
            </span>
            {info.isEmailConfirmed ? (
              <Badge tone="good">{t(m.verConfirmed)}</Badge>
            ) : (
              <div className={styles.phoneRow}>
                <Badge tone="warn">{t(m.verNotConfirmed)}</Badge>
                <ResendButton />
              </div>
            )}
          </li>
          <li className={styles.item}>
            <span className={styles.itemText}>
              <strong>{t(m.verPhoneNumber)}</strong>
              <span className={styles.muted}>
                {profile?.phoneNumber ? `${profile.dialCode ?? ''} ${profile.phoneNumber}` : t(m.verNoPhoneYet)}
              </span>
            </span>
            {info.isPhoneVerified || phoneExempt ? (
              <Badge tone="good">{t(m.verVerified)}</Badge>
            ) : (
              <span className={styles.phoneRow}>
                <Badge tone="warn">{t(m.verNotVerified)}</Badge>
                <button type="button" className="button button--primary" onClick={() => setPhoneDialog(true)}>
                  {t(m.verVerifyYourPhone)}
                </button>
              </span>
            )}
          </li>
          <li className={styles.item}>
            <span className={styles.itemText}>
              <strong>{t(m.verIdentity)}</strong>
              <span className={styles.muted}>{info.isIdVerification ? t(m.verIdApproved) : t(m.verIdUploadBelow)}</span>
            </span>
            <Badge tone={info.isIdVerification ? 'good' : 'warn'}>
              {t(info.isIdVerification ? m.verVerified : m.verNotVerified)}
            </Badge>
          </li>
        </ul>
      </section>

      <IdDocuments onUploaded={() => void infoQuery.refetch()} />

      <section className={styles.panel} aria-labelledby="social-heading">
        <h2 id="social-heading">{t(m.verConnectedAccounts)}</h2>
        <ul className={styles.list}>
          {SOCIAL.map((social) => {
            const connected = info[social.field];
            return (
              <li key={social.item} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{social.label}</strong>
                  <span className={styles.muted}>{t(connected ? m.verConnected : m.verNotConnected)}</span>
                </span>
                {connected && (
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={disconnecting !== null}
                    aria-busy={disconnecting === social.item}
                    onClick={() => void disconnect(social.item, social.label)}
                  >
                    {t(DISCONNECT, { provider: social.label })}
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
  const intl = useIntl();
  const t = intl.formatMessage;
  const serverText = useServerText();
  const say = useRuleText();
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
    const missingType = documentType === '' ? t(m.verChooseKind) : null;
    setTypeProblem(missingType);
    if (missingType) return;
    if (!file) return setProblem(say(imageFailure('empty')));
    setBusy(true);
    const answer = await uploadIdDocument(file, documentType);
    setBusy(false);
    if (answer.status === 'success') {
      toast({ kind: 'success', title: t(m.verDocumentUploaded), message: t(m.verAdminWillReview) });
      setFile(null);
      setPickerKey((key) => key + 1);
      void documentsQuery.refetch();
      onUploaded?.();
      return;
    }
    const message = answer.errorMessage ? serverText(answer.errorMessage) : t(m.verUploadFailed);
    if (answer.status === 'invalid') setServerProblem(message);
    else setProblem(message);
    toast({ kind: 'error', title: t(m.verDocumentNotUploaded), message });
  };

  return (
    <section className={styles.panel} aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t(m.verIdentityDocuments)}</h2>
      {documents.length === 0 ? (
        <p className={styles.muted}>{t(m.verNoDocumentYet)}</p>
      ) : (
        <ul className={styles.list} aria-label={t(m.verYourDocuments)}>
          {documents.map((document) => {
            const status = DOCUMENT_STATUS_TEXT[document.status];
            const typeLabel = documentTypeLabel(document.documentType);
            return (
              <li key={document.id} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{typeLabel ? t(typeLabel) : document.documentType}</strong>
                  <span className={styles.muted}>
                    {t(UPLOADED_ON, { date: intl.formatDate(new Date(document.createdAt)) })} ·{' '}
                    <a href={document.url} target="_blank" rel="noreferrer">
                      {t(m.verViewImage)}
                    </a>
                  </span>
                  {document.reviewMessage && (
                    <span>
                      <FormattedMessage {...MESSAGE_FROM_CLUB} values={{ message: <q>{document.reviewMessage}</q> }} />
                    </span>
                  )}
                </span>
                <Badge tone={status?.tone ?? 'plain'}>{status ? t(status.label) : document.status}</Badge>
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
        aria-label={t(m.verUploadADocument)}
      >
        <div className={formStyles.field}>
          <label htmlFor="document-type" className={formStyles.label}>
            {t(m.verDocumentType)}
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
            <option value="">{t(m.verChoose)}</option>
            {DOCUMENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t(type.label)}
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
          label={t(m.verDocumentImage)}
          previewAlt={t(m.verDocumentPreview)}
          serverProblem={serverProblem}
          onChange={(chosen) => {
            setFile(chosen);
            setServerProblem(null);
            setProblem(null);
          }}
        />
        <FormAlert message={problem} />
        <SubmitButton busy={busy}>{t(busy ? m.verUploading : m.verUploadDocument)}</SubmitButton>
      </form>
    </section>
  );
}
