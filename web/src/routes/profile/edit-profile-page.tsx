// /user/edit (spec 000 §3-4, spec 001 §2, §5): the profile steps — basic information, a photo, a verified phone,
// about you — with the step still open marked, every field of editProfile within its limits, live counters for the
// two 300-character descriptions, and the phone verification dialog before a save (decision 0009).
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { EditProfileDocument, MyProfileDocument, type OwnProfileFieldsFragment } from '../../gen/graphql';
import { profileScreenMessages as m } from '../../i18n/areas/profile';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import { registrationTexts } from '../../i18n/spec-texts';
import { PageTitle } from '../../layout/page-title';
import { useToast } from '../../toasts/toasts';
import { Avatar, ownPicture } from './avatar';
import { MemberOnly } from './member-only';
import { PhoneVerificationDialog } from './phone-verification-dialog';
import { PhotoUploader } from './photo-uploader';
import { ProfileTabs } from './profile-tabs';
import {
  charactersLeft,
  DESCRIPTION_MAX_LENGTH,
  isPhoneGateExempt,
  PROFILE_MESSAGES,
  profileSchema,
  type ProfileFormField,
  type ProfileFormValues,
} from './profile-rules';
import styles from './profile.module.css';

const LANGUAGES = [
  { value: 'en-US', label: 'English' },
  { value: 'cs-CZ', label: 'Čeština' },
  { value: 'es', label: 'Español' },
  { value: 'it-IT', label: 'Italiano' },
  { value: 'fr-FR', label: 'Français' },
  { value: 'pt-PT', label: 'Português' },
];

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const STEPS_TO_DO: MessageDescriptor = m.editStepsToDo;
const INCOMPLETE: MessageDescriptor = m.editIncomplete;
const CHARACTERS_LEFT: MessageDescriptor = m.editCharactersLeft;
const CHARACTERS_OVER: MessageDescriptor = m.editCharactersOver;

/** Examples of each link field's address (not words, so the same in every language). */
const URL_EXAMPLES = {
  linkedin: 'https://www.linkedin.com/in/…',
  web: 'https://',
  facebook: 'https://www.facebook.com/…',
  instagram: 'https://www.instagram.com/…',
} as const;

/** Phone verified, or exempt from verification: +971 in the Emirates (spec 000 §4, §9). */
export function phoneOk(profile: Pick<OwnProfileFieldsFragment, 'dialCode' | 'countryCode' | 'verification'>): boolean {
  return profile.verification.isPhoneVerified || isPhoneGateExempt(profile.dialCode, profile.countryCode);
}

export interface ProfileStep {
  id: string;
  title: MessageDescriptor;
  done: boolean;
  todo: MessageDescriptor;
  href: string;
}

/** The four steps of the profile gate (decision 0009), in the order the form shows them. */
export function profileSteps(profile: OwnProfileFieldsFragment): ProfileStep[] {
  return [
    {
      id: 'basics',
      title: m.editBasicInformation,
      done: profile.step1 === 'completed',
      todo: m.editBasicsTodo,
      href: '#basics',
    },
    {
      id: 'photo',
      title: m.editProfilePhoto,
      done: profile.step2 === 'completed',
      todo: m.editPhotoTodo,
      href: '#photo',
    },
    {
      id: 'phone',
      title: m.editVerifiedPhone,
      done: profile.step3 === 'completed' || phoneOk(profile),
      todo: m.editPhoneTodo,
      href: '#phone',
    },
    {
      id: 'about',
      title: m.editAboutYou,
      done: profile.step4 === 'completed',
      todo: m.editAboutTodo,
      href: '#about',
    },
  ];
}

function formValues(profile: OwnProfileFieldsFragment): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    location: profile.location ?? '',
    info: profile.info ?? '',
    summary: profile.summary ?? '',
    currentPosition: profile.currentPosition ?? '',
    education: profile.education ?? '',
    otherUniversity: profile.otherUniversity ?? '',
    companyName: profile.companyName ?? '',
    industry: profile.industry ?? '',
    preferredLanguage: profile.preferredLanguage ?? '',
    preferredCurrency: profile.preferredCurrency ?? '',
    secondaryEmail: profile.secondaryEmail ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    facebookUrl: profile.facebookUrl ?? '',
    instagramUrl: profile.instagramUrl ?? '',
    websiteUrl: profile.websiteUrl ?? '',
    socialMediaUrl: profile.socialMediaUrl ?? '',
  };
}

/** The mutation's input: every field, trimmed; a blank one clears it (null). */
function editInput(values: ProfileFormValues) {
  const input: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(values)) {
    const text = value.trim();
    input[field] = text === '' ? null : text;
  }
  return input;
}

export default function EditProfilePage() {
  return <MemberOnly>{() => <EditProfile />}</MemberOnly>;
}

function EditProfile() {
  const { data, loading, error, refetch } = useQuery(MyProfileDocument, { fetchPolicy: 'network-only' });
  const profile = data?.ShowUserProfile;
  const t = useIntl().formatMessage;
  return (
    <div className={styles.page}>
      <PageTitle title={t(m.editTitle)} />
      <h1>{t(m.editTitle)}</h1>
      <ProfileTabs />
      {loading && !profile && (
        <p role="status" className={styles.muted}>
          {t(m.editLoading)}
        </p>
      )}
      {!loading && !profile && (
        <p role="alert" className={formStyles.formAlert}>
          {t(error ? m.editCouldNotLoad : m.editNoProfile)}
        </p>
      )}
      {profile && <ProfileEditor key={profile.userId} profile={profile} reload={() => void refetch()} />}
    </div>
  );
}

function ProfileEditor({ profile, reload }: { profile: OwnProfileFieldsFragment; reload: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const say = useRuleText();
  const saveFailed = { kind: 'error', title: t(m.editSaveFailed) } as const;
  const somethingWentWrong = t(registrationTexts.other);
  const { refresh } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneDialog, setPhoneDialog] = useState<{ reason: string | null } | null>(null);
  const saveAfterVerifying = useRef(false);
  // Set when the dialog verifies her phone, before the profile query has answered again.
  const phoneJustVerified = useRef(false);
  const schema = useMemo(() => profileSchema(profile.email, say), [profile.email, say]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(schema), defaultValues: formValues(profile) });
  const info = useWatch({ control, name: 'info' });
  const summary = useWatch({ control, name: 'summary' });
  const steps = profileSteps(profile);
  const openSteps = steps.filter((step) => !step.done);
  const verified = phoneOk(profile);

  // Built when she submits, so the refs it reads are read in the event, never while rendering.
  const save = (event?: BaseSyntheticEvent) =>
    handleSubmit(async (values) => {
      setProblem(null);
      if (!verified && !phoneJustVerified.current) {
        // Spec 001 §5: phone verification is required to save a profile; the save resumes once she has verified.
        saveAfterVerifying.current = true;
        setProblem(serverText(PROFILE_MESSAGES.phoneNotVerified));
        setPhoneDialog({ reason: PROFILE_MESSAGES.phoneNotVerified });
        return;
      }
      try {
        const { data } = await client.mutate({
          mutation: EditProfileDocument,
          variables: editInput(values),
        });
        const result = data?.editProfile;
        if (result?.status === 'success' && result.profile) {
          reset(formValues(result.profile));
          toast({ kind: 'success', title: t(m.editProfileSaved), message: t(m.editProfileUpdated) });
          reload();
          void refresh();
          return;
        }
        if (result?.status === 'phoneNotVerified') {
          saveAfterVerifying.current = true;
          setPhoneDialog({ reason: result.errorMessage ?? PROFILE_MESSAGES.phoneNotVerified });
        }
        for (const fieldError of result?.fieldErrors ?? []) {
          if (fieldError.field in values) {
            setError(fieldError.field as ProfileFormField, { message: serverText(fieldError.message) });
          }
        }
        const message = result?.errorMessage ? serverText(result.errorMessage) : somethingWentWrong;
        setProblem(message);
        toast({ ...saveFailed, message });
      } catch {
        setProblem(somethingWentWrong);
        toast({ ...saveFailed, message: somethingWentWrong });
      }
    })(event);

  const onPhoneVerified = () => {
    phoneJustVerified.current = true;
    setPhoneDialog(null);
    setProblem(null);
    void refresh();
    if (saveAfterVerifying.current) {
      saveAfterVerifying.current = false;
      void save();
    } else {
      reload();
    }
  };

  return (
    <div className={styles.layout}>
      <aside className={styles.panel} aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t(m.editProfileSteps)}</h2>
        <p className={styles.muted} style={{ marginBottom: 'var(--space-3)' }}>
          {openSteps.length === 0
            ? t(m.editProfileComplete)
            : t(STEPS_TO_DO, { open: openSteps.length, total: steps.length })}
        </p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.id} className={`${styles.step} ${step.done ? styles.stepDone : styles.stepOpen}`}>
              <span className={styles.stepMark} aria-hidden="true">
                {step.done ? '✓' : index + 1}
              </span>
              <span className={styles.stepText}>
                <strong>
                  <a href={step.href}>{t(step.title)}</a>
                </strong>
                <span>{step.done ? t(m.editCompleted) : t(INCOMPLETE, { todo: t(step.todo) })}</span>
              </span>
            </li>
          ))}
        </ol>
      </aside>

      <form
        className={`${styles.panel} ${styles.stack}`}
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label={t(m.editTitle)}
      >
        <fieldset id="basics" className={styles.fieldset}>
          <legend>1. {t(m.editBasicInformation)}</legend>
          <div className={styles.grid}>
            <TextField
              label={t(m.editFirstName)}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label={t(m.editLastName)}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              label={t(m.editLocation)}
              hint={t(m.editLocationHint)}
              autoComplete="address-level2"
              error={errors.location?.message}
              {...register('location')}
            />
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="profile-language">
                {t(m.editPreferredLanguage)}
              </label>
              <select id="profile-language" className={formStyles.select} {...register('preferredLanguage')}>
                <option value="">{t(m.editNotSet)}</option>
                {LANGUAGES.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </select>
              {errors.preferredLanguage && (
                <p className={formStyles.fieldError}>{serverText(errors.preferredLanguage.message ?? '')}</p>
              )}
            </div>
            <TextField
              label={t(m.editPreferredCurrency)}
              hint={t(m.editCurrencyHint)}
              maxLength={3}
              autoCapitalize="characters"
              error={errors.preferredCurrency?.message}
              {...register('preferredCurrency')}
            />
            <TextField label={t(m.editEmail)} value={profile.email ?? ''} readOnly hint={t(m.editSignInAddress)} />
          </div>
        </fieldset>

        <fieldset id="photo" className={styles.fieldset}>
          <legend>2. {t(m.editProfilePhoto)}</legend>
          <div className={styles.phoneRow}>
            <Avatar picture={ownPicture(profile)} name={profile.firstName} />
            <Link to="/user/photo">{t(m.editMoreAboutPhoto)}</Link>
          </div>
          <PhotoUploader label={t(profile.picture ? m.editChangePhoto : m.editUploadPhoto)} onUploaded={reload} />
        </fieldset>

        <fieldset id="phone" className={styles.fieldset}>
          <legend>3. {t(m.editPhone)}</legend>
          <div className={styles.phoneRow}>
            <span>
              {profile.phoneNumber ? `${profile.dialCode ?? ''} ${profile.phoneNumber}` : t(m.editNoPhoneYet)}
            </span>
            <span className={`${styles.badge} ${verified ? styles.badgeGood : styles.badgeWarn}`}>
              {t(verified ? m.editVerified : m.editNotVerified)}
            </span>
            <button type="button" className="button button--quiet" onClick={() => setPhoneDialog({ reason: null })}>
              {t(verified ? m.editChangePhoneNumber : m.editVerifyYourPhone)}
            </button>
          </div>
          {!verified && <p className={formStyles.hint}>{serverText(PROFILE_MESSAGES.phoneNotVerified)}</p>}
        </fieldset>

        <fieldset id="about" className={styles.fieldset}>
          <legend>4. {t(m.editAboutYou)}</legend>
          <div className={styles.grid}>
            <CountedTextArea
              label={t(m.editAboutMe)}
              value={info}
              error={errors.info?.message}
              className={styles.full}
              registration={register('info')}
            />
            <CountedTextArea
              label={t(m.editSummary)}
              hint={t(m.editSummaryHint)}
              value={summary}
              error={errors.summary?.message}
              className={styles.full}
              registration={register('summary')}
            />
            <TextField
              label={t(m.editCurrentPosition)}
              autoComplete="organization-title"
              error={errors.currentPosition?.message}
              {...register('currentPosition')}
            />
            <TextField
              label={t(m.editCompanyName)}
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <TextField label={t(m.editIndustry)} error={errors.industry?.message} {...register('industry')} />
            <TextField label={t(m.editEducation)} error={errors.education?.message} {...register('education')} />
            <TextField
              label={t(m.editUniversity)}
              error={errors.otherUniversity?.message}
              {...register('otherUniversity')}
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t(m.editContactAndLinks)}</legend>
          <div className={styles.grid}>
            <TextField
              label={t(m.editSecondaryEmail)}
              type="email"
              hint={t(m.editSecondaryEmailHint)}
              error={errors.secondaryEmail?.message}
              {...register('secondaryEmail')}
            />
            <TextField
              label={t(m.editLinkedinUrl)}
              type="url"
              placeholder={URL_EXAMPLES.linkedin}
              error={errors.linkedinUrl?.message}
              {...register('linkedinUrl')}
            />
            <TextField
              label={t(m.editWebsiteUrl)}
              type="url"
              placeholder={URL_EXAMPLES.web}
              error={errors.websiteUrl?.message}
              {...register('websiteUrl')}
            />
            <TextField
              label={t(m.editFacebookUrl)}
              type="url"
              placeholder={URL_EXAMPLES.facebook}
              error={errors.facebookUrl?.message}
              {...register('facebookUrl')}
            />
            <TextField
              label={t(m.editInstagramUrl)}
              type="url"
              placeholder={URL_EXAMPLES.instagram}
              error={errors.instagramUrl?.message}
              {...register('instagramUrl')}
            />
            <TextField
              label={t(m.editOtherSocialUrl)}
              type="url"
              placeholder={URL_EXAMPLES.web}
              error={errors.socialMediaUrl?.message}
              {...register('socialMediaUrl')}
            />
          </div>
          <p className={formStyles.hint}>{t(m.editSocialOnlyYou)}</p>
        </fieldset>

        <FormAlert message={problem} />
        <SubmitButton busy={isSubmitting}>{t(isSubmitting ? m.editSaving : m.editSaveProfile)}</SubmitButton>
      </form>

      {phoneDialog && (
        <PhoneVerificationDialog
          countryCode={profile.countryCode}
          phoneNumber={profile.phoneNumber}
          reason={phoneDialog.reason}
          onClose={() => {
            saveAfterVerifying.current = false;
            setPhoneDialog(null);
          }}
          onVerified={onPhoneVerified}
        />
      )}
    </div>
  );
}

interface CountedTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
}

/** A 300-character description with a live counter, announced politely as she types. */
function CountedTextArea({ label, value, error, hint, className, registration }: CountedTextAreaProps) {
  const id = useId();
  const t = useIntl().formatMessage;
  const counter = charactersLeft(value ?? '', DESCRIPTION_MAX_LENGTH);
  const counterText = counter.over
    ? t(CHARACTERS_OVER, { over: -counter.left, max: DESCRIPTION_MAX_LENGTH })
    : t(CHARACTERS_LEFT, { left: counter.left, max: DESCRIPTION_MAX_LENGTH });
  const described = [hint ? `${id}-hint` : null, `${id}-counter`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${formStyles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        aria-invalid={error || counter.over ? true : undefined}
        aria-describedby={described}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      <p
        id={`${id}-counter`}
        className={`${styles.counter} ${counter.over ? styles.counterOver : ''}`}
        aria-live="polite"
      >
        {counterText}
      </p>
      {error && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
