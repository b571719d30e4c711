import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { documentTitle } from '@shared/rules/route-chunks';

/** The route table's `title`, carried on each route as its handle (router.tsx). */
export interface ScreenHandle {
  title?: string;
}

/** How long a screen that renders its heading late (after its data) is waited for. */
const HEADING_WAIT_MS = 3000;

/** Focus someone put on purpose: a field that took it (autofocus), or anything in a dialog. */
function focusIsDeliberate() {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  if (active.closest('[role="dialog"],[role="alertdialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName) && active.closest('main') !== null;
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
}

/**
 * One mechanism for every screen (WCAG 2.4.2 and 2.4.3): the document title names the screen,
 * and after a move to another path the focus goes to the new screen's h1, so a screen-reader
 * user hears where they are instead of the page body. The first screen of a visit only gets its
 * title (the browser announces a page load itself); a query-string change (filters) moves nothing.
 */
export function useScreenChange() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as ScreenHandle | undefined)?.title)?.handle as
    ScreenHandle | undefined;
  const screen = title?.title;
  const firstPath = useRef(pathname);

  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let observer: MutationObserver | undefined;
    const tryFocus = () => {
      if (focusIsDeliberate()) return true;
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    // After React has committed the new screen; a heading that comes with the data is awaited.
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      observer = new MutationObserver(() => {
        if (tryFocus()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const stop = setTimeout(() => observer?.disconnect(), HEADING_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(stop);
      observer?.disconnect();
    };
  }, [pathname]);
}
