import { describe, expect, it } from 'vitest';
import { NO_CHANGES_WITH_GLOSSARIES } from '../../src/report/summary-line.ts';
import { ACME_DE_FILES } from '../world/files.ts';
import { commitAll, git } from '../world/git.ts';
import { ACME_DE_LIVE, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #22: `plan --since REF` shows what the glossary files alone changed
// since REF (forbidden variants, definitions, notes): nothing of it is sent,
// so the plan against the service (the emulator, over 127.0.0.1) has no
// change and no write goes out.

const EN_DE = { source_lang: 'en', target_lang: 'de' };

const glossary = (forbidden: string, note: string) => `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in: {target: anmelden, forbidden: [${forbidden}], definition: To open a session., note: ${note}}
      dashboard: Dashboard
`;

const w = worldEach({
  files: { ...ACME_DE_FILES, 'glossaries/acme.yaml': glossary('einloggen', 'Buttons too.') },
  lists: [ACME_DE_LIVE],
  glossaries: [{ name: 'Acme Terms', dictionaries: [{ ...EN_DE, entries: [['sign in', 'anmelden'], ['dashboard', 'Dashboard']] }] }],
  arrange: async (repo) => commitAll(repo, 'v1'),
});

/** Requests since `mark` that are not reads. */
const writesSince = (mark: number) => requests(w.emu).slice(mark).filter((r) => !r.startsWith('GET '));

describe('plan --since REF', () => {
  it('a change of forbidden and note alone: a section after the plan in text, Markdown and JSON, and no write', async () => {
    await w.write('glossaries/acme.yaml', glossary('einloggen, "Login, Logout"', 'Buttons and links.'));
    const plain = await w.cli(['plan', '--detailed-exitcode']);
    expect(plain.stdout).toContain(NO_CHANGES_WITH_GLOSSARIES);
    expect(plain.stdout).not.toContain('glossary files alone');
    expect(plain.code).toBe(0);

    const mark = w.emu.log.length;
    const text = await w.cli(['plan', '--since', 'HEAD', '--detailed-exitcode']);
    // Not a pending change: the exit code is the service's.
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(
      [
        'Changes to the glossary files alone since HEAD: 1 term; nothing is sent to the service',
        '  ~ "sign in" (Acme Terms, en → de)  # glossaries/acme.yaml',
        '      forbidden: "einloggen" → "einloggen", "Login, Logout"',
        '      note changed: "Buttons and links."',
        '',
        NO_CHANGES_WITH_GLOSSARIES,
      ].join('\n'),
    );
    expect(text.stdout).not.toContain('definition');
    // --quiet prints the summary line alone, as without --since.
    expect((await w.cli(['plan', '--since', 'HEAD', '--quiet'])).stdout).toBe(`${NO_CHANGES_WITH_GLOSSARIES}\n`);

    const markdown = await w.cli(['plan', '--since', 'HEAD', '--format', 'markdown']);
    expectRun(markdown, 0, {
      stdout: [
        '### Changes to the glossary files alone: 1 term; nothing is sent to the service',
        '| Acme Terms (en → de) | sign in | forbidden | einloggen | einloggen<br>Login, Logout _(added)_ |',
      ],
    });

    const json = JSON.parse((await w.cli(['plan', '--since', 'HEAD', '--format', 'json'])).stdout);
    expect(json.files_alone).toEqual([
      {
        glossary: 'Acme Terms',
        file: 'glossaries/acme.yaml',
        source_lang: 'en',
        target_lang: 'de',
        source: 'sign in',
        fields: [
          { field: 'forbidden', before: [{ term: 'einloggen' }], after: [{ term: 'einloggen' }, { term: 'Login, Logout' }] },
          { field: 'note', before: 'Buttons too.', after: 'Buttons and links.' },
        ],
      },
    ]);
    expect(json.glossaries).toMatchObject({ items: [], unchanged: ['Acme Terms'] });
    expect(writesSince(mark)).toEqual([]);
  });

  it('without changes to the files alone: no section, and an empty files_alone in JSON', async () => {
    const r = await w.cli(['plan', '--since', 'HEAD']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('glossary files alone');
    expect(JSON.parse((await w.cli(['plan', '--since', 'HEAD', '--format', 'json'])).stdout).files_alone).toEqual([]);
  });

  it('a saved plan does not carry them: nothing of them is applied', async () => {
    await w.write('glossaries/acme.yaml', glossary('einloggen', 'Buttons and links.'));
    const r = await w.cli(['plan', '--since', 'HEAD', '--out', 'plan.json']);
    expectRun(r, 0, { stdout: ['note changed'] });
    expect(await w.read('plan.json')).not.toContain('files_alone');
    // The JSON output, which does carry them, can be applied as a saved plan can: files_alone is not read.
    await w.write('out.json', (await w.cli(['plan', '--since', 'HEAD', '--format', 'json'])).stdout);
    const mark = w.emu.log.length;
    const apply = await w.cli(['apply', 'out.json', '--yes']);
    expect(apply.code).toBe(0);
    expect(writesSince(mark)).toEqual([]);
  });

  it('hostile text in a note stays inert in the terminal, and a long note is cut', async () => {
    // C0 controls such as ESC are refused by validate (a TBX export cannot hold them); a C1 CSI is not.
    const hostile = `"Red \\u009b31mALERT\\u009b0m \\u202eevil ##[error]x ${'word '.repeat(40)}end"`;
    await w.write('glossaries/acme.yaml', glossary('einloggen', hostile));
    expect((await w.cli(['validate'])).code).toBe(0);
    const r = await w.cli(['plan', '--since', 'HEAD']);
    expect(r.code).toBe(0);
    const line = r.stdout.split('\n').find((l) => l.includes('note changed')) as string;
    expect(line).toBeDefined();
    expect(line).not.toContain('\u009b');
    expect(line).not.toContain('\u202e');
    expect(line).not.toContain('##[error]');
    // Shown, not obeyed: the escape and the override are visible as code points.
    expect(line).toContain('Red \\u009b31mALERT\\u009b0m \\u202eevil');
    expect(line).toMatch(/ word…"$/);
    expect(line).not.toContain('end"');
  });

  it('an unknown ref, a ref that reads as an option, and a ref whose files have errors: an error with a hint, and no plan', async () => {
    const unknown = await w.cli(['plan', '--since', 'no-such-tag']);
    expectRun(unknown, 1, { stderr: ['Cannot read the files: --since no-such-tag is not in this checkout.'] });
    // A long ref, with what a terminal would obey: shown once, cut, and inert.
    const long = `v1\x1b]52;c;cHduZWQ=\x07${'x'.repeat(5000)}`;
    const echoed = await w.cli(['plan', '--since', long]);
    expect(echoed.code).toBe(1);
    expect(echoed.stderr.split('v1').length - 1).toBe(1);
    expect(echoed.stderr).toContain(`--since v1\\u001b]52;c;cHduZWQ=\\u0007${'x'.repeat(61)}… is not in this checkout.`);
    expect(echoed.stderr).not.toContain('\x1b');
    expect(echoed.stderr.length).toBeLessThan(600);
    expect(unknown.stderr).toContain('hint: Give --since a commit, branch or tag of this repository.');
    expect(unknown.stdout).not.toContain('No changes');
    const option = await w.cli(['plan', '--since=--output=x']);
    expectRun(option, 1, { stderr: ['is not a commit name'] });

    await w.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries: nope\n');
    git(w, 'commit', '-qam', 'broken');
    await w.write('glossaries/acme.yaml', glossary('einloggen', 'Buttons too.'));
    const broken = await w.cli(['plan', '--since', 'HEAD']);
    expectRun(broken, 1, {
      stderr: [
        'The files at HEAD have errors (1; the first: glossaries/acme.yaml:2:15: `dictionaries` must be a list, not the text "nope" [wrong-type]), so what changed since cannot be shown; no plan was made.',
        'hint: Give --since a commit whose files were valid, or leave --since out.',
      ],
    });
  });
});
