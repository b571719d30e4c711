export * from './auth';
export * from './profiles';
export * from './jobs';
export * from './matching';
export * from './messaging';
export * from './coach';
export * from './cv';
export * from './moderation';
