export * from './users';
export * from './crawls';
export * from './brand-stories';
export * from './hypotheses';
export * from './campaigns';
export * from './media';
export * from './business-profiles';
