// /wishlists/{id}? (spec 000 §2; decision 0043): without an id, her wish lists as cards with a cover photo and count,
// to create, rename or delete (after a confirm); with one, that list's homes linking to /rooms/{id}/{slug}, each
// removable, and its privacy for its owner. For signed-in members: a visitor goes to /login and comes back.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Modal } from '../../auth/modal';
import { useSession } from '../../auth/session';
import {
  CreateWishListDocument,
  CreateWishListGroupDocument,
  DeleteWishListGroupDocument,
  MyWishListGroupsDocument,
  UpdateWishListGroupDocument,
  WishListGroupPageDocument,
  type MyWishListGroupsQuery,
} from '../../gen/graphql';
import { wishListMessages as m } from '../../i18n/areas/wish-lists';
import { listingPictureUrl } from '../../layout/fallback-image';
import { PageTitle } from '../../layout/page-title';
import { listingPath } from '../listing/listing-url';
import { loginPathFor } from '../profile/member-only';
import { NewWishListForm } from './new-wish-list-form';
import { useWishListToasts } from './wish-list-toasts';
import styles from './wish-lists.module.css';

type Group = MyWishListGroupsQuery['getAllWishListGroup']['groups'][number];

const COUNT: MessageDescriptor = m.count;
const COVER_ALT: MessageDescriptor = m.coverAlt;
const CONFIRM_DELETE: MessageDescriptor = m.confirmDelete;
const REMOVE: MessageDescriptor = m.remove;
const GUESTS: MessageDescriptor = m.guests;
const BEDROOMS: MessageDescriptor = m.bedrooms;

export default function WishListsPage() {
  const { id } = useParams();
  const { account, loading } = useSession();
  const location = useLocation();
  const t = useIntl().formatMessage;
  if (loading)
    return (
      <p role="status" className={styles.page}>
        {t(m.loading)}
      </p>
    );
  if (!account) return <Navigate to={loginPathFor(location)} replace />;
  return id ? <WishListGroupView key={id} id={id} /> : <WishListGroups />;
}

function WishListGroups() {
  const t = useIntl().formatMessage;
  const toasts = useWishListToasts();
  const { data, loading, error, refetch } = useQuery(MyWishListGroupsDocument, { fetchPolicy: 'network-only' });
  const [createGroup, creating] = useMutation(CreateWishListGroupDocument);
  const groups = data?.getAllWishListGroup.groups ?? [];

  async function create(input: { name: string; isPublic: boolean }): Promise<boolean> {
    try {
      const { data: made } = await createGroup({ variables: input });
      if (made?.CreateWishListGroup.status !== 200) throw new Error('not created');
      toasts.success();
      await refetch();
      return true;
    } catch {
      toasts.error();
      return false;
    }
  }

  return (
    <main className={styles.page}>
      <PageTitle title={t(m.pageHeading)} />
      <h1>{t(m.pageHeading)}</h1>
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {error && !data && <p role="alert">{t(m.loadFailed)}</p>}
      {data && groups.length === 0 && <p>{t(m.noGroups)}</p>}
      <ul className={styles.cards}>
        {groups.map((group) => (
          <GroupCard key={group.id} group={group} onChanged={() => void refetch()} />
        ))}
      </ul>
      <NewWishListForm onCreate={create} busy={creating.loading} />
    </main>
  );
}

function GroupCard({ group, onChanged }: { group: Group; onChanged: () => void }) {
  const t = useIntl().formatMessage;
  const toasts = useWishListToasts();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group.name);
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useMutation(UpdateWishListGroupDocument);
  const [remove, removing] = useMutation(DeleteWishListGroupDocument);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return;
    const { data } = await update({ variables: { id: group.id, name: name.trim() } }).catch(() => ({ data: null }));
    if (data?.updateWishListGroup.status === 200) {
      toasts.success();
      setRenaming(false);
      onChanged();
    } else toasts.error();
  }

  async function confirmDelete() {
    const { data } = await remove({ variables: { id: group.id } }).catch(() => ({ data: null }));
    setConfirming(false);
    if (data?.deleteWishListGroup.status === 200) {
      toasts.success();
      onChanged();
    } else toasts.error();
  }

  return (
    <li className={styles.card}>
      <Link to={`/wishlists/${group.id}`}>
        <img
          className={styles.cover}
          src={listingPictureUrl(group.coverPhoto) ?? undefined}
          alt={t(COVER_ALT, { name: group.name })}
        />
      </Link>
      <h2 className={styles.cardTitle}>
        <Link to={`/wishlists/${group.id}`}>{group.name}</Link>
      </h2>
      <p className={styles.muted}>
        {t(COUNT, { count: group.wishListCount })} · {t(group.isPublic ? m.public : m.private)}
      </p>
      {renaming ? (
        <form className={styles.actions} onSubmit={rename}>
          <label className={styles.field}>
            <span>{t(m.newListName)}</span>
            <input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          </label>
          <button type="submit" className={styles.primary} disabled={name.trim() === '' || updating.loading}>
            {t(m.saveName)}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setRenaming(false)}>
            {t(m.cancel)}
          </button>
        </form>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => setRenaming(true)}>
            {t(m.rename)}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(true)}>
            {t(m.delete)}
          </button>
        </div>
      )}
      {confirming && (
        <Modal title={t(m.delete)} onClose={() => setConfirming(false)}>
          <p>{t(CONFIRM_DELETE, { name: group.name })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              disabled={removing.loading}
              onClick={() => void confirmDelete()}
            >
              {t(m.confirmDeleteYes)}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setConfirming(false)}>
              {t(m.cancel)}
            </button>
          </div>
        </Modal>
      )}
    </li>
  );
}

function WishListGroupView({ id }: { id: string }) {
  const t = useIntl().formatMessage;
  const toasts = useWishListToasts();
  const { data, loading, error, refetch } = useQuery(WishListGroupPageDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [saveToList, saving] = useMutation(CreateWishListDocument);
  const [update, updating] = useMutation(UpdateWishListGroupDocument);
  const group = data?.getWishListGroup.group ?? null;

  if (loading && !data)
    return (
      <p role="status" className={styles.page}>
        {t(m.loading)}
      </p>
    );
  if (error && !data)
    return (
      <p role="alert" className={styles.page}>
        {t(m.loadFailed)}
      </p>
    );
  if (!group) {
    return (
      <main className={styles.page}>
        <p role="alert">{t(m.groupMissing)}</p>
        <Link to="/wishlists">{t(m.backToLists)}</Link>
      </main>
    );
  }

  async function removeHome(listId: number) {
    const { data: answer } = await saveToList({
      variables: { listId, wishListGroupId: id, eventKey: false },
    }).catch(() => ({ data: null }));
    if (answer?.CreateWishList.status === 200) toasts.success();
    else toasts.error();
    await refetch();
  }

  async function togglePrivacy(isPublic: boolean) {
    const { data: answer } = await update({ variables: { id, isPublic } }).catch(() => ({ data: null }));
    if (answer?.updateWishListGroup.status === 200) toasts.success();
    else toasts.error();
    await refetch();
  }

  return (
    <main className={styles.page}>
      <PageTitle title={group.name} />
      <p>
        <Link to="/wishlists">{t(m.backToLists)}</Link>
      </p>
      <h1>{group.name}</h1>
      <p className={styles.muted}>
        {t(COUNT, { count: group.wishListCount })} · {t(group.isPublic ? m.public : m.private)}
      </p>
      {group.isOwner && (
        <button
          type="button"
          className={styles.secondary}
          disabled={updating.loading}
          onClick={() => void togglePrivacy(!group.isPublic)}
        >
          {t(group.isPublic ? m.makePrivate : m.makePublic)}
        </button>
      )}
      {group.listings.length === 0 && <p>{t(m.emptyGroup)}</p>}
      <ul className={styles.cards}>
        {group.listings.map((listing) => (
          <li key={listing.id} className={styles.card}>
            <Link to={listingPath(listing)}>
              <img className={styles.cover} src={listingPictureUrl(listing.coverPhoto) ?? undefined} alt="" />
            </Link>
            <h2 className={styles.cardTitle}>
              <Link to={listingPath(listing)}>{listing.title}</Link>
            </h2>
            <p className={styles.muted}>{[listing.city, listing.countryName].filter(Boolean).join(', ')}</p>
            <p className={styles.muted}>
              {t(GUESTS, { count: listing.personCapacity })} · {t(BEDROOMS, { count: listing.bedrooms })}
            </p>
            {group.isOwner && (
              <button
                type="button"
                className={styles.secondary}
                disabled={saving.loading}
                onClick={() => void removeHome(listing.id)}
              >
                {t(REMOVE, { title: listing.title })}
              </button>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
