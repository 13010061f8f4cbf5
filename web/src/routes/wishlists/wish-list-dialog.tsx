// The wish-list dialog (spec 000 §1 "wish-list dialog", §4): her groups with a tick on those holding this home, a
// tick toggles it by eventKey; a new list is created, then the home is added and the groups asked for again.
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Modal } from '../../auth/modal';
import { CreateWishListDocument, CreateWishListGroupDocument, MyWishListGroupsDocument } from '../../gen/graphql';
import { wishListMessages as m } from '../../i18n/areas/wish-lists';
import { NewWishListForm } from './new-wish-list-form';
import { useWishListToasts } from './wish-list-toasts';
import styles from './wish-lists.module.css';

const COUNT: MessageDescriptor = m.count;

export function WishListDialog({
  listId,
  onClose,
  onSavedChange,
}: {
  listId: number;
  onClose: () => void;
  /** Whether the home is now in any of her lists, after each change. */
  onSavedChange: (saved: boolean) => void;
}) {
  const t = useIntl().formatMessage;
  const toasts = useWishListToasts();
  const { data, loading, error, refetch } = useQuery(MyWishListGroupsDocument, { fetchPolicy: 'network-only' });
  const [saveToList, saving] = useMutation(CreateWishListDocument);
  const [createGroup, creating] = useMutation(CreateWishListGroupDocument);
  const groups = data?.getAllWishListGroup.groups ?? [];
  const busy = saving.loading || creating.loading;

  async function afterChange() {
    const fresh = await refetch();
    onSavedChange((fresh.data?.getAllWishListGroup.groups ?? []).some((group) => group.wishListIds.includes(listId)));
  }

  async function toggle(wishListGroupId: string, eventKey: boolean) {
    try {
      const { data: answer } = await saveToList({ variables: { listId, wishListGroupId, eventKey } });
      if (answer?.CreateWishList.status !== 200) throw new Error(answer?.CreateWishList.errorMessage ?? 'failed');
      toasts.success();
    } catch {
      toasts.error();
    }
    await afterChange();
  }

  async function create({ name, isPublic }: { name: string; isPublic: boolean }): Promise<boolean> {
    try {
      const { data: made } = await createGroup({ variables: { name, isPublic } });
      const id = made?.CreateWishListGroup.id;
      if (made?.CreateWishListGroup.status !== 200 || !id) throw new Error('not created');
      const { data: added } = await saveToList({ variables: { listId, wishListGroupId: id, eventKey: true } });
      if (added?.CreateWishList.status !== 200) throw new Error('not added');
      toasts.success();
      await afterChange();
      return true;
    } catch {
      toasts.error();
      await afterChange();
      return false;
    }
  }

  return (
    <Modal title={t(m.dialogTitle)} onClose={onClose}>
      {loading && !data && <p role="status">{t(m.loading)}</p>}
      {error && !data && <p role="alert">{t(m.loadFailed)}</p>}
      {data && groups.length === 0 && <p>{t(m.noGroups)}</p>}
      {groups.length > 0 && (
        <ul className={styles.dialogGroups}>
          {groups.map((group) => {
            const holds = group.wishListIds.includes(listId);
            return (
              <li key={group.id}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={holds}
                    disabled={busy}
                    onChange={() => void toggle(group.id, !holds)}
                  />
                  <span>{group.name}</span>
                  <span className={styles.muted}>
                    {t(COUNT, { count: group.wishListCount })} · {t(group.isPublic ? m.public : m.private)}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <NewWishListForm onCreate={create} busy={busy} />
    </Modal>
  );
}
