import { useCallback, useRef, type RefObject } from 'react';

/**
 * For dialogs opened from a card: the focus goes back to the button that opened one, or, when
 * that button is gone (a booked card has no Book buttons), to `fallback` (the card's heading).
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(
    (event: Event) => {
      event.preventDefault();
      const el = opener.current;
      const usable = el && el.isConnected && !(el as HTMLButtonElement).disabled;
      (usable ? el : fallback.current)?.focus();
    },
    [fallback],
  );
  return { remember, restore };
}
