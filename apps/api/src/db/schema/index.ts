export * from './enums';
export * from './users';
export * from './catalog';
export * from './listings';
export * from './auth';
