// Convenience barrel for shared domain code. Explicit module paths
// (e.g. '@shared/options/conviction') work just as well and keep imports narrow.

// Option lists
export * from './options/option';
export * from './options/conviction';
export * from './options/health';
export * from './options/work';
export * from './options/company';
export * from './options/job-interest';
export * from './options/job-categories';

// Skills (catalogue also re-exports the category ids)
export * from './skills/catalogue';
export * from './skills/search';

// Rules
export * from './rules/filled';
export * from './rules/value-mappings';
export * from './rules/seeker-completion';
export * from './rules/company-completion';
export * from './rules/disclosure-status';
export * from './rules/disclosure-sharing';
export * from './rules/skill-match';
export * from './rules/format';
