// A header dropdown as a disclosure: a button that shows and hides a list of links. Escape and a click elsewhere
// close it; Escape (and choosing an entry) returns focus to the button, so keyboard users are never lost.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './site-header.module.css';

export interface DisclosureMenuProps {
  /** The button's content (text, or an avatar and a name). */
  label: ReactNode;
  /** The accessible name of the list, e.g. "Hosting". */
  listLabel: string;
  /** The entries; `close` closes the menu (an entry calls it when chosen). */
  children: (close: () => void) => ReactNode;
  buttonTestId?: string;
  align?: 'start' | 'end';
}

export function DisclosureMenu({ label, listLabel, children, buttonTestId, align = 'end' }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className={styles.disclosure}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // The header's own Escape (closing the small-screen menu) waits until the dropdown is closed.
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the dropdown closes it; moving between its own entries does not.
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.disclosureButton}
        aria-expanded={open}
        aria-controls={listId}
        data-testid={buttonTestId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={listId} aria-label={listLabel} className={styles.disclosureList} data-align={align} hidden={!open}>
        {/* The entries call close only from their click handlers, never while rendering. */}
        {/* eslint-disable-next-line react-hooks/refs */}
        {children(close)}
      </ul>
    </div>
  );
}
