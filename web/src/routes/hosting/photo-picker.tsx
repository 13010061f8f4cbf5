// Choosing a listing photo: .jpeg/.jpg/.png under 1 MB (spec 001 §5), told by the file's first bytes as the server
// tells it (@golightly/account-rules' image check, the file store's rule), never by its name; a refused file gets the
// spec's rule, as the server words it. A chosen one is previewed.
import { checkImageStart, IMAGE_HEAD_BYTES } from '@golightly/account-rules/images';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import formStyles from '../../auth/forms.module.css';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { listingTexts } from '../../i18n/spec-texts';
import styles from './hosting.module.css';

/** The file's first bytes, enough to tell a PNG or a JPG. */
function headOf(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, IMAGE_HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

export function PhotoPicker({ onChange }: { onChange: (file: File | null) => void }) {
  const id = useId();
  const t = useIntl().formatMessage;
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | null) => {
    setPreview(null);
    if (!file) {
      setProblem(null);
      return onChange(null);
    }
    const check = checkImageStart(file.size, file.size > 0 ? await headOf(file) : new Uint8Array());
    if (!check.ok) {
      setProblem(t(check.reason === 'empty' ? m.photoEmpty : listingTexts.photoRule));
      return onChange(null);
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    onChange(file);
  };

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {t(m.photoFile)}
      </label>
      <input
        id={id}
        type="file"
        accept=".jpeg,.jpg,.png,image/jpeg,image/png"
        className={formStyles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(event) => void choose(event.target.files?.[0] ?? null)}
      />
      {problem ? (
        <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t(listingTexts.photoRule)}
        </p>
      )}
      {preview && <img className={styles.pickedPhoto} src={preview} alt={t(m.photoPreview)} />}
    </div>
  );
}
