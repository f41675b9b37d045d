import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/apply/record-file.ts';
import type { LiveList } from '../../src/catalog/types.ts';
import { Rng } from '../../src/emulator/rng.ts';
import type { CreateListBody } from '../../src/live/api.ts';
import { cliBundleAll } from '../world/cli-bundle.ts';
import { applyAndKill } from '../world/cli-child.ts';
import { styleFile } from '../world/files.ts';
import { worldAll, type World } from '../world/world.ts';

/**
 * The kill suite (issue 8): a real `stylesync apply` child process is killed
 * with SIGKILL at a random point, many times over. After each kill the record
 * file must parse and hold every write the run had confirmed, and one rerun
 * must converge: apply succeeds and the next plan is empty, with no duplicate
 * list or instruction.
 *
 * KILL_RUNS sets how many applies are killed (default 20; `npm run test:kill`
 * runs more), KILL_SEED the seed of the kill points.
 */
const RUNS = Number(process.env.KILL_RUNS ?? 20);
const SEED = Number(process.env.KILL_SEED ?? 8);
/** Every write is slowed down on the service, so a run lasts long enough to be killed in the middle. */
const WRITE_LATENCY_MS = 25;

const RULES_OLD = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };
const RULES_NEW = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };
const instruction = (label: string, prompt: string) => ({ label, prompt, source_language: 'en' });

/** The account before every run: six lists to update, one to delete, and one no file manages. */
function initial(): CreateListBody[] {
  const updated = Array.from({ length: 6 }, (_, i) => ({
    name: `Team ${i}`,
    language: 'de',
    configured_rules: RULES_OLD,
    custom_instructions: [instruction('Tone', 'Use "du".'), instruction('Old', 'Remove me.'), instruction('Brand', 'Keep "Acme".')],
  }));
  return [
    ...updated,
    { name: 'Retired', language: 'de', configured_rules: {}, custom_instructions: [instruction('Only here', 'Kept in the backup.')] },
    { name: 'Someone else', language: 'fr', configured_rules: {}, custom_instructions: [] },
  ];
}

async function writeFiles(w: World): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await w.write(
      `styles/team-${i}.yaml`,
      styleFile({ name: `Team ${i}`, rules: RULES_NEW, instructions: [{ label: 'Tone', prompt: 'Use "Sie".' }, { label: 'Brand', prompt: 'Keep "Acme".' }, { label: 'Dates', prompt: 'Write 1. März.' }] }),
    );
  }
  for (let i = 0; i < 4; i++) {
    await w.write(`styles/new-${i}.yaml`, styleFile({ name: `New ${i}`, language: 'fr', instructions: [{ label: 'Tone', prompt: 'Use "vous".' }] }));
  }
  await w.write('styles/retired.yaml', styleFile({ name: 'Retired', state: 'absent' }));
}

const bundle = cliBundleAll();
const w = worldAll({ arrange: writeFiles });

/** The progress lines apply prints as each write is confirmed (`~ Team 0: PUT configured_rules → version 2 …`). */
function progressLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => /^(\+|~|-|-\/\+) .+: (POST|PUT|PATCH|DELETE) .+ → /.test(line));
}

function duplicates(lists: readonly LiveList[]): string[] {
  const found: string[] = [];
  const names = new Set<string>();
  for (const list of lists) {
    if (names.has(list.name)) found.push(`list "${list.name}"`);
    names.add(list.name);
    const labels = new Set<string>();
    for (const i of list.custom_instructions) {
      if (labels.has(i.label)) found.push(`instruction "${i.label}" in "${list.name}"`);
      labels.add(i.label);
    }
  }
  return found;
}

describe(`kill suite: SIGKILL at random points in ${RUNS} applies (seed ${SEED})`, () => {
  it('leaves a record that parses and holds every confirmed write, and one rerun converges', { timeout: 60_000 + RUNS * 8_000 }, async () => {
    const rng = new Rng(SEED);
    const kills = { beforeFirstWrite: 0, midway: 0, tooLate: 0 };
    for (let run = 0; run < RUNS; run++) {
      const where = `run ${run} (KILL_SEED=${SEED})`;
      w.emu.reset();
      w.emu.seed(initial());
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) w.emu.addFault({ method, kind: 'latency', latencyMs: WRITE_LATENCY_MS });
      // About 30 writes: kill after 0–32 confirmed ones, a few ms in, so some kills land between writes and some inside one.
      const afterLines = Math.floor(rng.next() * 33);
      const extraMs = Math.floor(rng.next() * WRITE_LATENCY_MS * 1.5);
      const record = `records/run-${run}.jsonl`;
      const killed = await applyAndKill(w, bundle(), record, { afterLines, extraMs, progress: progressLines });
      // A write the service was still holding lands now, with no client waiting: let it finish before the rerun reads.
      await new Promise((r) => setTimeout(r, WRITE_LATENCY_MS * 3));

      const seen = progressLines(killed.stdout);
      if (killed.signal !== 'SIGKILL') kills.tooLate++;
      else if (seen.length === 0) kills.beforeFirstWrite++;
      else kills.midway++;

      // The record: every line parses, and it holds at least every write the user saw confirmed.
      let text = '';
      try {
        text = await readFile(join(w.dir, record), 'utf8');
      } catch (error) {
        // Killed before apply opened the record (while loading or planning): no write was sent either.
        expect((error as NodeJS.ErrnoException).code, where).toBe('ENOENT');
        expect(w.emu.log.filter((e) => e.method !== 'GET'), where).toEqual([]);
      }
      const { entries, torn } = parseRecord(text, record);
      expect(torn, where).toBeUndefined();
      expect(entries.length, where).toBeGreaterThanOrEqual(seen.length);
      // And every entry is a write the service really answered: its trace id is in the service's log.
      const served = new Set(w.emu.log.map((e) => e.traceId));
      for (const entry of entries.filter((e) => e.outcome === 'applied' && e.trace_id !== null)) expect(served.has(entry.trace_id as string), where).toBe(true);
      expect(entries.every((e) => e.outcome === 'applied'), where).toBe(true);

      w.emu.clearFaults();
      const rerun = await w.cli(['apply', '--yes']);
      expect(rerun.stderr, where).toBe('');
      expect(rerun.code, where).toBe(0);
      const plan = await w.cli(['plan', '--detailed-exitcode']);
      expect(plan.stdout, where).toContain('No changes. The live lists match the style files.');
      expect(plan.code, where).toBe(0);
      const lists = w.emu.lists();
      expect(duplicates(lists), where).toEqual([]);
      expect(lists.map((l) => l.name).sort(), where).toEqual([...Array.from({ length: 4 }, (_, i) => `New ${i}`), 'Someone else', ...Array.from({ length: 6 }, (_, i) => `Team ${i}`)]);
    }
    if (process.env.KILL_VERBOSE) console.log(kills);
    // The seed spreads the kills over the whole run; a suite whose kills all missed would prove nothing.
    expect(kills.midway).toBeGreaterThanOrEqual(Math.ceil(RUNS / 2));
  });
});
