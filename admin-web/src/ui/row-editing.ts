// The state of a list whose rows are added and changed in a form above it and deleted after a confirmation (admins,
// roles): which form is open, a new row's or one row's, and which row the confirmation asks about.
//
//   const editing = useRowEditing<Role>(refetchQuietly(roles));
//   <button onClick={editing.add}>Add role</button>  <RowAction … onClick={() => editing.edit(role)} />
//   {editing.form && <RoleForm key={editing.form.row?.id ?? 'new'} role={editing.form.row} onSaved={editing.saved} … />}
//   <ConfirmDialog open={editing.doomed !== null} onConfirm={() => editing.confirmDelete(deleteRole)} … />
import { useState } from 'react';

export function useRowEditing<Row extends { id: string | number }>(refresh: () => void) {
  const [form, setForm] = useState<{ row?: Row } | null>(null);
  const [doomed, setDoomed] = useState<Row | null>(null);
  return {
    /** The open form: `row` is the row it changes, absent when it adds one; null when no form is open. */
    form,
    add: () => setForm({}),
    edit: (row: Row) => setForm({ row }),
    closeForm: () => setForm(null),
    /** After a save: the form closes and the list is asked again. */
    saved: () => {
      setForm(null);
      refresh();
    },
    /** The row the confirmation asks about, or null. */
    doomed,
    askDelete: (row: Row) => setDoomed(row),
    cancelDelete: () => setDoomed(null),
    /** Deletes the doomed row with `remove` (true when it went): its open form closes and the list is asked again. */
    confirmDelete: async (remove: (row: Row) => Promise<boolean>) => {
      if (!doomed) return;
      if (await remove(doomed)) {
        setForm((open) => (open?.row?.id === doomed.id ? null : open));
        refresh();
      }
      setDoomed(null);
    },
  };
}
