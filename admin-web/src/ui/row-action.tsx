// A row's action button, the same on every list screen: it shows the action ("Delete") and is named for the row too
// ("Delete Ada Lovelace", "Edit ada@golightly.test"), so a screen reader's list of buttons, and a browser test, can
// tell the rows apart. The person panel and the review panel use it for their actions as well.
//
//   <RowActions>
//     <RowAction label={ADMIN_TEXTS.view} who={fullName(row)} onClick={() => person.open(row.id)} />
//     <RowAction label={ADMIN_TEXTS.deleteUser} who={fullName(row)} danger onClick={() => setDoomed(row)} />
//   </RowActions>
import type { ReactNode } from 'react';
import styles from './row-action.module.css';

export function RowAction({
  label,
  who,
  onClick,
  danger = false,
}: {
  label: string;
  /** What names the row (her name, an e-mail, a role): read after the label but not shown. */
  who: string;
  onClick(): void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={`button button--quiet ${styles.action}`}
      data-tone={danger ? 'danger' : undefined}
      // Starts with the visible words, so speech control ("click Delete") finds it too.
      aria-label={`${label} ${who}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** The actions cell (or panel's actions): its buttons side by side, wrapping when the column is narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.rowActions}>{children}</div>;
}
