import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/apply/record-file.ts';
import { entriesOf } from '../world/service.ts';
import { Rng } from '../../src/emulator/rng.ts';
import { createClient } from '../../src/live/client.ts';
import { cliBundleAll } from '../world/cli-bundle.ts';
import { applyAndKill, applyArgv, cliChild } from '../world/cli-child.ts';
import { ACME_DE_FILES } from '../world/files.ts';
import { KEY } from '../world/keys.ts';
import { worldAll, type World } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

/**
 * The kill suite for glossaries (issue #19, "Convergence"): a real
 * `stylesync apply` child process is killed with SIGKILL at a random point
 * among its glossary writes. After each kill the record must parse and hold
 * every glossary write the run confirmed, and one rerun must converge with no
 * duplicate glossary and every glossary holding exactly its file's terms.
 *
 * GLOSSARY_KILL_RUNS sets how many applies are killed (default 6), KILL_SEED the seed.
 */
const RUNS = Number(process.env.GLOSSARY_KILL_RUNS ?? 6);
const SEED = Number(process.env.KILL_SEED ?? 8);
const WRITE_LATENCY_MS = 25;

const terms = (prefix: string, n: number) => Array.from({ length: n }, (_, i): [string, string] => [`${prefix} ${i}`, `${prefix}-x ${i}`]);
const yamlEntries = (entries: Array<[string, string]>) => entries.map(([s, t]) => `      ${s}: ${t}`).join('\n');
const file = (name: string, dicts: Record<string, Array<[string, string]>>) =>
  `name: ${name}\ndictionaries:\n${Object.entries(dicts)
    .map(([target, entries]) => `  - source_language: en\n    target_language: ${target}\n    entries:\n${yamlEntries(entries)}\n`)
    .join('')}`;

/** The files: six glossaries changed (two merge terms, two drop terms, two drop a dictionary), one tombstone, three new. */
const FILES: Record<string, Record<string, Array<[string, string]>>> = {
  ...Object.fromEntries([0, 1].map((i) => [`Merge ${i}`, { de: [...terms(`m${i}`, 5), ['added', 'neu']], fr: terms(`f${i}`, 3) }])),
  ...Object.fromEntries([0, 1].map((i) => [`Trim ${i}`, { de: terms(`t${i}`, 3), fr: terms(`f${i}`, 3) }])),
  ...Object.fromEntries([0, 1].map((i) => [`Drop ${i}`, { de: terms(`d${i}`, 5) }])),
  ...Object.fromEntries([0, 1, 2].map((i) => [`New ${i}`, { de: terms(`n${i}`, 4), fr: terms(`nf${i}`, 2) }])),
};

async function seedAccount(w: World): Promise<void> {
  const client = createClient({ baseUrl: w.emu.url, apiKey: KEY });
  const both = (prefix: string, de: number) => [
    { source_lang: 'en', target_lang: 'de', entries: terms(prefix, de) },
  ];
  for (const i of [0, 1]) await client.createGlossary(`Merge ${i}`, [...both(`m${i}`, 5), { source_lang: 'en', target_lang: 'fr', entries: terms(`f${i}`, 3) }]);
  for (const i of [0, 1]) await client.createGlossary(`Trim ${i}`, [...both(`t${i}`, 5), { source_lang: 'en', target_lang: 'fr', entries: terms(`f${i}`, 3) }]);
  for (const i of [0, 1]) await client.createGlossary(`Drop ${i}`, [...both(`d${i}`, 5), { source_lang: 'en', target_lang: 'fr', entries: terms(`x${i}`, 2) }]);
  await client.createGlossary('Retired', both('r', 3));
  await client.createGlossary('Someone else', both('s', 1));
}

const bundle = cliBundleAll();
const w = worldAll({
  files: { ...ACME_DE_FILES, 'glossaries/retired.yaml': 'name: Retired\nstate: absent\n' },
  arrange: async (repo) => {
    for (const [name, dicts] of Object.entries(FILES)) await repo.write(`glossaries/${name.toLowerCase().replace(/\W+/g, '-')}.yaml`, file(name, dicts));
  },
});

/** The progress lines of glossary writes (`~ glossary Trim 0: PUT dictionary en→de → 3 entries …`). */
function glossaryLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => /^[+~-] glossary .+: (POST|PUT|PATCH|DELETE) .+ → /.test(line));
}

describe(`glossary kill suite: SIGKILL at random points in ${RUNS} applies (seed ${SEED})`, () => {
  it('leaves a record holding every confirmed glossary write, and one rerun converges without duplicates', { timeout: 60_000 + RUNS * 10_000 }, async () => {
    const rng = new Rng(SEED);
    let midway = 0;
    for (let run = 0; run < RUNS; run++) {
      const where = `run ${run} (KILL_SEED=${SEED})`;
      w.emu.reset();
      w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
      await seedAccount(w);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) w.emu.addFault({ method, kind: 'latency', latencyMs: WRITE_LATENCY_MS });
      // 12 glossary writes: kill after 0–12 confirmed ones, a few ms in, so some kills land inside a write.
      const afterLines = Math.floor(rng.next() * 13);
      const killed = await applyAndKill(w, bundle(), `records/run-${run}.jsonl`, { afterLines, extraMs: Math.floor(rng.next() * WRITE_LATENCY_MS * 1.5), progress: glossaryLines });
      await new Promise((r) => setTimeout(r, WRITE_LATENCY_MS * 3));
      const seen = glossaryLines(killed.stdout);
      if (killed.signal === 'SIGKILL' && seen.length > 0) midway++;

      let text = '';
      try {
        text = await readFile(join(w.dir, `records/run-${run}.jsonl`), 'utf8');
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code, where).toBe('ENOENT');
      }
      const { entries, torn } = parseRecord(text, 'record');
      expect(torn, where).toBeUndefined();
      const recorded = entriesOf(entries, 'glossary');
      expect(recorded.length, where).toBeGreaterThanOrEqual(seen.length);
      const served = new Set(w.emu.log.map((e) => e.traceId));
      for (const entry of recorded.filter((e) => e.trace_id !== null)) expect(served.has(entry.trace_id as string), where).toBe(true);

      w.emu.clearFaults();
      const rerun = await w.cli(['apply', '--yes']);
      expect(rerun.stderr, where).toBe('');
      expect(rerun.code, where).toBe(0);
      expect((await w.cli(['plan', '--detailed-exitcode'])).code, where).toBe(0);
      const names = w.emu.glossaries().map((g) => g.name);
      expect([...names].sort(), where).toEqual([...Object.keys(FILES), 'Someone else'].sort());
      for (const g of w.emu.glossaries().filter((x) => x.name in FILES)) {
        const want = Object.fromEntries(Object.entries(FILES[g.name]!).map(([t, e]) => [t, e.map(([s, x]) => `${s}\t${x}`).join('\n')]));
        expect(Object.fromEntries(g.dictionaries.map((d) => [d.target_lang, d.entries])), `${where}: ${g.name}`).toEqual(want);
      }
    }
    expect(midway).toBeGreaterThanOrEqual(Math.ceil(RUNS / 3));
  });
});

describe('Ctrl+C during a glossary apply', () => {
  it('sends no further glossary write, records every one sent, exits 1, and a rerun converges', { timeout: 60_000 }, async () => {
    w.emu.reset();
    w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await seedAccount(w);
    const mark = w.emu.log.length;
    // Every glossary write is held: the signal comes while the first writes are in flight, whichever they are, at any
    // speed (a 200 ms latency raced it). Once the run has taken it, holding stops and the held writes land: they are
    // the writes in flight, answered and recorded; none is sent after.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) w.emu.addFault({ method, kind: 'hold' });
    const sigint = cliChild(w, bundle(), applyArgv('records/sigint.jsonl'));
    await w.emu.whenStalled('*', '*').stalled;
    sigint.child.kill('SIGINT');
    await new Promise<void>((noticed) => {
      const check = () => sigint.stderr().includes('Interrupted:') && noticed();
      sigint.child.stderr?.on('data', check);
      check();
    });
    w.emu.clearFaults();
    await w.emu.release();
    const run = { ...(await sigint.ended), stdout: sigint.stdout(), stderr: sigint.stderr() };
    expectRun(run, 1, { stderr: ['Interrupted: no further write will be sent'] });
    expect(run.stdout).toMatch(/Apply interrupted: \d+ applied, \d+ not sent\./);
    expect(run.stdout).toMatch(/… glossary .+: .*\d+ writes? not sent/);
    const recorded = entriesOf(parseRecord(await readFile(join(w.dir, 'records/sigint.jsonl'), 'utf8'), 'record').entries, 'glossary');
    // Every write sent was answered and recorded (the one in flight included); none after the interrupt.
    expect(recorded.length).toBe(glossaryLines(run.stdout).length);
    expect(recorded.length).toBeLessThan(12);
    const sent = w.emu.log.slice(mark).filter((e) => e.method !== 'GET' && e.route.startsWith('/v3/glossaries'));
    expect(sent.length).toBe(recorded.length);

    w.emu.clearFaults();
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    expect((await w.cli(['plan', '--detailed-exitcode'])).code).toBe(0);
  });
});
