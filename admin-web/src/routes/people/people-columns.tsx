// The columns every account list starts and ends with: her name (the row's header), profile id and e-mail; the day
// she joined; and, on the lists of /users, /members and /deletedUsers, View (the person panel) with the screen's own
// actions.
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '../../texts';
import type { Column } from '../../ui/data-table';
import { Day } from '../../ui/dates';
import { RowAction, RowActions } from '../../ui/row-action';
import type { NamedAccount } from './local-table';
import { fullName } from './people-format';
import type { Person, PersonView } from './person-view';

/** Name (sorted by 'name'), profile id (by 'profileId') and e-mail. */
export const accountColumns = <Row extends NamedAccount>(): Column<Row>[] => [
  { header: ADMIN_TEXTS.personName, rowHeader: true, sortKey: 'name', cell: (row) => fullName(row) },
  { header: ADMIN_TEXTS.personProfileId, sortKey: 'profileId', align: 'end', cell: (row) => row.profileId },
  { header: ADMIN_TEXTS.personEmail, cell: (row) => row.email || ADMIN_TEXTS.noEmail },
];

/** A day of hers (joined, added, applied), sorted by `sortKey`. */
export const dayColumn = <Row,>(
  header: string,
  sortKey: string,
  day: (row: Row) => string | null | undefined,
): Column<Row> => ({
  header,
  sortKey,
  cell: (row) => <Day iso={day(row)} />,
});

/** View, which opens her in the person panel, then `actions` (the ones the panel shows too). */
export const viewColumn = (person: PersonView, actions: (row: Person) => ReactNode): Column<Person> => ({
  header: ADMIN_TEXTS.personActions,
  cell: (row) => (
    <RowActions>
      <RowAction label={ADMIN_TEXTS.view} who={fullName(row)} onClick={() => person.open(row.id)} />
      {actions(row)}
    </RowActions>
  ),
});
