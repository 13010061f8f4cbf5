// List settings (/siteadmin/listsettings/:typeId, privilege Manage Listing Settings; decision 0036): one catalogue at a
// time, switched with the catalogue chooser (type ids 1 to 23 except 17), each with what it feeds. Its items are
// searched, sorted and paged here from the URL; Add and Edit open the item's form above the list (?add=1, ?edit=<id>),
// whose fields follow the catalogue's kind; an item is disabled (hosts and searches stop seeing it, listings keep it),
// enabled again, or deleted after a confirmation when no listing uses it. A chosen catalogue is a ListScreen like every
// admin list: its name in the heading, the chooser and the open form as the panel, the search, the table.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AdminListSettingsDocument,
  DeleteListSettingDocument,
  ListSettingTypesDocument,
  SetListSettingEnabledDocument,
  type AdminListSettingFieldsFragment,
  type ListSettingTypeFieldsFragment,
} from '../../gen/graphql';
import { PageTitle } from '../../layout/page-title';
import { ADMIN_TEXTS } from '../../texts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { Column } from '../../ui/data-table';
import { Day } from '../../ui/dates';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../ui/list-screen';
import { byInstant, byNumber, byText, localPage } from '../../ui/local-page';
import { RowAction, RowActions } from '../../ui/row-action';
import { TableSearch } from '../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../ui/table-state';
import { useAdminAction } from '../../ui/use-admin-action';
import type { AdminScreenProps } from '../admin-screen';
import { ListSettingForm } from './list-setting-form';
import styles from './listings.module.css';

export type SettingRow = AdminListSettingFieldsFragment;
export type SettingType = ListSettingTypeFieldsFragment;

const TABLE: TableStateOptions = {
  sortKeys: ['itemName', 'value', 'listingCount', 'updatedAt'],
};

const SORTS = {
  itemName: byText<SettingRow>((row) => row.itemName),
  value: byNumber<SettingRow>((row) => row.value ?? Number.NEGATIVE_INFINITY),
  listingCount: byNumber<SettingRow>((row) => row.listingCount),
  updatedAt: byInstant<SettingRow>((row) => row.updatedAt),
};

const matches = (row: SettingRow, search: string) =>
  row.itemName.toLowerCase().includes(search) ||
  row.itemDescription.toLowerCase().includes(search) ||
  (row.value !== null && row.value !== undefined && String(row.value) === search);

export default function ListSettingsPage({ screen }: AdminScreenProps) {
  const { typeId: param = '' } = useParams();
  const typeId = /^\d{1,2}$/.test(param) ? Number(param) : null;
  const types = useQuery(ListSettingTypesDocument);
  const known = types.data?.listSettingTypes;
  const type = known?.find((t) => t.typeId === typeId);
  // Keyed by the catalogue: a switch starts with its own state (and its own URL view).
  if (known && type) {
    return <Catalogue key={type.typeId} title={screen.title} type={type} types={known} />;
  }

  return (
    <div>
      <PageTitle title={screen.title} />
      <h1>{screen.title}</h1>
      {types.error && !known ? (
        <div role="alert">
          <p>{ADMIN_TEXTS.listSettingsUnavailable}</p>
          <p>{types.error.message}</p>
          <button type="button" className="button button--quiet" onClick={refetchQuietly(types)}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        </div>
      ) : !known ? (
        <p role="status">{ADMIN_TEXTS.loading}</p>
      ) : (
        <>
          <CatalogueChooser types={known} type={undefined} />
          <p role="alert">{ADMIN_TEXTS.listSettingsUnknown(param)}</p>
        </>
      )}
    </div>
  );
}

/** The catalogue switcher, and what the chosen catalogue feeds. */
function CatalogueChooser({ types, type }: { types: readonly SettingType[]; type: SettingType | undefined }) {
  const navigate = useNavigate();
  return (
    <div className={styles.catalogue}>
      <div className={styles.field}>
        <label htmlFor="list-settings-type">{ADMIN_TEXTS.listSettingsCatalogue}</label>
        <select
          id="list-settings-type"
          value={type ? String(type.typeId) : ''}
          onChange={(event) => void navigate(`/listsettings/${event.target.value}`)}
        >
          {!type && <option value="">—</option>}
          {types.map((t) => (
            <option key={t.typeId} value={t.typeId}>
              {`${t.typeId}. ${t.name}`}
            </option>
          ))}
        </select>
      </div>
      {type && (
        <dl>
          <dt>{ADMIN_TEXTS.listSettingsFeeds}</dt>
          <dd>
            {type.feeds} {ADMIN_TEXTS.listSettingsKindLabels[type.kind]}
          </dd>
        </dl>
      )}
    </div>
  );
}

function Catalogue({ title, type, types }: { title: string; type: SettingType; types: readonly SettingType[] }) {
  const table = useTableState(TABLE);
  const [params, setParams] = useSearchParams();
  const runAction = useAdminAction();
  const [doomed, setDoomed] = useState<SettingRow | null>(null);
  const catalogue = useQuery(AdminListSettingsDocument, { ...LIST_QUERY, variables: { typeId: type.typeId } });
  const [setEnabled] = useMutation(SetListSettingEnabledDocument);
  const [remove] = useMutation(DeleteListSettingDocument);
  const items = catalogue.data?.adminListSettings.items;
  const page = localPage(items, table, { matches, sorts: SORTS });

  const adding = params.get('add') === '1';
  const editId = params.get('edit');
  const editing = editId ? items?.find((row) => String(row.id) === editId) : undefined;
  const openForm = (which: { add?: boolean; edit?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('add');
      next.delete('edit');
      if (which.add) next.set('add', '1');
      if (which.edit !== undefined) next.set('edit', String(which.edit));
      return next;
    });
  const closeForm = () => openForm({});
  const refresh = refetchQuietly(catalogue);

  const toggle = async (row: SettingRow) => {
    const enabled = !row.isEnable;
    await runAction(
      async () => (await setEnabled({ variables: { id: row.id, enabled } })).data?.setListSettingEnabled,
      enabled ? ADMIN_TEXTS.listSettingReEnabled(row.itemName) : ADMIN_TEXTS.listSettingDisabled(row.itemName),
    );
  };

  const columns: Column<SettingRow>[] = [
    { header: ADMIN_TEXTS.listSettingName, rowHeader: true, sortKey: 'itemName', cell: (row) => row.itemName },
    ...(type.kind === 'count'
      ? [
          {
            header: ADMIN_TEXTS.listSettingValue,
            sortKey: 'value',
            align: 'end' as const,
            cell: (row: SettingRow) => row.value,
          },
        ]
      : []),
    ...(type.kind === 'text'
      ? [{ header: ADMIN_TEXTS.listSettingDescription, cell: (row: SettingRow) => row.itemDescription }]
      : []),
    {
      header: ADMIN_TEXTS.listSettingEnabled,
      cell: (row) => (
        <span className={styles.badge} data-status={row.isEnable ? 'on' : 'off'}>
          {row.isEnable ? ADMIN_TEXTS.listSettingOn : ADMIN_TEXTS.listSettingOff}
        </span>
      ),
    },
    { header: ADMIN_TEXTS.listSettingUsedBy, sortKey: 'listingCount', align: 'end', cell: (row) => row.listingCount },
    { header: ADMIN_TEXTS.listSettingUpdated, sortKey: 'updatedAt', cell: (row) => <Day iso={row.updatedAt} /> },
    {
      header: ADMIN_TEXTS.listSettingActions,
      cell: (row) => (
        <RowActions>
          <RowAction
            label={ADMIN_TEXTS.editListSetting}
            who={row.itemName}
            onClick={() => openForm({ edit: row.id })}
          />
          <RowAction
            label={row.isEnable ? ADMIN_TEXTS.disableListSetting : ADMIN_TEXTS.enableListSetting}
            who={row.itemName}
            onClick={() => void toggle(row)}
          />
          {row.listingCount === 0 && (
            <RowAction label={ADMIN_TEXTS.deleteListSetting} who={row.itemName} danger onClick={() => setDoomed(row)} />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={`${title}: ${type.name}`}
      lead={ADMIN_TEXTS.listSettingsLead}
      action={
        !adding &&
        !editing && (
          <button type="button" className="button button--primary" onClick={() => openForm({ add: true })}>
            {ADMIN_TEXTS.addListSetting}
          </button>
        )
      }
      panel={
        <>
          <CatalogueChooser types={types} type={type} />
          {(adding || editing) && (
            <ListSettingForm
              // A new form for each item, so Edit of another row starts from that row.
              key={editing ? editing.id : 'add'}
              type={type}
              item={editing}
              onSaved={() => {
                closeForm();
                refresh();
              }}
              onCancel={closeForm}
            />
          )}
        </>
      }
      filters={<TableSearch state={table} label={ADMIN_TEXTS.listSettingSearch} />}
      table={{
        label: type.name,
        state: table,
        columns,
        rows: page.rows,
        rowKey: (row) => String(row.id),
        total: page.total,
        ...queryState(catalogue),
        empty: ADMIN_TEXTS.listSettingsEmpty,
        emptyFiltered: ADMIN_TEXTS.listSettingsEmptyFiltered,
      }}
    >
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.deleteListSettingTitle(doomed?.itemName ?? '')}
        confirmLabel={ADMIN_TEXTS.deleteListSettingConfirm}
        onConfirm={async () => {
          if (!doomed) return;
          const done = await runAction(
            async () => (await remove({ variables: { id: doomed.id } })).data?.deleteListSetting,
            ADMIN_TEXTS.listSettingDeleted(doomed.itemName),
          );
          setDoomed(null);
          if (done) refresh();
        }}
        onCancel={() => setDoomed(null)}
      >
        <p>{ADMIN_TEXTS.deleteListSettingBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
