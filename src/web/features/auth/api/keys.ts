/** Every query key of the auth feature. */
export const authKeys = {
  me: ['me'] as const,
  appConfig: ['app-config'] as const,
};
