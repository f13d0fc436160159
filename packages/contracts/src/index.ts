export * from './constants';
export * from './messages';
export * from './common';
export * from './auth';
export * from './user';
export * from './category';
export * from './business';
export * from './event';
