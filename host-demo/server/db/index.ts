export { type Migration, migrate } from './migrate';
export { type Db, openDatabase } from './open-database';
export { cachedStatement } from './statements';
