// A picks list (/siteadmin/topPicks, long-term-stay, soloPicks, uniquePicks, familyPicks, businessPicks; each opened by
// its own picks manager privilege; decision 0045): the homes of one row of a member's home page, in order. She adds a
// live home by its listing number, moves one up or down, or removes one after confirming; each toast says how it went
// in the server's words when it refused (not live, no such listing, already there, the list full).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AddPickDocument,
  AdminPicksDocument,
  MovePickDocument,
  RemovePickDocument,
  type AdminPickListFieldsFragment,
} from '../../gen/graphql';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { FormLayout, TextField } from '../../ui/form-layout';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../ui/list-screen';
import { RowAction, RowActions } from '../../ui/row-action';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import styles from './picks-page.module.css';

/** Each picks page and the list it keeps (the server's kinds). */
export const PICK_KIND_OF_PATH: Readonly<Record<string, string>> = {
  '/topPicks': 'top',
  '/long-term-stay': 'longTerm',
  '/soloPicks': 'solo',
  '/uniquePicks': 'unique',
  '/familyPicks': 'family',
  '/businessPicks': 'business',
};

/** The server's most picks a list holds, until it answers. */
const PICKS_MAX = 24;
const TABLE: TableStateOptions = { pageSize: 100 };

type Pick = AdminPickListFieldsFragment['picks'][number];

const titleOf = (pick: Pick) => pick.listing.title.trim() || `${ADMIN_TEXTS.untitledListing} ${pick.listing.id}`;
const coverUrl = (file: string | null | undefined) =>
  !file ? null : /^(https?:)?\/\//.test(file) || file.startsWith('/') ? file : `/upload/x_small_${file}`;

export default function PicksPage({ screen }: AdminScreenProps) {
  const kind = PICK_KIND_OF_PATH[screen.path] ?? 'top';
  const table = useTableState(TABLE);
  const runAction = useAdminAction();
  const list = useQuery(AdminPicksDocument, { ...LIST_QUERY, variables: { kind } });
  const [add, added] = useMutation(AddPickDocument);
  const [move] = useMutation(MovePickDocument);
  const [remove] = useMutation(RemovePickDocument);
  const [number, setNumber] = useState('');
  const [numberProblem, setNumberProblem] = useState<string | undefined>();
  const [doomed, setDoomed] = useState<Pick | null>(null);
  const picks = list.data?.adminPicks.picks;
  const refresh = refetchQuietly(list);

  const submit = async () => {
    const listId = Number(number.trim());
    if (!/^\d+$/.test(number.trim()) || listId < 1) {
      setNumberProblem(ADMIN_TEXTS.pickListingNumberRequired);
      return;
    }
    setNumberProblem(undefined);
    const done = await runAction(
      async () => (await add({ variables: { kind, listId } })).data?.addPick,
      ADMIN_TEXTS.pickAdded(`${ADMIN_TEXTS.listingNumber} ${listId}`),
    );
    if (done) {
      setNumber('');
      refresh();
    }
  };

  const moveOne = async (pick: Pick, direction: 'up' | 'down') => {
    const to = direction === 'up' ? Math.max(1, pick.position - 1) : pick.position + 1;
    const done = await runAction(
      async () => (await move({ variables: { kind, listId: pick.listing.id, direction } })).data?.movePick,
      ADMIN_TEXTS.pickMoved(titleOf(pick), to),
    );
    if (done) refresh();
  };

  const confirmRemove = async () => {
    if (!doomed) return;
    const done = await runAction(
      async () => (await remove({ variables: { kind, listId: doomed.listing.id } })).data?.removePick,
      ADMIN_TEXTS.pickRemoved(titleOf(doomed)),
    );
    setDoomed(null);
    if (done) refresh();
  };

  const last = picks?.length ?? 0;
  const columns: Column<Pick>[] = [
    { header: ADMIN_TEXTS.pickPosition, align: 'end', cell: (row) => row.position },
    {
      header: ADMIN_TEXTS.pickCover,
      cell: (row) => {
        const src = coverUrl(row.listing.coverPhoto);
        return src ? <img className={styles.cover} src={src} alt="" loading="lazy" /> : '—';
      },
    },
    { header: ADMIN_TEXTS.listingNumber, align: 'end', cell: (row) => row.listing.id },
    { header: ADMIN_TEXTS.listingTitle, rowHeader: true, cell: (row) => titleOf(row) },
    {
      header: ADMIN_TEXTS.listingCity,
      cell: (row) => [row.listing.city, row.listing.countryName].filter(Boolean).join(', ') || '—',
    },
    {
      header: ADMIN_TEXTS.pickShown,
      cell: (row) => (
        <span className={styles.badge} data-live={row.live}>
          {row.live ? ADMIN_TEXTS.pickShownYes : ADMIN_TEXTS.pickShownNo}
        </span>
      ),
    },
    {
      header: ADMIN_TEXTS.listingActions,
      cell: (row) => (
        <RowActions>
          {row.position > 1 && (
            <RowAction label={ADMIN_TEXTS.pickMoveUp} who={titleOf(row)} onClick={() => void moveOne(row, 'up')} />
          )}
          {row.position < last && (
            <RowAction label={ADMIN_TEXTS.pickMoveDown} who={titleOf(row)} onClick={() => void moveOne(row, 'down')} />
          )}
          <RowAction label={ADMIN_TEXTS.pickRemove} who={titleOf(row)} danger onClick={() => setDoomed(row)} />
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.picksLead(list.data?.adminPicks.maxPicks ?? PICKS_MAX)}
      panel={
        <FormLayout
          busy={added.loading}
          busyLabel={ADMIN_TEXTS.adding}
          submitLabel={ADMIN_TEXTS.addPick}
          onSubmit={() => void submit()}
          problems={{ listId: numberProblem }}
          fieldOrder={['listId']}
          className={styles.add}
        >
          <TextField
            id="listId"
            label={ADMIN_TEXTS.pickListingNumber}
            hint={ADMIN_TEXTS.pickListingNumberHint}
            value={number}
            onChange={setNumber}
            error={numberProblem}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}
          />
        </FormLayout>
      }
      table={{
        state: table,
        columns,
        rowKey: (row) => String(row.listing.id),
        rows: picks,
        total: undefined,
        ...queryState(list, { keepRows: true }),
        empty: ADMIN_TEXTS.picksEmpty,
      }}
    >
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.pickRemoveTitle(doomed ? titleOf(doomed) : '')}
        confirmLabel={ADMIN_TEXTS.pickRemoveConfirm}
        onConfirm={confirmRemove}
        onCancel={() => setDoomed(null)}
      >
        <p>{ADMIN_TEXTS.pickRemoveBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
