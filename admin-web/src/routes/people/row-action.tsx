// A row's action button: it shows the action ("Delete") and is named for her too ("Delete Ada Lovelace"), so a
// screen reader's list of buttons, and a browser test, can tell the rows apart.
import type { ReactNode } from 'react';
import styles from './people.module.css';

export function RowAction({
  label,
  who,
  onClick,
  danger = false,
}: {
  label: string;
  /** Her name, read after the label but not shown. */
  who: string;
  onClick: () => void;
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

/** The actions cell: its buttons side by side, wrapping when the column is narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.rowActions}>{children}</div>;
}
