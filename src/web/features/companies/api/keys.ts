/** Every query key of the companies feature. */
export const companyKeys = {
  company: ['company'] as const,
  /** The hirer welcome page and dashboard figures. */
  hirerFigures: ['hirer-figures'] as const,
};
