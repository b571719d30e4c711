export const cvKeys = { mine: ['cv'] as const };
