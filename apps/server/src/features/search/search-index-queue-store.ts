import type { SqlClient } from '../../db/transaction';

/** Candidates one drain transaction indexes (about a second of work on a quiet machine). */
export const SEARCH_INDEX_BATCH = 5_000;

/**
 * Indexes one batch of the candidates big statements queued (migration 0019) in its own
 * transaction; answers how many it took, 0 when the queue is empty.
 */
export const indexPendingBatch = async (
  client: SqlClient,
  batchSize = SEARCH_INDEX_BATCH,
): Promise<number> => {
  const { rows } = await client.query<{ taken: number }>(
    'select candidate_search_index_pending($1) as taken',
    [batchSize],
  );
  return rows[0]?.taken ?? 0;
};

/** Indexes queued candidates batch after batch until the queue is empty; answers how many. */
export const drainSearchIndexQueue = async (
  client: SqlClient,
  batchSize = SEARCH_INDEX_BATCH,
): Promise<number> => {
  let indexed = 0;
  for (;;) {
    const taken = await indexPendingBatch(client, batchSize);
    if (taken === 0) return indexed;
    indexed += taken;
  }
};

/** How many of the workspace's people a recent big write queued and search does not show yet. */
export const countPendingIndex = async (
  client: SqlClient,
  workspaceId: string,
): Promise<number> => {
  const { rows } = await client.query<{ pending: number }>(
    'select count(*)::int as pending from candidate_search_pending where workspace_id = $1',
    [workspaceId],
  );
  return rows[0]?.pending ?? 0;
};
