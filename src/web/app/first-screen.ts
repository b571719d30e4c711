/**
 * Whether the visit's first screen is still to be shown. Route loaders wait for that screen's data
 * (so it renders once, complete) but not on later navigations, where the screen already shown
 * stays interactive and the next one shows its own loading states. No imports: Root reads it.
 */
let pending = true;

export const firstScreenPending = () => pending;

export function firstScreenShown() {
  pending = false;
}
