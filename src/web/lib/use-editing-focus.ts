import { useEffect, useRef } from 'react';

/**
 * Focus for a view that is edited in place. The Edit button is gone once the editor shows, so the
 * focus would fall to the page's top, leaving keyboard and screen reader users lost: opening moves
 * it to the editor's heading, and closing (Save or Cancel) gives it back to the Edit button.
 * Nothing moves on the first render.
 */
export function useEditingFocus(editing: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const shown = useRef(editing);
  useEffect(() => {
    if (shown.current === editing) return;
    shown.current = editing;
    (editing ? heading : opener).current?.focus();
  }, [editing]);
  return { heading, opener };
}
