import type { SqlClient } from './transaction';

/** pg-boss's database adapter over the pool or a transaction's connection (`tx.sql`). */
export const pgBossExecutorOf = (executor: SqlClient) => ({
  executeSql: async (text: string, values: unknown[]) => executor.query(text, values),
});
