// A new wish list's name (spec 000 §5: save disabled until non-blank; blank not submitted) and whether other members
// may see it. Used by the wish-list dialog and the /wishlists page.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { wishListMessages as m } from '../../i18n/areas/wish-lists';
import styles from './wish-lists.module.css';

export function NewWishListForm({
  onCreate,
  busy = false,
}: {
  onCreate: (input: { name: string; isPublic: boolean }) => Promise<boolean>;
  busy?: boolean;
}) {
  const t = useIntl().formatMessage;
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const blank = name.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || busy) return;
    if (await onCreate({ name: name.trim(), isPublic })) {
      setName('');
      setIsPublic(false);
    }
  }

  return (
    <form className={styles.newList} onSubmit={submit}>
      <label className={styles.field}>
        <span>{t(m.newListName)}</span>
        <input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <span>{t(m.newListPublic)}</span>
      </label>
      <button type="submit" className={styles.primary} disabled={blank || busy}>
        {t(m.create)}
      </button>
    </form>
  );
}
