/** Every query key of the seekers feature. */
export const seekerKeys = {
  profile: ['seeker', 'profile'] as const,
  drafts: ['seeker', 'drafts'] as const,
  /** Its prefix also covers the access log, which is refreshed with it. */
  disclosure: ['seeker', 'disclosure'] as const,
  accessLog: ['seeker', 'disclosure', 'access-log'] as const,
};
