/**
 * The roles and social sign-in providers, apart from the auth contract's schemas so that the
 * sign-in screen's first render does not wait for zod (it loads with the first submit).
 */
export const ROLES = ['seeker', 'hirer'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.includes(value as SocialProvider);
export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  linkedin: 'LinkedIn',
};
