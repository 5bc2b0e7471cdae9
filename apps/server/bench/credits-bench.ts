import { benchConfig } from './bench-config';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/open-database';
import { readBalance, sumBalance } from '../src/features/billing/credit-ledger-store';
import { grantCredits } from '../src/features/billing/grant-credits';
import { InsufficientCreditsError } from '../src/features/billing/insufficient-credits-error';
import { spendCredits } from '../src/features/billing/spend-credits';

/**
 * `npm run bench:credits` (issue 16 goal: ≥ 1,000 debits/s, 0 overdrafts). 10,000 debits of one
 * credit from 20 concurrent clients against one workspace holding fewer credits than that, so the
 * last ones must be refused; through spendCredits (a transaction: the entry, the conditional
 * balance update). In the same run, the bare tool underneath: the same number of plain
 * `insert`s into credit_ledger through the same pool from 20 clients. Prints debits/s, p50/p99,
 * refusals, overdrafts (balance below zero, or the running balance not the ledger's sum) and the
 * ratio.
 */
const DEBITS = Number(process.env.BENCH_DEBITS ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const GRANTED = Math.floor(DEBITS * 0.95);
const GOAL_PER_SECOND = 1_000;

const print = (line: string) => void process.stdout.write(`${line}\n`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Runs `count` calls of `work` from `clients` concurrent loops; the latencies in ms. */
const load = async (count: number, clients: number, work: (index: number) => Promise<void>) => {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = next++; index < count; index = next++) {
        const at = performance.now();
        await work(index);
        times.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: count / seconds, p50: percentile(times, 50), p99: percentile(times, 99) };
};

const main = async () => {
  const { config, dataDir } = benchConfig('credits_bench');
  const database = await openDatabase(config, () => undefined, CLIENTS);
  try {
    const newWorkspace = async (name: string) =>
      (
        await database.pool.query<{ id: string }>(
          'insert into workspace (name) values ($1) returning id',
          [name],
        )
      ).rows[0]!.id;
    const workspace = await newWorkspace('Credits bench');
    await grantCredits(database.db, workspace, {
      amount: GRANTED,
      reason: 'admin',
      idempotencyKey: 'bench',
    });

    let refused = 0;
    let lowest = Infinity;
    const debits = await load(DEBITS, CLIENTS, async (index) => {
      try {
        const receipt = await spendCredits(database.db, {
          workspaceId: workspace,
          action: 'contact_reveal',
          idempotencyKey: `bench-${index}`,
          objectType: 'candidate',
          objectId: String(index),
        });
        lowest = Math.min(lowest, receipt.balance);
      } catch (error) {
        if (!(error instanceof InsufficientCreditsError)) throw error;
        refused += 1;
      }
    });
    const { balance } = await readBalance(database.db, workspace);
    const ledgerSum = await sumBalance(database.db, workspace);
    const charged = (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from credit_ledger where workspace_id = $1 and kind = 'debit'`,
        [workspace],
      )
    ).rows[0]!.n;
    const overdrafts =
      (lowest < 0 ? 1 : 0) +
      (balance < 0 ? 1 : 0) +
      (balance !== ledgerSum ? 1 : 0) +
      Math.max(0, charged - GRANTED);

    const bareWorkspace = await newWorkspace('Bare inserts');
    const bare = await load(DEBITS, CLIENTS, async (index) => {
      await database.pool.query(
        `insert into credit_ledger (workspace_id, kind, amount, reason, idempotency_key, action, object_type, object_id)
         values ($1, 'debit', -1, 'contact_reveal', $2, 'contact_reveal', 'candidate', $3)`,
        [bareWorkspace, `bare-${index}`, String(index)],
      );
    });

    const round = (value: number) => Math.round(value).toLocaleString('en-US');
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    print(
      `credits bench: ${DEBITS.toLocaleString('en-US')} debits of 1 credit from ${CLIENTS} clients, ` +
        `${GRANTED.toLocaleString('en-US')} credits granted (${database.embedded ? 'embedded' : 'external'} PostgreSQL)`,
    );
    print(
      `  spendCredits   ${round(debits.perSecond)} debits/s  p50 ${ms(debits.p50)}  p99 ${ms(debits.p99)}  ` +
        `charged ${charged}  refused ${refused}  final balance ${balance} (ledger sum ${ledgerSum})  overdrafts ${overdrafts}`,
    );
    print(
      `  bare insert    ${round(bare.perSecond)} inserts/s  p50 ${ms(bare.p50)}  p99 ${ms(bare.p99)}`,
    );
    print(
      `  ratio          ${(debits.perSecond / bare.perSecond).toFixed(2)} of the bare insert rate; ` +
        `goal ≥ ${GOAL_PER_SECOND.toLocaleString('en-US')} debits/s with 0 overdrafts: ` +
        `${debits.perSecond >= GOAL_PER_SECOND && overdrafts === 0 ? 'met' : 'NOT met'}`,
    );
    if (overdrafts > 0 || charged + refused !== DEBITS) process.exitCode = 1;
  } finally {
    await database.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
