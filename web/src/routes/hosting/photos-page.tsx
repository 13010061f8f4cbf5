// Step 2's photos (spec 001 §4-§5, decision 0038): .jpeg/.jpg/.png under 1 MB (checked here by their first bytes, as
// the server checks them), in the host's order, each with a caption, one of them the cover; shown at
// /upload/x_medium_{file}. Every change goes through the PhotoService and shows the photos as the server answers.
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import formStyles from '../../auth/forms.module.css';
import { hostingScreenMessages as m } from '../../i18n/areas/hosting';
import { useServerText } from '../../i18n/rule-texts';
import { useToast } from '../../toasts/toasts';
import { editorPath, nextPage } from './editor-pages';
import { useEditor } from './editor-context';
import { PhotoPicker } from './photo-picker';
import { inHostOrder, photoUrl, usePhotoService, type EditorPhoto, type PhotoOutcome } from './photo-service';
import { CAPTION_MAX } from './rules';
import styles from './hosting.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const PHOTO_ALT: MessageDescriptor = m.photoAlt;
const CAPTION: MessageDescriptor = m.photoCaption;
const SAVE_CAPTION: MessageDescriptor = m.saveCaption;
const MOVE_UP: MessageDescriptor = m.moveUp;
const MOVE_DOWN: MessageDescriptor = m.moveDown;
const MAKE_COVER: MessageDescriptor = m.makeCover;
const DELETE: MessageDescriptor = m.deletePhoto;

export function PhotosPage() {
  const { listing } = useEditor();
  const toast = useToast();
  const t = useIntl().formatMessage;
  const serverText = useServerText();
  const service = usePhotoService(t(m.photoFailed));
  const [photos, setPhotos] = useState<EditorPhoto[]>(() => inHostOrder(listing?.photos ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  if (!listing) return null;
  const listId = listing.id;

  const run = async (change: () => Promise<PhotoOutcome>, after?: () => void) => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await change();
      if (outcome.ok) {
        setPhotos(inHostOrder(outcome.photos));
        after?.();
        toast({ kind: 'success', title: t(m.saved), message: t(m.photoSaved) });
      } else {
        setProblem(serverText(outcome.message));
      }
    } catch {
      setProblem(t(m.photoFailed));
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    const order = photos.map((photo) => photo.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    void run(() => service.reorder(listId, order));
  };

  return (
    <section className={styles.section} aria-label={t(m.pagePhotos)}>
      <p className={styles.lead}>{t(m.photosLead)}</p>
      <div className={styles.uploadRow}>
        <PhotoPicker key={pickerKey} onChange={setFile} />
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !file}
          aria-busy={busy}
          onClick={() =>
            file &&
            void run(
              () => service.upload(listId, file),
              () => {
                setFile(null);
                setPickerKey((key) => key + 1);
              },
            )
          }
        >
          {t(busy ? m.uploading : m.uploadPhoto)}
        </button>
      </div>
      {problem && (
        <p role="alert" className={formStyles.formAlert}>
          {problem}
        </p>
      )}
      {photos.length === 0 ? (
        <p className={styles.muted}>{t(m.photosNone)}</p>
      ) : (
        <ol className={styles.photos} aria-label={t(m.photosListLabel)}>
          {photos.map((photo, index) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              number={index + 1}
              isLast={index === photos.length - 1}
              busy={busy}
              labels={{
                alt: photo.photoDescription || t(PHOTO_ALT, { number: index + 1 }),
                caption: t(CAPTION, { number: index + 1 }),
                saveCaption: t(SAVE_CAPTION, { number: index + 1 }),
                moveUp: t(MOVE_UP, { number: index + 1 }),
                moveDown: t(MOVE_DOWN, { number: index + 1 }),
                makeCover: t(MAKE_COVER, { number: index + 1 }),
                remove: t(DELETE, { number: index + 1 }),
                cover: t(m.coverBadge),
              }}
              onMove={(by) => move(index, by)}
              onCaption={(caption) => void run(() => service.caption(listId, photo.id, caption))}
              onCover={() => void run(() => service.setCover(listId, photo.id))}
              onRemove={() => void run(() => service.remove(listId, photo.id))}
            />
          ))}
        </ol>
      )}
      <div className={styles.formActions}>
        <Link className="button button--primary" to={editorPath(listId, nextPage('photos'))}>
          {t(m.continueToDescription)}
        </Link>
      </div>
    </section>
  );
}

interface PhotoCardProps {
  photo: EditorPhoto;
  number: number;
  isLast: boolean;
  busy: boolean;
  labels: Record<'alt' | 'caption' | 'saveCaption' | 'moveUp' | 'moveDown' | 'makeCover' | 'remove' | 'cover', string>;
  onMove: (by: -1 | 1) => void;
  onCaption: (caption: string) => void;
  onCover: () => void;
  onRemove: () => void;
}

function PhotoCard({ photo, number, isLast, busy, labels, onMove, onCaption, onCover, onRemove }: PhotoCardProps) {
  const [caption, setCaption] = useState(photo.photoDescription);
  const captionId = `photo-${photo.id}-caption`;
  return (
    <li className={styles.photo}>
      <div className={styles.photoFrame}>
        <img src={photoUrl(photo)} alt={labels.alt} loading="lazy" />
        {photo.isCover && <span className={styles.coverBadge}>{labels.cover}</span>}
      </div>
      <span className={styles.photoNumber} aria-hidden="true">
        {number}
      </span>
      <div className={formStyles.field}>
        <label htmlFor={captionId} className={formStyles.label}>
          {labels.caption}
        </label>
        <input
          id={captionId}
          className={formStyles.input}
          maxLength={CAPTION_MAX}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>
      <div className={styles.photoActions}>
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => onCaption(caption.trim())}
        >
          {labels.saveCaption}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={busy || number === 1}
          onClick={() => onMove(-1)}
        >
          {labels.moveUp}
        </button>
        <button type="button" className="button button--quiet" disabled={busy || isLast} onClick={() => onMove(1)}>
          {labels.moveDown}
        </button>
        {!photo.isCover && (
          <button type="button" className="button button--quiet" disabled={busy} onClick={onCover}>
            {labels.makeCover}
          </button>
        )}
        <button type="button" className="button button--quiet" disabled={busy} onClick={onRemove}>
          {labels.remove}
        </button>
      </div>
    </li>
  );
}
