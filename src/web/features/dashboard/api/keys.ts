/** Every query key of the dashboard feature. */
export const dashboardKeys = {
  seeker: ['seeker-dashboard'] as const,
  topTalent: ['top-talent'] as const,
};
