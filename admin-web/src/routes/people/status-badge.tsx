// Her membership status as a small badge (on hold and rejected stand out), with the hold's reason beneath it.
import { statusLabel } from './people-format';
import styles from './people.module.css';

export function StatusBadge({ person }: { person: { memberStatus: string; holdReason?: string | null } }) {
  return (
    <>
      <span className={styles.badge} data-status={person.memberStatus}>
        {statusLabel(person.memberStatus)}
      </span>
      {person.holdReason && <span className={styles.second}>{person.holdReason}</span>}
    </>
  );
}
