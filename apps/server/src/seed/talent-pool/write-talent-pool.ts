import type { SqlClient } from '../../db/transaction';
import {
  createTalentPoolStage,
  writeTalentPoolBatch,
} from '../../features/candidates/talent-pool-store';
import {
  drainSearchIndexQueue,
  indexPendingBatch,
} from '../../features/search/search-index-queue-store';
import { generateTalentProfiles } from './generate-talent-profiles';
import { orderedIds } from './ordered-ids';
import { talentPoolLine } from './talent-pool-row';

/** The talent pool's people are the search engine's: their source, and in no project. */
export const TALENT_POOL_SOURCE = 'hirelane_search_engine';
const DEFAULT_BATCH_SIZE = 10_000;
/** Generating is synchronous: yield this often so the previous batch's COPY keeps streaming. */
const YIELD_EVERY = 500;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How long a drainer waits for the writer to queue more people when the queue is empty. */
const DRAIN_IDLE_MS = 100;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type TalentPoolProgress = { generated: number; written: number; elapsedMs: number };

export type WriteTalentPoolOptions = {
  workspaceId: string;
  count: number;
  seed: number;
  batchSize?: number;
  onProgress?: (progress: TalentPoolProgress) => void;
  /**
   * Other connections that index the queued people while the pool is written and after it, beside
   * the writer's own connection at the end (the batches skip each other's rows): building the
   * search rows is most of a seed's time, and a second connection puts a second core on it.
   */
  drainers?: readonly SqlClient[];
};

/**
 * Streams `count` generated profiles into the workspace's `candidate` rows, one transaction per
 * batch on the caller's own connection. The same seed gives the same pool keys, so a re-run adds
 * nobody twice; a profile whose e-mail or LinkedIn key the workspace knows is skipped (decision
 * 006). While the database inserts one batch the next is generated. The batches are big
 * statements, so the triggers only queue the people for search: the writer then indexes the
 * queue itself (decision 027), helped by the `drainers` connections, which start while it writes. Answers how many were added and how long each phase took.
 */
export const writeTalentPool = async (
  client: SqlClient,
  options: WriteTalentPoolOptions,
): Promise<{ generated: number; written: number; writeMs: number; indexMs: number }> => {
  const { workspaceId, count, seed, onProgress } = options;
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const started = performance.now();
  const nextId = orderedIds();
  await createTalentPoolStage(client);
  let generated = 0;
  let written = 0;
  let pending: Promise<void> | null = null;
  let lines: string[] = [];
  let writing = true;
  const drainWhileWriting = async (drainer: SqlClient) => {
    while (writing) if ((await indexPendingBatch(drainer)) === 0) await pause(DRAIN_IDLE_MS);
    await drainSearchIndexQueue(drainer);
  };
  const drains = (options.drainers ?? []).map(drainWhileWriting);
  // A failed drainer is answered when the drains are awaited, not as an unhandled rejection.
  for (const drain of drains) drain.catch(() => undefined);
  const send = async (batch: string) => {
    const inserted = await writeTalentPoolBatch(client, workspaceId, TALENT_POOL_SOURCE, batch);
    written += inserted;
    onProgress?.({ generated, written, elapsedMs: performance.now() - started });
  };
  try {
    for (const profile of generateTalentProfiles({ count, seed })) {
      lines.push(talentPoolLine(nextId(), profile));
      generated += 1;
      if (generated % YIELD_EVERY === 0) await yieldToIo();
      if (lines.length < batchSize) continue;
      const batch = lines.join('');
      lines = [];
      if (pending) await pending;
      pending = send(batch);
    }
    if (pending) await pending;
    if (lines.length > 0) await send(lines.join(''));
  } catch (error) {
    writing = false;
    await Promise.allSettled(drains);
    throw error;
  }
  writing = false;
  const writeMs = performance.now() - started;
  await Promise.all([drainSearchIndexQueue(client), ...drains]);
  return { generated, written, writeMs, indexMs: performance.now() - started - writeMs };
};
