// Where the focus goes with a panel that opens above a list (a record in detail, a form, a document under review):
// to its heading when it opens, and back to the button that opened it when it closes.
import { useEffect, useRef, useState } from 'react';

/**
 * A panel's heading ref: the heading takes the focus when the panel opens, and on close the focus goes back to what
 * had it (the button that opened it); when that has gone with its row, `whenOpenerGone` says where it goes instead.
 */
export function usePanelFocus(whenOpenerGone?: () => void) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [fallback] = useState(() => whenOpenerGone);
  useEffect(() => {
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
      else fallback?.();
    };
  }, [opener, fallback]);
  return heading;
}

/** For usePanelFocus: the main area, when the button that opened a panel has gone. */
export const focusMain = () => document.getElementById('main')?.focus();
