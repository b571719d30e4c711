/**
 * What a mutation changed, for the screens of other features that show the same data. A feature
 * refreshes its own queries itself (through its keys.ts); features never import each other, so a
 * mutation names what it changed in `meta.changed` and the app (app/data-changes.ts) refreshes the
 * queries of the other features that show it.
 */
export type DataChange =
  /** A seeker liked a job in the deck, which saves it too. */
  | 'job-liked'
  /** A seeker saved or unsaved a job. */
  | 'job-saved'
  /** An application was made, withdrawn or moved on. */
  | 'application'
  /** Two people matched. */
  | 'match'
  /** An employer's job was created, edited, published, archived or deleted. */
  | 'job'
  /** The company profile was edited (job cards show its name and logo). */
  | 'company'
  /** The account has a profile now. */
  | 'profile-created';

type Changes = readonly DataChange[];

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What a successful mutation changed; a function of its answer and variables when that varies. */
      changed?: Changes | ((data: any, variables: any) => Changes);
    };
  }
}
