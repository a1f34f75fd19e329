export * from './auth';
export * from './clients';
export * from './envelope';
export * from './general';
export * from './realtime';
export * from './user';
