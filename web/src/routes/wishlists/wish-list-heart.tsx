// The wish-list heart of a home (spec 000 §4): a visitor who taps it goes to /login and comes back; a member opens
// the wish-list dialog. Filled while the home is in any of her lists (wishListStatus). Used on the listing page and
// on search result cards.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth/session';
import { wishListMessages as m } from '../../i18n/areas/wish-lists';
import { WishListDialog } from './wish-list-dialog';
import styles from './wish-lists.module.css';

export function WishListHeart({ listId, wishListStatus }: { listId: number; wishListStatus: boolean }) {
  const t = useIntl().formatMessage;
  const { account } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(wishListStatus);
  const [open, setOpen] = useState(false);

  function tap() {
    if (!account) {
      void navigate(`/login?refer=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <button
        type="button"
        className={styles.heart}
        data-saved={saved}
        aria-pressed={saved}
        aria-label={t(saved ? m.saved : m.save)}
        title={t(saved ? m.saved : m.save)}
        onClick={tap}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.4 2.5h1.8c.8-1.4 2.3-2.5 4.4-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
      {open && <WishListDialog listId={listId} onClose={() => setOpen(false)} onSavedChange={setSaved} />}
    </>
  );
}
