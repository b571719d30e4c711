/** What the coach knows of the seeker; `disclosure` only when the seeker consented. */
export interface CoachProfile {
  firstName?: string | null;
  jobTitle?: string | null;
  skills?: string[];
  location?: string | null;
  workPreferences?: string[];
  disclosure?: {
    hasConvictions?: boolean | null;
    spent?: 'spent' | 'unspent' | null;
    hasDisability?: boolean | null;
  } | null;
}
