// The search of every people list: by name, e-mail or profile id, as long as the server takes.
import { ADMIN_TEXTS } from '../../texts';
import { TableSearch } from '../../ui/table-filters';
import type { TableState } from '../../ui/table-state';
import { PEOPLE_SEARCH_MAX } from './people-format';

export function PeopleSearch<F extends string>({ state }: { state: TableState<F> }) {
  return <TableSearch state={state} label={ADMIN_TEXTS.peopleSearch} maxLength={PEOPLE_SEARCH_MAX} />;
}
