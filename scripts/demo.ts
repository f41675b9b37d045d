/**
 * `npm run demo`: the main job, end to end, on the embedded emulator.
 * It seeds a "live" account that has drifted from styles/ (an edited rule, a
 * reworded prompt, a stray instruction, a list that does not exist yet, and a
 * list nobody manages) and from glossaries/ (a term changed by hand, one
 * added), then runs validate → plan → apply → plan. It exits non-zero unless
 * the second plan is empty, so CI runs it as a real check.
 */
import { type CreateListBody, DEFAULT_AUTH_SCHEME } from '../src/catalog/types.ts';
import { startEmulator } from '../src/emulator/emulator.ts';
import { loadProject } from '../src/config/project.ts';
import { run } from '../src/cli/main.ts';
import type { CliIO } from '../src/cli/io.ts';
import type { DesiredList } from '../src/config/model.ts';
import type { DesiredGlossary } from '../src/catalog/glossary.ts';
import { allowedValues } from '../src/catalog/catalog.ts';
import { makeStyle, wantsColor } from '../src/report/style.ts';

const API_KEY = 'demo-key-not-a-secret';
const cwd = process.cwd();
// A terminal gets colour, like every command; a pipe, a CI log or NO_COLOR gets plain text.
const terminal = Boolean(process.stdout.isTTY);
const style = makeStyle(wantsColor(terminal, process.env));

function drifted(list: DesiredList, index: number): CreateListBody | undefined {
  const body: CreateListBody = {
    name: list.name,
    language: list.language,
    configured_rules: structuredClone(list.configured_rules),
    custom_instructions: list.custom_instructions.map(({ label, prompt, source_language }) => ({ label, prompt, source_language })),
  };
  switch (index % 4) {
    case 0: {
      // Someone changed a rule in the web UI to another allowed value, and reworded the first prompt.
      changeOneRule(body);
      const first = body.custom_instructions[0];
      if (first) first.prompt = `${first.prompt} Always.`;
      return body;
    }
    case 1:
      // A stray instruction that the files do not have.
      body.custom_instructions.push({ label: 'Old tagline', prompt: 'Translate "Think different" literally.', source_language: 'en' });
      return body;
    case 2:
      return undefined; // not live yet: apply creates it
    default:
      return body; // already in sync
  }
}

function changeOneRule(body: CreateListBody): void {
  for (const [group, rules] of Object.entries(body.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) {
      const other = allowedValues(group, rule)?.find((v) => v !== value);
      if (other) {
        rules[rule] = other;
        return;
      }
    }
  }
}

/**
 * Each glossary of the files, drifted the way hand edits drift: the first term
 * of each dictionary changed and a term added, so the plan shows a PUT (a
 * term to remove) and the changed term, through the service's own route.
 */
async function seedGlossaries(url: string, glossaries: readonly DesiredGlossary[]): Promise<void> {
  for (const g of glossaries.filter((x) => x.state === 'present')) {
    const dictionaries = g.dictionaries.map((d) => {
      const entries = [...d.entries].map(([s, t], i) => (i === 0 ? [s, `${t} (old)`] : [s, t]));
      entries.push(['log in', d.target_lang === 'de' ? 'einloggen' : 'login']);
      return { source_lang: d.source_lang, target_lang: d.target_lang, entries: entries.map(([s, t]) => `${s}\t${t}`).join('\n'), entries_format: 'tsv' };
    });
    const answer = await fetch(`${url}/v3/glossaries`, {
      method: 'POST',
      headers: { authorization: `${DEFAULT_AUTH_SCHEME} ${API_KEY}`, 'content-type': 'application/json', 'user-agent': 'stylesync-demo' },
      body: JSON.stringify({ name: g.name, dictionaries }),
    });
    if (answer.status !== 201) throw new Error(`demo: seeding glossary "${g.name}" answered ${answer.status}`);
  }
}

async function main(): Promise<number> {
  const { result } = await loadProject({ cwd });
  if (!result.ok) throw new Error(`the demo's files do not validate: ${JSON.stringify(result.errors.slice(0, 3))}`);
  const present = result.lists.filter((l) => l.state === 'present');
  const seed = present.map(drifted).filter((b): b is CreateListBody => b !== undefined);
  seed.push({ name: 'Legacy Support FR', language: 'fr', configured_rules: {}, custom_instructions: [] });

  const emulator = await startEmulator({ port: 0, seed });
  await seedGlossaries(emulator.url, result.glossaries);
  const io: CliIO = {
    stdout: (s) => void process.stdout.write(s),
    stderr: (s) => void process.stderr.write(s),
    env: { ...process.env, STYLESYNC_API_KEY: API_KEY, STYLESYNC_BASE_URL: emulator.url },
    cwd,
    isTTY: terminal,
  };
  const step = async (title: string, argv: string[]) => {
    process.stdout.write(`\n${style.bold(`$ stylesync ${argv.join(' ')}`)}   # ${title}\n\n`);
    const code = await run(argv, io);
    process.stdout.write(`\n(exit ${code})\n`);
    return code;
  };

  try {
    process.stdout.write(`Embedded emulator at ${emulator.url}, seeded with ${seed.length} drifted live lists.\n`);
    if ((await step('check the style files', ['validate'])) !== 0) return 1;
    if ((await step('what would change', ['plan', '--detailed-exitcode'])) !== 2) return 1;
    if ((await step('make the live lists match', ['apply', '--yes'])) !== 0) return 1;
    const again = await step('a second plan is empty', ['plan', '--detailed-exitcode']);
    if (again !== 0) {
      process.stderr.write('demo: the second plan was not empty; apply did not converge.\n');
      return 1;
    }
    process.stdout.write('\nDemo complete: the live lists match styles/ and the live glossaries match glossaries/.\n');
    return 0;
  } finally {
    await emulator.close();
  }
}

process.exitCode = await main();
