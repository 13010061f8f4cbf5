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
import { Link } from 'react-router';
import { FormAlert, SubmitButton, TextField } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { EditProfileDocument, MyProfileDocument, type OwnProfileFieldsFragment } from '../../gen/graphql';
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

const SAVE_FAILED = { kind: 'error', title: 'Your profile was not saved' } as const;

/** Phone verified, or exempt from verification: +971 in the Emirates (spec 000 §4, §9). */
export function phoneOk(profile: Pick<OwnProfileFieldsFragment, 'dialCode' | 'countryCode' | 'verification'>): boolean {
  return profile.verification.isPhoneVerified || isPhoneGateExempt(profile.dialCode, profile.countryCode);
}

export interface ProfileStep {
  id: string;
  title: string;
  done: boolean;
  todo: string;
  href: string;
}

/** The four steps of the profile gate (decision 0009), in the order the form shows them. */
export function profileSteps(profile: OwnProfileFieldsFragment): ProfileStep[] {
  return [
    {
      id: 'basics',
      title: 'Basic information',
      done: profile.step1 === 'completed',
      todo: 'Add your first and last name and where you live.',
      href: '#basics',
    },
    {
      id: 'photo',
      title: 'Profile photo',
      done: profile.step2 === 'completed',
      todo: 'Upload a photo of yourself.',
      href: '#photo',
    },
    {
      id: 'phone',
      title: 'Verified phone',
      done: profile.step3 === 'completed' || phoneOk(profile),
      todo: 'Verify your phone number with a 4-digit code.',
      href: '#phone',
    },
    {
      id: 'about',
      title: 'About you',
      done: profile.step4 === 'completed',
      todo: 'Tell members about yourself and add your current position.',
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
  return (
    <div className={styles.page}>
      <PageTitle title="Edit profile" />
      <h1>Edit profile</h1>
      <ProfileTabs />
      {loading && !profile && (
        <p role="status" className={styles.muted}>
          Loading your profile…
        </p>
      )}
      {!loading && !profile && (
        <p role="alert" className={formStyles.formAlert}>
          {error ? 'Your profile could not be loaded. Please refresh the page.' : 'There is no profile to edit.'}
        </p>
      )}
      {profile && <ProfileEditor key={profile.userId} profile={profile} reload={() => void refetch()} />}
    </div>
  );
}

function ProfileEditor({ profile, reload }: { profile: OwnProfileFieldsFragment; reload: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const { refresh } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneDialog, setPhoneDialog] = useState<{ reason: string | null } | null>(null);
  const saveAfterVerifying = useRef(false);
  // Set when the dialog verifies her phone, before the profile query has answered again.
  const phoneJustVerified = useRef(false);
  const schema = useMemo(() => profileSchema(profile.email), [profile.email]);
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
        setProblem(PROFILE_MESSAGES.phoneNotVerified);
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
          toast({ kind: 'success', title: 'Profile saved', message: 'Your profile has been updated.' });
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
            setError(fieldError.field as ProfileFormField, { message: fieldError.message });
          }
        }
        const message = result?.errorMessage || 'Something went wrong. Please try again';
        setProblem(message);
        toast({ ...SAVE_FAILED, message });
      } catch {
        setProblem('Something went wrong. Please try again');
        toast({ ...SAVE_FAILED, message: 'Something went wrong. Please try again' });
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
        <h2 id="steps-heading">Profile steps</h2>
        <p className={styles.muted} style={{ marginBottom: 'var(--space-3)' }}>
          {openSteps.length === 0
            ? 'Your profile is complete.'
            : `${openSteps.length} of ${steps.length} steps still to do before you can use the whole club.`}
        </p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.id} className={`${styles.step} ${step.done ? styles.stepDone : styles.stepOpen}`}>
              <span className={styles.stepMark} aria-hidden="true">
                {step.done ? '✓' : index + 1}
              </span>
              <span className={styles.stepText}>
                <strong>
                  <a href={step.href}>{step.title}</a>
                </strong>
                <span>{step.done ? 'Completed' : `Incomplete: ${step.todo}`}</span>
              </span>
            </li>
          ))}
        </ol>
      </aside>

      <form
        className={`${styles.panel} ${styles.stack}`}
        onSubmit={(event) => void save(event)}
        noValidate
        aria-label="Edit profile"
      >
        <fieldset id="basics" className={styles.fieldset}>
          <legend>1. Basic information</legend>
          <div className={styles.grid}>
            <TextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              label="Location"
              hint="City and country, e.g. Austin, Texas"
              autoComplete="address-level2"
              error={errors.location?.message}
              {...register('location')}
            />
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor="profile-language">
                Preferred language
              </label>
              <select id="profile-language" className={formStyles.select} {...register('preferredLanguage')}>
                <option value="">Not set</option>
                {LANGUAGES.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </select>
              {errors.preferredLanguage && <p className={formStyles.fieldError}>{errors.preferredLanguage.message}</p>}
            </div>
            <TextField
              label="Preferred currency"
              hint="Three-letter code, e.g. USD"
              maxLength={3}
              autoCapitalize="characters"
              error={errors.preferredCurrency?.message}
              {...register('preferredCurrency')}
            />
            <TextField label="Email" value={profile.email ?? ''} readOnly hint="Your sign-in address." />
          </div>
        </fieldset>

        <fieldset id="photo" className={styles.fieldset}>
          <legend>2. Profile photo</legend>
          <div className={styles.phoneRow}>
            <Avatar picture={ownPicture(profile)} name={profile.firstName} />
            <Link to="/user/photo">More about your photo</Link>
          </div>
          <PhotoUploader label={profile.picture ? 'Change your photo' : 'Upload a photo'} onUploaded={reload} />
        </fieldset>

        <fieldset id="phone" className={styles.fieldset}>
          <legend>3. Phone</legend>
          <div className={styles.phoneRow}>
            <span>
              {profile.phoneNumber ? `${profile.dialCode ?? ''} ${profile.phoneNumber}` : 'No phone number yet'}
            </span>
            <span className={`${styles.badge} ${verified ? styles.badgeGood : styles.badgeWarn}`}>
              {verified ? 'Verified' : 'Not verified'}
            </span>
            <button type="button" className="button button--quiet" onClick={() => setPhoneDialog({ reason: null })}>
              {verified ? 'Change phone number' : 'Verify your phone'}
            </button>
          </div>
          {!verified && <p className={formStyles.hint}>{PROFILE_MESSAGES.phoneNotVerified}</p>}
        </fieldset>

        <fieldset id="about" className={styles.fieldset}>
          <legend>4. About you</legend>
          <div className={styles.grid}>
            <CountedTextArea
              label="About me"
              value={info}
              error={errors.info?.message}
              className={styles.full}
              registration={register('info')}
            />
            <CountedTextArea
              label="Summary"
              hint="A short professional summary"
              value={summary}
              error={errors.summary?.message}
              className={styles.full}
              registration={register('summary')}
            />
            <TextField
              label="Current position"
              autoComplete="organization-title"
              error={errors.currentPosition?.message}
              {...register('currentPosition')}
            />
            <TextField
              label="Company name"
              autoComplete="organization"
              error={errors.companyName?.message}
              {...register('companyName')}
            />
            <TextField label="Industry" error={errors.industry?.message} {...register('industry')} />
            <TextField label="Education" error={errors.education?.message} {...register('education')} />
            <TextField label="University" error={errors.otherUniversity?.message} {...register('otherUniversity')} />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Contact and links</legend>
          <div className={styles.grid}>
            <TextField
              label="Secondary email"
              type="email"
              hint="Must differ from your sign-in address."
              error={errors.secondaryEmail?.message}
              {...register('secondaryEmail')}
            />
            <TextField
              label="LinkedIn URL"
              type="url"
              placeholder="https://www.linkedin.com/in/…"
              error={errors.linkedinUrl?.message}
              {...register('linkedinUrl')}
            />
            <TextField
              label="Website URL"
              type="url"
              placeholder="https://"
              error={errors.websiteUrl?.message}
              {...register('websiteUrl')}
            />
            <TextField
              label="Facebook URL"
              type="url"
              placeholder="https://www.facebook.com/…"
              error={errors.facebookUrl?.message}
              {...register('facebookUrl')}
            />
            <TextField
              label="Instagram URL"
              type="url"
              placeholder="https://www.instagram.com/…"
              error={errors.instagramUrl?.message}
              {...register('instagramUrl')}
            />
            <TextField
              label="Other social media URL"
              type="url"
              placeholder="https://"
              error={errors.socialMediaUrl?.message}
              {...register('socialMediaUrl')}
            />
          </div>
          <p className={formStyles.hint}>Facebook, Instagram and other social links are shown only to you.</p>
        </fieldset>

        <FormAlert message={problem} />
        <SubmitButton busy={isSubmitting}>{isSubmitting ? 'Saving…' : 'Save profile'}</SubmitButton>
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
  const counter = charactersLeft(value ?? '', DESCRIPTION_MAX_LENGTH);
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
        {counter.text}
      </p>
      {error && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
