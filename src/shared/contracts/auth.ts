import { z } from 'zod';
import { passwordWeaknesses } from '../rules/password-strength';
import { ROLES, SOCIAL_PROVIDERS } from '../options/auth';

export type { Role, SocialProvider } from '../options/auth';
export const roleSchema = z.enum(ROLES);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address')
  .max(254);

export const passwordSchema = z.string().superRefine((value, ctx) => {
  const reasons = passwordWeaknesses(value);
  if (reasons.length) ctx.addIssue({ code: 'custom', message: `Password is too weak: ${reasons.join(' ')}` });
});

export const signUpSchema = z.object({ email: emailSchema, password: passwordSchema, role: roleSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1).max(256) });
export type SignInInput = z.infer<typeof signInSchema>;

/** Choose a new password: the two entries differ (checked in the browser, before the rule above). */
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords do not match.';

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(512),
  newPassword: passwordSchema,
});

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

export { EMAIL_VERIFIED_PATH } from './auth-paths';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please confirm your e-mail address before publishing a job: open the link we sent you, or send a new one from the banner at the top of the page.';

/** GET /api/me: who is signed in. */
export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      role: roleSchema,
      createdAt: z.string(),
      hasProfile: z.boolean(),
      /** The address was confirmed by its link (or by a social provider); employers publish only then. */
      emailVerified: z.boolean(),
      /** May use the moderation desk (/moderation). */
      moderator: z.boolean(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/app-config: public settings the web needs before sign-in. */
export const publicConfigSchema = z.object({
  /** The operator's support contacts, each null when not configured; the crisis line always. */
  help: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    hours: z.string().nullable(),
    crisisLine: z.string(),
  }),
  socialProviders: z.object({ google: z.boolean(), linkedin: z.boolean() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
