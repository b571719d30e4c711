/**
 * Where the e-mail confirmation link lands (the web shows the outcome; `?error=` when it failed).
 * Apart from the auth schemas so that the signed-in screens, which only need the path, do not
 * download them and zod with them.
 */
export const EMAIL_VERIFIED_PATH = '/email-verified';
