export * from './enums';
export * from './users';
export * from './catalog';
export * from './listings';
export * from './auth';
export * from './error-logs';
export * from './support';
export * from './how-to-sell';
