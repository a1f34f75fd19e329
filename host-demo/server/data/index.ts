export { exclusively, JOB_LOCKS } from './cluster-lock';
export { containsIgnoringCase, forUpdate, jsonArrayAgg, jsonObject } from './dialect';
export { migrateData } from './migrate';
export { type Data, type DataConfig, type Dialect, openData } from './open-data';
export type { Database } from './schema';
export { type Trx, transaction } from './transaction';
