export { type Migration, migrate, postgresSql } from './migrate';
export { type Db, openDatabase } from './open-database';
