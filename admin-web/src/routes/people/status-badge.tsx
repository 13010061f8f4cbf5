// Her membership status as a small badge (on hold and rejected stand out), with the hold's reason beneath it.
import pageStyles from '../../ui/page.module.css';
import { statusLabel } from './people-format';

const STANDS_OUT = new Set(['on_hold', 'rejected']);

export function StatusBadge({ person }: { person: { memberStatus: string; holdReason?: string | null } }) {
  return (
    <>
      <span className={pageStyles.badge} data-tone={STANDS_OUT.has(person.memberStatus) ? 'warn' : undefined}>
        {statusLabel(person.memberStatus)}
      </span>
      {person.holdReason && <span className={pageStyles.second}>{person.holdReason}</span>}
    </>
  );
}
