// The listing's photos: one large, the others as thumbnails, moved through with the buttons or the arrow keys (Home
// and End too) while the gallery has the focus. Each photo's caption is its alt text and shows under it.
import { useState, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { listingPictureUrl } from '../../layout/fallback-image';
import { listingScreenMessages as m } from '../../i18n/areas/listing';
import { RetryingImage } from './retrying-image';
import styles from './listing-page.module.css';

// Messages with values are passed as plain descriptors: react-intl's typed descriptors expect no values.
const GALLERY_LABEL: MessageDescriptor = m.galleryLabel;
const POSITION: MessageDescriptor = m.photoPosition;
const ALT: MessageDescriptor = m.photoAlt;
const SHOW: MessageDescriptor = m.showPhoto;

export interface GalleryPhoto {
  id: number;
  name: string;
  photoDescription: string;
}

export function PhotoGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const t = useIntl().formatMessage;
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const altOf = (photo: GalleryPhoto, at: number) => photo.photoDescription.trim() || t(ALT, { index: at + 1, title });

  if (total === 0) {
    return (
      <figure className={styles.gallery}>
        <RetryingImage className={styles.mainPhoto} src={null} alt={t(m.noPhotos)} />
        <figcaption className={styles.muted}>{t(m.noPhotos)}</figcaption>
      </figure>
    );
  }

  const show = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    show(to);
  };
  const photo = photos[current]!;
  const caption = photo.photoDescription.trim();

  return (
    <section className={styles.gallery} aria-label={t(GALLERY_LABEL, { title })} tabIndex={0} onKeyDown={onKeyDown}>
      <p className={styles.visuallyHidden}>{t(m.galleryHint)}</p>
      <figure className={styles.mainFigure}>
        <RetryingImage
          key={photo.name}
          className={styles.mainPhoto}
          src={listingPictureUrl(photo.name)}
          alt={altOf(photo, current)}
        />
        <figcaption aria-live="polite">
          <span className={styles.muted}>{t(POSITION, { index: current + 1, total })}</span>
          {caption && <span> · {caption}</span>}
        </figcaption>
      </figure>
      {total > 1 && (
        <div className={styles.galleryControls}>
          <button type="button" className="button button--quiet" onClick={() => show(current - 1)}>
            {t(m.previousPhoto)}
          </button>
          <button type="button" className="button button--quiet" onClick={() => show(current + 1)}>
            {t(m.nextPhoto)}
          </button>
        </div>
      )}
      {total > 1 && (
        <ul className={styles.thumbnails}>
          {photos.map((thumbnail, at) => (
            <li key={thumbnail.id}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={at === current || undefined}
                aria-label={t(SHOW, { index: at + 1, caption: altOf(thumbnail, at) })}
                onClick={() => show(at)}
              >
                <RetryingImage key={thumbnail.name} src={listingPictureUrl(thumbnail.name)} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
