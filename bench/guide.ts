/**
 * `npm run bench:guide`: the time and peak memory to write `stylesync guide`
 * (issue #22) for the rich scenario (test/report/guide-scenario.ts: 4
 * languages, 40 lists, a 2,000-term dictionary with forbidden variants,
 * definitions and notes, sample translations) and for the same with a
 * 10,000-term dictionary. It times what the command does after loading the
 * files: the model (sorting, anchors, sample hashes), the Markdown, the HTML
 * (marked) and writing the pages to a temporary directory.
 *
 * Each size runs in a child process of its own, so its peak resident memory
 * (maxRSS) is its own and not the largest of the two.
 *
 * Then the guide at 10, 100 and 1,000 lists (issue #31: peak RSS at 1,000
 * lists at most 200 MB, time linear): bench/memory.ts's guide rows, each
 * size `stylesync guide --out site` through the CLI's run() in a child of its
 * own, with its peak RSS, CPU time and the peak's slope per list. Options
 * after `--`: `--lists 10,100,1000` (an empty list skips it), `--instructions N`.
 * Figures only: timing is for people, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { guidePages } from '../src/app/guide.ts';
import { guideModel } from '../src/report/guide-model.ts';
import { guideScenario, scenarioSamples } from '../test/report/guide-scenario.ts';

const RUNS = 3;
const one = process.argv.indexOf('--terms');

if (one === -1) {
  const { values } = parseArgs({ options: { lists: { type: 'string', default: '10,100,1000' }, instructions: { type: 'string', default: '100' } } });
  console.log('scenario | best of 3: model | pages (Markdown + HTML) | write | total | pages written | bytes | peak RSS');
  for (const terms of [2_000, 10_000]) {
    const line = execFileSync(process.execPath, ['--import', 'tsx', 'bench/guide.ts', '--terms', String(terms)], { encoding: 'utf8', timeout: 300_000 });
    process.stdout.write(line);
  }
  if (values.lists !== '') {
    // One script measures the guide by lists for both benches, so the figures cannot drift apart.
    const lists = execFileSync(process.execPath, ['--import', 'tsx', 'bench/memory.ts', '--plan', '', '--guide', values.lists, '--instructions', values.instructions], { encoding: 'utf8', timeout: 1_800_000 });
    process.stdout.write(lists);
  }
} else {
  const terms = Number(process.argv[one + 1]);
  // What node, tsx and the modules take before the guide: the peak less this is the guide's own.
  const before = process.resourceUsage().maxRSS / 1024;
  const scenario = guideScenario({ terms });
  const samples = scenarioSamples(scenario);
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-bench-guide-'));
  let best = { model: Infinity, pages: Infinity, write: Infinity, total: Infinity };
  let written = 0;
  let bytes = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const guide = guideModel(scenario.lists, scenario.glossaries, scenario.about, samples);
      const t1 = performance.now();
      const pages = guidePages(guide);
      const t2 = performance.now();
      for (const [name, text] of pages) await writeFile(join(dir, name), text);
      const t3 = performance.now();
      if (t3 - t0 < best.total) best = { model: t1 - t0, pages: t2 - t1, write: t3 - t2, total: t3 - t0 };
      written = pages.size;
      bytes = [...pages.values()].reduce((n, text) => n + Buffer.byteLength(text), 0);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const peak = process.resourceUsage().maxRSS / 1024;
  console.log(
    `4 languages, 40 lists, ${terms.toLocaleString('en')}-term dictionary | ${ms(best.model)} | ${ms(best.pages)} | ${ms(best.write)} | ${ms(best.total)} | ${written} | ${(bytes / 1e6).toFixed(1)} MB | ${peak.toFixed(0)} MB (${before.toFixed(0)} MB before the guide)`,
  );
}
