import { creditCost, type CreditAction } from '@hirelane/domain/billing/credit-prices';
import type { Database, Executor } from '../../db/client';
import {
  adjustBalance,
  appendLedgerEntries,
  appendLedgerEntry,
  findLedgerEntryByKey,
  lockBalance,
  readBalance,
  type LedgerRow,
  type NewLedgerEntry,
} from './credit-ledger-store';
import { expireDueGrants } from './expire-due-grants';
import { InsufficientCreditsError } from './insufficient-credits-error';
import type { LedgerReceipt } from './ledger-receipt';

export type TakeCreditsInput = {
  workspaceId: string;
  action: CreditAction;
  /** Units of the action (reveals, minutes, candidates); 1 when omitted. */
  quantity?: number;
  /** The same key never charges twice: a repeat answers the first entry. */
  idempotencyKey: string;
  objectType?: string;
  objectId?: string;
  userId?: string | null;
};

type Take = {
  kind: 'debit' | 'hold';
  input: TakeCreditsInput;
  cost: number;
  resolve: (receipt: LedgerReceipt) => void;
  reject: (error: unknown) => void;
};

type Queue = { takes: Take[]; running: boolean };

/** The most takes one transaction carries. */
const MAX_BATCH = 200;

/** Takes waiting per database and workspace: one transaction at a time per workspace here. */
const queues = new WeakMap<Database, Map<string, Queue>>();

/**
 * A debit or a hold (decision 021). Under the workspace's balance row lock (select … for update)
 * each take is refused when the balance cannot cover it (unless its idempotency key already has
 * an entry, which it answers), else written; the balance moves once. The takes of one workspace
 * that arrive while a transaction runs wait and go together in the next one (group commit:
 * spending serializes per workspace, so one commit per take would cap a workspace at the disk's
 * commit rate). Other processes serialize on the same row lock.
 */
export const takeCredits = (
  db: Database,
  kind: 'debit' | 'hold',
  input: TakeCreditsInput,
): Promise<LedgerReceipt> =>
  new Promise((resolve, reject) => {
    const cost = creditCost(input.action, input.quantity ?? 1);
    let byWorkspace = queues.get(db);
    if (!byWorkspace) queues.set(db, (byWorkspace = new Map<string, Queue>()));
    let queue = byWorkspace.get(input.workspaceId);
    if (!queue) byWorkspace.set(input.workspaceId, (queue = { takes: [], running: false }));
    queue.takes.push({ kind, input, cost, resolve, reject });
    if (!queue.running) void drain(db, input.workspaceId, byWorkspace, queue);
  });

/**
 * A debit or hold inside a transaction the caller holds, for a paid action that writes its result
 * in the same commit (a contact reveal writes the found e-mail with its charge). Not batched: the
 * balance row stays locked until the caller commits.
 */
export const takeCreditsWithin = async (
  tx: Executor,
  kind: 'debit' | 'hold',
  input: TakeCreditsInput,
): Promise<LedgerReceipt> => {
  const cost = creditCost(input.action, input.quantity ?? 1);
  const noop = () => undefined;
  const [outcome] = await takeAll(tx, input.workspaceId, [
    { kind, input, cost, resolve: noop, reject: noop },
  ]);
  if (!outcome || outcome instanceof Error) throw outcome ?? new Error('take without an outcome');
  return outcome;
};

const drain = async (
  db: Database,
  workspaceId: string,
  byWorkspace: Map<string, Queue>,
  queue: Queue,
) => {
  queue.running = true;
  while (queue.takes.length > 0) {
    const batch = queue.takes.splice(0, MAX_BATCH);
    try {
      const outcomes = await db.transaction((tx) => takeAll(tx, workspaceId, batch));
      batch.forEach((take, index) => {
        const outcome = outcomes[index]!;
        if (outcome instanceof Error) take.reject(outcome);
        else take.resolve(outcome);
      });
    } catch (error) {
      for (const take of batch) take.reject(error);
    }
  }
  queue.running = false;
  byWorkspace.delete(workspaceId);
};

const takeAll = async (
  tx: Executor,
  workspaceId: string,
  batch: Take[],
): Promise<(LedgerReceipt | Error)[]> => {
  const now = new Date();
  const locked = await lockBalance(tx, workspaceId);
  let { balance } = locked;
  if (locked.nextExpiryAt && locked.nextExpiryAt <= now) {
    await expireDueGrants(tx, workspaceId, now);
    ({ balance } = await readBalance(tx, workspaceId));
  }
  // Those that fit, in order, go in one insert (a key already taken writes nothing).
  const outcomes: (LedgerReceipt | InsufficientCreditsError | undefined)[] = batch.map(
    () => undefined,
  );
  const planned: number[] = [];
  let room = balance;
  batch.forEach(({ cost }, index) => {
    if (cost > room) return;
    planned.push(index);
    room -= cost;
  });
  const written = new Map<string, LedgerRow>();
  for (const row of await appendLedgerEntries(
    tx,
    workspaceId,
    planned.map((index) => entryOf(batch[index]!)),
  ))
    written.set(row.idempotencyKey, row);
  let charged = 0;
  for (const index of planned) {
    const { input, cost } = batch[index]!;
    const entry = written.get(input.idempotencyKey);
    if (!entry) continue;
    written.delete(input.idempotencyKey);
    charged += cost;
    outcomes[index] = { entry, balance: balance - charged, replayed: false };
  }
  balance -= charged;
  // The rest one by one: replays, and takes refused above that a replay's room may now cover.
  for (const [index, take] of batch.entries()) {
    if (outcomes[index]) continue;
    const entry =
      take.cost <= balance ? await appendLedgerEntry(tx, workspaceId, entryOf(take)) : undefined;
    if (entry) {
      balance -= take.cost;
      charged += take.cost;
      outcomes[index] = { entry, balance, replayed: false };
      continue;
    }
    const existing = await findLedgerEntryByKey(tx, workspaceId, take.input.idempotencyKey);
    outcomes[index] = existing
      ? { entry: existing, balance, replayed: true }
      : new InsufficientCreditsError(take.cost, balance);
  }
  if (charged > 0) await adjustBalance(tx, workspaceId, -charged);
  // A replay answers the balance as it stands once the batch is done.
  for (const outcome of outcomes)
    if (outcome && !(outcome instanceof Error) && outcome.replayed) outcome.balance = balance;
  return outcomes.map((outcome) => outcome ?? new Error('take without an outcome'));
};

const entryOf = ({ kind, input, cost }: Take): NewLedgerEntry => ({
  kind,
  amount: -cost,
  reason: input.action,
  idempotencyKey: input.idempotencyKey,
  action: input.action,
  objectType: input.objectType ?? null,
  objectId: input.objectId ?? null,
  userId: input.userId ?? null,
});
