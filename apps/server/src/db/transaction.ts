import type { Database } from './client.js';

/** A transaction handle, for repositories whose queries may run inside one. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction. */
export type Executor = Database | Tx;
