// Choosing and uploading a profile photo: PNG or JPG under 1 MB, checked here as the server does, previewed, then
// sent (decision 0009). A group rather than a form, so /user/edit can hold it inside its own form (step 2, which the
// profile gate leaves reachable there while /user/photo is not).
import { useState } from 'react';
import { FormAlert } from '../../auth/fields';
import formStyles from '../../auth/forms.module.css';
import { useSession } from '../../auth/session';
import { useToast } from '../../toasts/toasts';
import { ImagePicker } from './image-picker';
import { imageFailure } from './profile-rules';
import styles from './profile.module.css';
import { useIntl } from 'react-intl';
import { profileMessages } from '../../i18n/messages';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import { uploadProfilePhoto } from './uploads';

export function PhotoUploader({ label, onUploaded }: { label: string; onUploaded: () => void }) {
  const toast = useToast();
  const { refresh } = useSession();
  const intl = useIntl();
  const t = intl.formatMessage;
  const say = useRuleText();
  const serverText = useServerText();
  const [file, setFile] = useState<File | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const upload = async () => {
    setServerProblem(null);
    setProblem(null);
    if (!file) return setProblem(say(imageFailure('empty')));
    setBusy(true);
    const answer = await uploadProfilePhoto(file);
    setBusy(false);
    if (answer.status === 'success') {
      toast({ kind: 'success', title: t(profileMessages.photoSaved), message: t(profileMessages.photoInPlace) });
      setFile(null);
      setPickerKey((key) => key + 1);
      onUploaded();
      void refresh();
      return;
    }
    const message = answer.errorMessage ? serverText(answer.errorMessage) : t(profileMessages.uploadFailed);
    if (answer.status === 'invalid') setServerProblem(message);
    else setProblem(message);
    toast({ kind: 'error', title: t(profileMessages.photoNotSaved), message });
  };

  return (
    <div role="group" aria-label={label} className={styles.stack}>
      <ImagePicker
        key={pickerKey}
        label={intl.formatMessage(profileMessages.photoFile)}
        previewAlt={intl.formatMessage(profileMessages.photoPreview)}
        serverProblem={serverProblem}
        onChange={(chosen) => {
          setFile(chosen);
          setServerProblem(null);
          setProblem(null);
        }}
      />
      <FormAlert message={problem} />
      <button
        type="button"
        className={`button button--primary ${formStyles.submit}`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void upload()}
      >
        {busy && <span className={formStyles.spinner} aria-hidden="true" />}
        {t(busy ? profileMessages.uploading : profileMessages.uploadPhoto)}
      </button>
    </div>
  );
}
