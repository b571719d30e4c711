import { lazy } from 'react';

// The dialogs (their forms, zod and the contracts) load when one is first opened, not with the
// conversation: the messages screens keep to the script budget.
export const ProposeInterviewDialog = lazy(() =>
  import('./propose-interview-dialog').then((m) => ({ default: m.ProposeInterviewDialog })),
);
export const BookInterviewDialog = lazy(() =>
  import('./book-interview-dialog').then((m) => ({ default: m.BookInterviewDialog })),
);
export const CancelInterviewDialog = lazy(() =>
  import('./cancel-interview-dialog').then((m) => ({ default: m.CancelInterviewDialog })),
);
export const OutcomeDialog = lazy(() =>
  import('./outcome-dialog').then((m) => ({ default: m.OutcomeDialog })),
);
export const AskOtherTimesDialog = lazy(() =>
  import('./ask-other-times-dialog').then((m) => ({ default: m.AskOtherTimesDialog })),
);
