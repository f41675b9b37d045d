/**
 * `npm run preview:guide [DIR] [--screenshot]`: the translator's view of
 * `stylesync guide`, to look at before calling a change to the guide done
 * (issue #22). It writes the guide of the rich scenario
 * (test/report/guide-scenario.ts: 4 languages, 40 lists, a 2,000-term
 * dictionary with forbidden variants, definitions and notes, hostile, CJK and
 * right-to-left terms, sample translations; `--terms N` for another size) to DIR (default
 * /tmp/stylesync-guide-preview) and prints the chromium commands that
 * screenshot the index and the pages; with `--screenshot` it runs them.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { guidePages } from '../src/app/guide.ts';
import { guideModel } from '../src/report/guide-model.ts';
import { guideScenario, scenarioSamples } from '../test/report/guide-scenario.ts';

const args = process.argv.slice(2);
const screenshot = args.includes('--screenshot');
const termsAt = args.indexOf('--terms');
const terms = termsAt === -1 ? 2_000 : Number(args[termsAt + 1]);
// The directory is the argument that is neither a flag nor the value of --terms.
const outDir = resolve(args.find((a, i) => !a.startsWith('--') && (termsAt === -1 || i !== termsAt + 1)) ?? '/tmp/stylesync-guide-preview');

const scenario = guideScenario({ terms });
const guide = guideModel(scenario.lists, scenario.glossaries, scenario.about, scenarioSamples(scenario));
await mkdir(outDir, { recursive: true });
for (const [name, text] of guidePages(guide)) await writeFile(join(outDir, name), text);


// The top of each page as a translator opens it, and pages cut to start at an anchor: headless chromium
// paints nothing when told to scroll to a fragment of a long page, so the preview copy removes what comes before.
const de = guide.languages.find((l) => l.language === 'de');
const ar = guide.languages.find((l) => l.language === 'ar');
const fr = guide.languages.find((l) => l.language === 'fr');
const ja = guide.languages.find((l) => l.language === 'ja');
// A search typed into the box: the rows without "vault type 4" hidden, and the count beside it.
const typed = (text: string) => `<script>var b=document.getElementById('find');b.value=${JSON.stringify(text)};b.dispatchEvent(new Event('input'));</script>`;
const SEARCH = typed('vault type 4');
const shots: Array<[string, string, string | undefined, number, string?]> = [
  ['index', 'index.html', undefined, 1100],
  ['de-top', 'de.html', undefined, 2000],
  ['de-terms', 'de.html', de?.terminology[0]?.anchor, 2000],
  // Deep in the big table, where the jump index leads: the letter S.
  ['de-letter-s', 'de.html', de?.terminology[0]?.initials.find((i) => i.letter === 'S')?.anchor, 1200],
  ['ja-top', 'ja.html', undefined, 1600],
  ['ja-terms', 'ja.html', ja?.terminology[0]?.anchor, 900],
  ['ar-terms', 'ar.html', ar?.terminology[0]?.anchor, 1400],
  ['fr-hostile', 'fr.html', fr?.lists.find((l) => l.name.includes('<'))?.anchor, 1600],
  ['de-search', 'de.html', de?.terminology[0]?.anchor, 1000, SEARCH],
  // The index's search over every page: a term typed without its accent, hits listed as links.
  ['index-search', 'index.html', undefined, 1100, typed('vault type 4')],
];
const pages = guidePages(guide);
const commands: string[][] = [];
for (const [name, page, anchor, height, then = ''] of shots) {
  let file = join(outDir, page);
  if (anchor !== undefined || then !== '') {
    file = join(outDir, `${name}.preview.html`);
    const cut = anchor === undefined ? '' : `<script>var a=document.getElementById(${JSON.stringify(anchor)});var n=a.closest('main > *');while(n.previousElementSibling)n.previousElementSibling.remove();var r=a.closest('tbody tr');while(r&&r.previousElementSibling)r.previousElementSibling.remove();</script>`;
    await writeFile(file, (pages.get(page) ?? '').replace('</body>', `${cut}${then}</body>`));
  }
  commands.push(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${join(outDir, `${name}.png`)}`, `--window-size=1280,${height}`, `file://${file}`]);
}
console.log(`Wrote ${outDir}: ${guide.languages.length} language pages and the index.`);
for (const command of commands) {
  console.log(command.join(' '));
  if (screenshot) execFileSync(command[0] as string, command.slice(1), { stdio: 'ignore', timeout: 60_000 });
}
