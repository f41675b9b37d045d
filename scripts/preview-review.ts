/**
 * `npm run preview:review [DIR]`: the reviewer's view, to look at before
 * calling a change to the Action's Markdown done (issue 17). It builds a rich
 * scenario on the in-process emulator (40 lists; creates, updates, a rename,
 * a delete, a replace, drift, passing and failing translate previews; and
 * glossaries: term changes cut at 20, a new dictionary, a tombstone, glossary
 * drift, a hostile glossary, and long-form entries whose forbidden variants,
 * definition, note and `translate: false` change in the files alone), runs
 * the Action bundled from src/ as the runner would (INPUT_* variables, a job
 * summary file, the local fake GitHub API of test/action/), and renders the
 * pull-request comment, its job summary, the error comment and the apply
 * summary to HTML as GitHub does: GFM (marked), GitHub's alerts
 * (marked-alert) and GitHub's stylesheet (github-markdown-css). It writes
 * DIR/*.md and DIR/*.html (default /tmp/stylesync-preview) and prints the
 * chromium command that screenshots them; with `--screenshot` it runs it.
 *
 * Raw HTML (`<details>`, `<b>`, `<br>`) passes through as GitHub lets it;
 * GitHub's sanitiser is not applied, so this shows layout, not security.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Marked } from 'marked';
import markedAlert from 'marked-alert';
import { stringify } from 'yaml';
import { createClient } from '../src/live/client.ts';
import { editByHand, events, KEY, stage, type Stage } from '../test/world/action.ts';

const args = process.argv.slice(2);
const screenshot = args.includes('--screenshot');
const outDir = resolve(args.find((a) => !a.startsWith('--')) ?? '/tmp/stylesync-preview');

interface ListFile {
  name: string;
  language: string;
  style_id?: string;
  state?: 'absent';
  configured_rules?: Record<string, Record<string, string>>;
  custom_instructions?: Array<{ label: string; prompt: string; source_language: string }>;
  examples?: Array<{ text: string; source_language: string; expect?: Record<string, string[]> }>;
  glossaries?: string[];
}

const instruction = (label: string, prompt: string) => ({ label, prompt, source_language: 'en' });
const COMMA = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };
const PERIOD = { numbers: { decimal_separator: 'use_period_as_decimal_separator' } };

/** The 40 lists of the base branch. */
function baseLists(): Record<string, ListFile> {
  const files: Record<string, ListFile> = {
    'marketing-de': {
      name: 'Acme Marketing DE',
      language: 'de',
      configured_rules: { ...PERIOD, punctuation: { quotation_mark: 'use_double_curly_quotation_marks' } },
      custom_instructions: [instruction('Formal address', 'Address the reader with "Sie".'), instruction('Anglicisms', 'Prefer German terms over anglicisms.')],
    },
    'support-fr': { name: 'Support FR', language: 'fr', custom_instructions: [instruction('Tone', 'Be polite and brief.')] },
    'legacy-promo-de': {
      name: 'Legacy Promo DE',
      language: 'de',
      configured_rules: COMMA,
      custom_instructions: [instruction('Black Friday', 'Keep "Black Friday" in English.'), instruction('Prices', 'Write prices as 9,99 €.')],
    },
    'docs-de': { name: 'Docs DE', language: 'en', custom_instructions: [instruction('Product names', 'Keep product names in English.')] },
    'prices-de': {
      name: 'Prices DE',
      language: 'de',
      configured_rules: PERIOD,
      examples: [{ text: 'It costs 12.50 euros.', source_language: 'en', expect: { contains: ['12,50'] } }],
    },
    'checkout-de': {
      name: 'Checkout DE',
      language: 'de',
      configured_rules: PERIOD,
      examples: [{ text: 'Pay 3.5 euros now.', source_language: 'en', expect: { contains: ['3;5'] } }],
    },
    'legal-de': {
      name: 'Legal DE',
      language: 'de',
      configured_rules: COMMA,
      custom_instructions: [instruction('Terms', 'Call the terms "AGB".')],
      examples: [{ text: 'The fee is 1.5 percent.', source_language: 'en', expect: { contains: ['1,5'] } }],
    },
  };
  for (let i = 1; i <= 33; i++) {
    const n = String(i).padStart(2, '0');
    files[`product-${n}`] = { name: `Product ${n} DE`, language: 'de', configured_rules: COMMA, custom_instructions: [instruction('Brand', `Keep "Product ${n}" in English.`)] };
  }
  return files;
}

async function writeLists(s: Stage, files: Record<string, ListFile>): Promise<void> {
  for (const [file, list] of Object.entries(files)) await s.write(`styles/${file}.yaml`, stringify(list));
}

/** The scenario: base applied, drift by hand, then a pull request with every kind of change. */
async function scenario(s: Stage): Promise<{ base: string }> {
  // The base commit's guide address: the comment links changed rules, instructions and terms to the guide (issue #22).
  await s.write('stylesync.yaml', 'styles_dir: styles\nguide_url: https://acme.github.io/style-guide\n');
  const lists = baseLists();
  await writeLists(s, lists);
  s.commit('base');
  const applied = await s.run(events.push(), { 'api-key': KEY, 'base-url': s.emu.url, command: 'apply' });
  if (applied.code !== 0) throw new Error(`applying the base failed:\n${applied.stdout}`);

  // Drift: someone edits Legal DE on the service, which its example shows too.
  await editByHand(s, 'Legal DE', PERIOD);
  // Glossaries (issue #19): made on the service by hand, then taken into the base branch, except that "sign in" was changed there since (drift).
  const glossaryBase = await glossaries(s);

  const supportId = s.emu.lists().find((l) => l.name === 'Support FR')?.style_id;
  const pr = structuredClone(lists);
  pr['marketing-de'] = {
    ...lists['marketing-de']!,
    configured_rules: { ...COMMA, punctuation: { quotation_mark: 'use_guillemets' } },
    custom_instructions: [instruction('Formal address', 'Address the reader with "Sie", also in headlines.'), instruction('Gender', 'Prefer neutral wording.')],
    glossaries: ['Acme Product Terms'],
    // A sentence holding glossary terms: the comment shows the expectations derived from them, live and in this pull request.
    examples: [{ text: 'Sign in to Acme Cloud to see your dashboard.', source_language: 'en' }],
  };
  pr['support-fr'] = { ...lists['support-fr']!, name: 'Customer Support FR', ...(supportId ? { style_id: supportId } : {}) };
  pr['legacy-promo-de'] = { name: 'Legacy Promo DE', language: 'de', state: 'absent' };
  pr['docs-de'] = { ...lists['docs-de']!, language: 'de' };
  pr['prices-de'] = { ...lists['prices-de']!, configured_rules: COMMA };
  pr['checkout-de'] = { ...lists['checkout-de']!, configured_rules: COMMA };
  // Most products gain an instruction: a plan of about 40 lists, as a big pull request has.
  for (let i = 1; i <= 30; i++) pr[`product-${String(i).padStart(2, '0')}`]!.custom_instructions!.push(instruction('Units', 'Use metric units.'));
  pr['onboarding-ja'] = { name: 'Onboarding JA', language: 'ja', custom_instructions: [instruction('Politeness', 'Use desu/masu form.')] };
  pr['release-notes-es'] = { name: 'Release Notes ES', language: 'es', configured_rules: COMMA };
  await writeLists(s, pr);
  await glossaryChanges(s);
  s.commit('the pull request');
  return { base: glossaryBase };
}

/** An entry as a glossary file writes it: the short form (a target) or the long form (issue #22). */
type Entry = string | { target?: string; translate?: false; forbidden?: string[]; definition?: string; note?: string };

const ACME_DE: Array<[string, Entry]> = [
  ['sign in', { target: 'anmelden', forbidden: ['einloggen'] }],
  ['log out', 'abmelden'],
  ['Acme Cloud', 'Acme Cloud'],
  ['dashboard', { target: 'Dashboard', definition: 'The start page' }],
  ...Array.from({ length: 27 }, (_, i): [string, string] => [`setting ${i + 1}`, `Einstellung ${i + 1}`]),
];
const ACME_FR: Array<[string, Entry]> = [['sign in', { target: 'se connecter', note: 'Never "login".' }]];

/** The pair the service stores for an entry. */
const pair = ([source, entry]: [string, Entry]): [string, string] => [source, typeof entry === 'string' ? entry : (entry.target ?? source)];

/** Live glossaries, and the base branch's files for them; returns the base commit. */
async function glossaries(s: Stage): Promise<string> {
  const client = createClient({ baseUrl: s.emu.url, apiKey: KEY });
  const drifted = ACME_DE.map(pair).map(([source, target]): [string, string] => [source, source === 'sign in' ? 'einloggen' : target]);
  await client.createGlossary('Acme Product Terms', [
    { source_lang: 'en', target_lang: 'de', entries: drifted },
    { source_lang: 'en', target_lang: 'fr', entries: ACME_FR.map(pair) },
  ]);
  await client.createGlossary('Legacy Terms', [{ source_lang: 'en', target_lang: 'de', entries: [['cart', 'Warenkorb'], ['checkout', 'Kasse']] }]);
  await writeGlossary(s, 'acme', { name: 'Acme Product Terms', dictionaries: { de: ACME_DE, fr: ACME_FR } });
  await writeGlossary(s, 'legacy', { name: 'Legacy Terms', dictionaries: { de: [['cart', 'Warenkorb'], ['checkout', 'Kasse']] } });
  return s.commit('glossaries into git');
}

/**
 * The pull request: 25 terms added, 2 changed and 1 removed, a new dictionary, a tombstone, a glossary whose name and
 * terms are hostile; and in the files alone (the service never sees them) a forbidden variant and a note added, a
 * definition changed, a term kept untranslated, a note removed.
 */
async function glossaryChanges(s: Stage): Promise<void> {
  const edits: Record<string, Entry> = {
    'log out': 'ausloggen',
    'setting 1': 'Option 1',
    'sign in': { target: 'anmelden', forbidden: ['einloggen', 'login'], note: 'On buttons: "Anmelden".\nIn running text: "sich anmelden".' },
    'Acme Cloud': { translate: false },
    dashboard: { target: 'Dashboard', definition: 'The start page after signing in: usage, bills and alerts.' },
  };
  const de = ACME_DE.filter(([source]) => source !== 'setting 27').map(([source, entry]): [string, Entry] => [source, edits[source] ?? entry]);
  for (let i = 1; i <= 25; i++) de.push([`new term ${i}`, `neuer Begriff ${i}`]);
  await writeGlossary(s, 'acme', { name: 'Acme Product Terms', dictionaries: { de, fr: [['sign in', 'se connecter']], ja: [['sign in', 'サインイン']] } });
  await writeGlossary(s, 'legacy', { name: 'Legacy Terms', state: 'absent' });
  await writeGlossary(s, 'hostile', {
    name: 'Support <b>Terms</b> | @team',
    dictionaries: { de: [['::set-output name=x::y', '<img src=x onerror=alert(1)>'], ['`code` | pipe', '**bold** [link](https://e.example) \u202eRTL']] },
  });
}

async function writeGlossary(s: Stage, file: string, g: { name: string; state?: 'absent'; dictionaries?: Record<string, Array<[string, Entry]>> }): Promise<void> {
  const body: Record<string, unknown> = { name: g.name };
  if (g.state) body.state = g.state;
  if (g.dictionaries) {
    body.dictionaries = Object.entries(g.dictionaries).map(([target, entries]) => ({ source_language: 'en', target_language: target, entries: Object.fromEntries(entries) }));
  }
  await s.write(`glossaries/${file}.yaml`, stringify(body));
}

/** The comment's changes to the glossary files alone, its table opened as a reviewer opens it; a note when the comment has none. */
function filesAlone(comment: string): string {
  const start = comment.indexOf('### Changes to the glossary files alone');
  if (start < 0) return '(the comment has no changes to the glossary files alone)';
  const end = comment.indexOf('</details>', start) + '</details>'.length;
  return comment.slice(start, end).replace('<details>', '<details open>');
}

const marked = new Marked({ gfm: true }).use(markedAlert());
const require = createRequire(import.meta.url);

/** A page as GitHub shows it: GitHub's light stylesheet, at the width of a comment or a job summary. */
async function page(title: string, markdown: string, width: number): Promise<string> {
  const css = await readFile(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  const body = await marked.parse(markdown);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>${css}
body { background: #f6f8fa; margin: 0; padding: 24px; }
.markdown-body { box-sizing: border-box; max-width: ${width}px; margin: 0 auto; padding: 24px; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
/* marked-alert's classes, coloured as GitHub colours its alerts. */
.markdown-alert { padding: 0.5rem 1rem; margin-bottom: 16px; border-left: 0.25em solid; }
.markdown-alert-title { display: flex; font-weight: 500; align-items: center; line-height: 1; gap: 8px; }
.markdown-alert-title svg { fill: currentColor; }
.markdown-alert-note { border-color: #0969da; } .markdown-alert-note .markdown-alert-title { color: #0969da; }
.markdown-alert-tip { border-color: #1a7f37; } .markdown-alert-tip .markdown-alert-title { color: #1a7f37; }
.markdown-alert-important { border-color: #8250df; } .markdown-alert-important .markdown-alert-title { color: #8250df; }
.markdown-alert-warning { border-color: #9a6700; } .markdown-alert-warning .markdown-alert-title { color: #9a6700; }
.markdown-alert-caution { border-color: #d1242f; } .markdown-alert-caution .markdown-alert-title { color: #d1242f; }
</style></head><body><article class="markdown-body">${body}</article></body></html>\n`;
}

async function main(): Promise<void> {
  const s = await stage();
  const pages: Array<{ name: string; markdown: string; width: number }> = [];
  try {
    const { base } = await scenario(s);
    const inputs = { 'api-key': KEY, 'base-url': s.emu.url, 'check-translations': 'true', 'allow-replace': 'true', 'allow-deletes': '1' };
    const planned = await s.run(events.pullRequest({ baseSha: base }), inputs);
    // GitHub shows a comment about 780 px wide in a pull request's conversation, a job summary about 1000 px.
    pages.push({ name: 'comment', markdown: s.github.comments(7)[0]?.body ?? '(no comment)', width: 780 });
    pages.push({ name: 'summary', markdown: planned.summary, width: 1012 });
    // The comment's changes to the glossary files alone, as the Action wrote them, the table opened: GitHub shows it closed.
    pages.push({ name: 'files-alone', markdown: filesAlone(pages[0]?.markdown ?? ''), width: 780 });

    // The error comment: the style files break in a later push to the pull request.
    await s.write('styles/broken.yaml', 'name: Broken\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_separator: sometimes\n');
    s.commit('broken');
    await s.run(events.pullRequest({ baseSha: base }), inputs);
    pages.push({ name: 'error-comment', markdown: s.github.comments(7)[0]?.body ?? '(no comment)', width: 780 });
    await s.remove('styles/broken.yaml');
    s.commit('merged');

    const applied = await s.run(events.push(), { 'api-key': KEY, 'base-url': s.emu.url, command: 'apply', 'allow-replace': 'true', 'allow-deletes': '2' });
    pages.push({ name: 'apply-summary', markdown: applied.summary, width: 1012 });
  } finally {
    await s.close();
  }

  await mkdir(outDir, { recursive: true });
  for (const { name, markdown, width } of pages) {
    await writeFile(join(outDir, `${name}.md`), markdown);
    await writeFile(join(outDir, `${name}.html`), await page(name, markdown, width));
    const html = join(outDir, `${name}.html`);
    const png = join(outDir, `${name}.png`);
    const command = ['chromium', '--headless', '--no-sandbox', '--hide-scrollbars', `--screenshot=${png}`, '--window-size=1280,4000', `file://${html}`];
    if (screenshot) {
      execFileSync(command[0] as string, command.slice(1), { stdio: 'ignore' });
      console.log(png);
    } else {
      console.log(`${html}\n  ${command.join(' ')}`);
    }
  }
}

await main();
