import type { Migration } from '../migrate';
import { accounts } from './001-accounts';
import { general } from './002-general';

/** Add a new numbered module and list it here; `migrate` applies what a database lacks. */
export const migrations: readonly Migration[] = [accounts, general];
