import { describe, expect, it } from 'vitest';
import { chain, type ItemWrites, type WritesKind } from '../../src/apply/chain.ts';
import type { ListOutcome, WriteRecord } from '../../src/apply/result.ts';
import { schedule } from '../../src/apply/schedule.ts';

// The scheduler on its own, with writes that answer when the test says so:
// a "round trip" is every write in flight answering together, so the count
// of rounds is the run's length in round trips, with no clock involved.

interface Lane {
  name: string;
  sent: number;
}

/** Chains of the given lengths whose writes wait for `answerAll`; records which chain each write of each round came from. */
function harness(lengths: number[]) {
  const pending: Array<() => void> = [];
  const rounds: string[][] = [[]];
  let inFlight = 0;
  let most = 0;
  const lanes: Lane[] = lengths.map((_, i) => ({ name: String.fromCharCode(65 + i), sent: 0 }));
  const kind: WritesKind<never, never, WriteRecord, ListOutcome> = { noun: 'list', idField: 'style_id', nothingWritten: {}, backupInEveryRecord: false, items: () => ({}) as never };
  const copies = { backup: () => Promise.reject(new Error('no backups here')), snapshot: () => undefined };
  const chains = lanes.map((lane, i) => {
    const item: ItemWrites<ListOutcome> = {
      outcome: { name: lane.name, file: null, action: 'update', style_id: null, previous_style_id: null },
      liveId: undefined,
      id: () => null,
      writes: Array.from({ length: lengths[i] as number }, () => ({
        fields: { list: lane.name, file: null, operation: 'rename_list' },
        send: () => {
          lane.sent++;
          rounds.at(-1)?.push(lane.name);
          most = Math.max(most, ++inFlight);
          return new Promise((resolve) => pending.push(() => (inFlight--, resolve({ answer: { value: undefined, traceId: '' }, fields: {} }))));
        },
      })),
    };
    return chain(kind, item, copies, { emit: () => {}, now: () => 't' });
  });
  /** Answers every write in flight, then lets the scheduler send the next ones. */
  const answerAll = async () => {
    rounds.push([]);
    for (const answer of pending.splice(0)) answer();
    // Every answer settles (its promise jobs all run) before the round ends.
    await new Promise(setImmediate);
  };
  return { chains, rounds, lanes, pending, answerAll, most: () => most };
}

async function runInRounds(lengths: number[], concurrency: number, stopped = () => false) {
  const h = harness(lengths);
  let done = false;
  const run = schedule(h.chains, concurrency, stopped).then(() => void (done = true));
  await Promise.resolve();
  while (!done) await h.answerAll();
  await run;
  return { ...h, rounds: h.rounds.filter((r) => r.length > 0) };
}

describe('schedule', () => {
  it('takes max(longest chain, ⌈writes / c⌉) round trips where whole chains longest first take more (3, 3, 2 at c = 2: 4, not 5)', async () => {
    const { rounds, most } = await runInRounds([3, 3, 2], 2);
    expect(rounds).toHaveLength(4);
    expect(most()).toBe(2);
  });

  it('reaches the ideal on a mix of chains at c = 8 (lists and glossaries are chains alike)', async () => {
    const lengths = [5, 1, 3, 2, 2, 5, 1, 3, 2, 2, 5, 1, 3, 2, 2, 4, 2, 2, 1, 1, 3];
    const writes = lengths.reduce((a, b) => a + b, 0);
    const { rounds, most } = await runInRounds(lengths, 8);
    expect(rounds).toHaveLength(Math.max(Math.max(...lengths), Math.ceil(writes / 8)));
    expect(most()).toBe(8);
  });

  it('at c = 1 sends strictly one write at a time, each chain in its order, most writes left first and plan order among equals', async () => {
    const { rounds, most } = await runInRounds([1, 3, 2], 1);
    expect(rounds.map((r) => r.join(''))).toEqual(['B', 'B', 'C', 'A', 'B', 'C']);
    expect(most()).toBe(1);
  });

  it('sends nothing more once stopped: what is in flight finishes, every chain not over is stopped with its writes skipped', async () => {
    let stop = false;
    const h = harness([3, 2]);
    const run = schedule(h.chains, 2, () => stop);
    await Promise.resolve();
    expect(h.pending).toHaveLength(2);
    stop = true;
    await h.answerAll();
    await run;
    expect(h.lanes.map((l) => l.sent)).toEqual([1, 1]);
    expect(h.chains.map((c) => [c.outcome.status, c.outcome.applied, c.outcome.skipped])).toEqual([
      ['stopped', 1, 2],
      ['stopped', 1, 1],
    ]);
  });
});
