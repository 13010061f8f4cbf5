// Each listing's own service fees (/siteadmin/settings/property-servicefees, privilege Manage Property Service Fee;
// decision 0053): the listings priced with fees of their own instead of the site's, added and changed in the form
// above the list, removed after the confirmation (the listing is priced with the site's fees again).
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminPropertyServiceFeesDocument,
  RemovePropertyServiceFeeDocument,
  type PropertyServiceFeeRowFragment,
} from '../../../gen/graphql';
import { ADMIN_TEXTS } from '../../../texts';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { Column } from '../../../ui/data-table';
import { Moment } from '../../../ui/dates';
import { LIST_QUERY, ListScreen, queryState, refetchQuietly } from '../../../ui/list-screen';
import { byInstant, byNumber, localPage } from '../../../ui/local-page';
import pageStyles from '../../../ui/page.module.css';
import { RowAction, RowActions } from '../../../ui/row-action';
import { useRowEditing } from '../../../ui/row-editing';
import { TableSearch } from '../../../ui/table-filters';
import { useTableState, type TableStateOptions } from '../../../ui/table-state';
import { useAdminAction } from '../../../ui/use-admin-action';
import type { AdminScreenProps } from '../../admin-screen';
import { PropertyFeeForm } from './property-fee-form';
import styles from '../service-fees/service-fees.module.css';

type Row = PropertyServiceFeeRowFragment;

const TABLE: TableStateOptions = { sortKeys: ['listing', 'updated'], sort: 'listing' };
const SORTS = { listing: byNumber<Row>((row) => row.listId), updated: byInstant<Row>((row) => row.updatedAt) };

const listingName = (row: Row) => `${row.listId}${row.listingTitle ? ` ${row.listingTitle}` : ''}`;

export default function PropertyServiceFeesPage({ screen }: AdminScreenProps) {
  const table = useTableState(TABLE);
  const list = useQuery(AdminPropertyServiceFeesDocument, LIST_QUERY);
  const [remove] = useMutation(RemovePropertyServiceFeeDocument);
  const runAction = useAdminAction();
  const editing = useRowEditing<Row>(refetchQuietly(list));
  const { form, doomed } = editing;

  const currencies = (list.data?.getCurrencies ?? []).filter((c) => c.isEnable).map((c) => c.symbol);
  // A new listing's form starts empty in the base currency (the club lists it first): the site's fees are another
  // privilege's page.
  const blank = {
    guestType: 'percentage',
    guestValue: '',
    hostType: 'percentage',
    hostValue: '',
    currency: currencies[0] ?? '',
  };
  const page = localPage(list.data?.getPropertyServiceFees, table, {
    matches: (row, search) => listingName(row).toLowerCase().includes(search),
    sorts: SORTS,
  });

  const removeFees = (row: Row) =>
    runAction(
      async () => (await remove({ variables: { id: row.id } })).data?.removePropertyServiceFee,
      ADMIN_TEXTS.propertyServiceFeeRemoved(row.listId),
    );

  const fee = (type: string, value: number, currency: string) => (
    <span className={styles.fees}>{ADMIN_TEXTS.feeShown(type, value, currency)}</span>
  );
  const columns: Column<Row>[] = [
    {
      header: ADMIN_TEXTS.propertyFeeListing,
      rowHeader: true,
      sortKey: 'listing',
      cell: (row) => (
        <>
          {row.listId}
          {row.listingTitle && (
            <span className={pageStyles.second}>
              {row.listingTitle}
              {row.listingCity && `, ${row.listingCity}`}
            </span>
          )}
        </>
      ),
    },
    { header: ADMIN_TEXTS.guestFee, cell: (row) => fee(row.guestPropertyType, row.guestPropertyValue, row.currency) },
    { header: ADMIN_TEXTS.hostFee, cell: (row) => fee(row.hostPropertyType, row.hostPropertyValue, row.currency) },
    { header: ADMIN_TEXTS.propertyFeeUpdated, sortKey: 'updated', cell: (row) => <Moment iso={row.updatedAt} /> },
    {
      header: ADMIN_TEXTS.propertyFeeActions,
      cell: (row) => (
        <RowActions>
          <RowAction label={ADMIN_TEXTS.editFees} who={listingName(row)} onClick={() => editing.edit(row)} />
          <RowAction
            label={ADMIN_TEXTS.removeFees}
            who={listingName(row)}
            danger
            onClick={() => editing.askDelete(row)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <ListScreen
      title={screen.title}
      lead={ADMIN_TEXTS.propertyServiceFeesLead}
      action={
        <button type="button" className="button button--primary" onClick={editing.add} disabled={!list.data}>
          {ADMIN_TEXTS.addPropertyServiceFee}
        </button>
      }
      panel={
        form &&
        list.data && (
          <PropertyFeeForm
            key={form.row?.id ?? 'new'}
            row={form.row}
            blank={blank}
            currencies={currencies}
            onCancel={editing.closeForm}
            onSaved={editing.saved}
          />
        )
      }
      filters={<TableSearch state={table} label={ADMIN_TEXTS.propertyFeeListing} maxLength={100} />}
      table={{
        label: ADMIN_TEXTS.propertyServiceFeesTable,
        state: table,
        columns,
        ...page,
        rowKey: (row) => String(row.id),
        ...queryState(list, { keepRows: true }),
        empty: ADMIN_TEXTS.propertyServiceFeesEmpty,
      }}
    >
      <ConfirmDialog
        open={doomed !== null}
        title={ADMIN_TEXTS.removePropertyServiceFeeTitle(doomed?.listId ?? 0)}
        confirmLabel={ADMIN_TEXTS.removePropertyServiceFeeConfirm}
        onConfirm={() => editing.confirmDelete(removeFees)}
        onCancel={editing.cancelDelete}
      >
        <p>{ADMIN_TEXTS.removePropertyServiceFeeBody}</p>
      </ConfirmDialog>
    </ListScreen>
  );
}
