// A labelled file input for a PNG or JPG under 1 MB: checks the file as the server will (type by its first bytes,
// size), shows the problem under the field or a preview of the chosen image.
import { useEffect, useId, useState } from 'react';
import formStyles from '../../auth/forms.module.css';
import { imageFileProblem } from './profile-rules';
import { FormattedMessage } from 'react-intl';
import { profileMessages } from '../../i18n/messages';
import { useRuleText, useServerText } from '../../i18n/rule-texts';
import styles from './profile.module.css';

export interface ImagePickerProps {
  label: string;
  /** A problem from the server, shown like the client's own. */
  serverProblem?: string | null;
  onChange: (file: File | null) => void;
  previewAlt: string;
}

export function ImagePicker({ label, serverProblem, onChange, previewAlt }: ImagePickerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const say = useRuleText();
  const serverText = useServerText();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | null) => {
    setPreview(null);
    const found = file ? await imageFileProblem(file, say) : null;
    setProblem(found);
    if (file && !found) {
      setPreview(URL.createObjectURL(file));
      onChange(file);
    } else {
      onChange(null);
    }
  };

  const shownProblem = problem ?? (serverProblem ? serverText(serverProblem) : null);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        className={formStyles.input}
        aria-invalid={shownProblem ? true : undefined}
        aria-describedby={shownProblem ? `${id}-error` : `${id}-hint`}
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
      />
      {shownProblem ? (
        <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
          {shownProblem}
        </p>
      ) : (
        <p id={`${id}-hint`} className={formStyles.hint}>
          <FormattedMessage {...profileMessages.imageHint} />
        </p>
      )}
      {preview && <img className={styles.preview} src={preview} alt={previewAlt} />}
    </div>
  );
}
