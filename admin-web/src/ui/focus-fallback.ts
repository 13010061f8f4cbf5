// Where the keyboard's focus goes when the row she acted on leaves the list (deleted, restored, approved): the page's
// heading, rather than the top of the document.
import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref for the page's heading (give it tabIndex={-1}) and `arm`, called when an action refreshes the list: once the
 * list's rows (`rows`) next change, a focus lost with her row moves to the heading.
 */
export function useFocusFallback<T extends HTMLElement>(rows: unknown) {
  const target = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!armed.current) return;
    armed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) target.current?.focus();
  }, [rows]);
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return [target, arm] as const;
}
