import { describe, expect, it } from 'vitest';
import { DE_RULES, styleFile } from '../world/files.ts';
import { editByHand, events, KEY, useStage, TOKEN, workflowCommands } from '../world/action.ts';
import { expectContains } from '../world/expect-contains.ts';

const s = useStage();

/** A translate example for the end of a style file. */
const example = (text: string) => `examples:\n  - text: ${JSON.stringify(text)}\n    source_language: en\n`;

/** Splits a comment or summary at the drift heading. */
function sections(text: string): { own: string; drift: string } {
  const at = Math.max(text.indexOf('### Drift'), text.indexOf('**Drift:** none'));
  return at < 0 ? { own: text, drift: '' } : { own: text.slice(0, at), drift: text.slice(at) };
}

describe('drift on a pull request', () => {
  it('is shown apart from the pull request’s own changes, with its own heading, sides and previews', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', `${styleFile({ name: 'German', rules: DE_RULES })}${example('The fee is 1.5 percent.')}`);
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr', instructions: [{ label: 'Tone', prompt: 'Be polite.' }] }) + example('Hello.'));
    const base = s.commit('base');
    expect((await s.run(events.push(), s.inputs({ command: 'apply' }))).code).toBe(0);

    // Someone edits German by hand on the service: drift nobody reviews in this pull request.
    await editByHand(s, 'German', { numbers: { decimal_separator: 'use_period_as_decimal_separator' } });

    // The pull request changes French only.
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr', instructions: [{ label: 'Tone', prompt: 'Be very polite.' }] }) + example('Hello.'));
    s.commit('French: politer');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'check-translations': 'true' }));
    expect(result.code, result.stdout).toBe(0);

    const comment = s.github.comments(7)[0]?.body ?? '';
    for (const text of [comment, result.summary]) {
      const { own, drift } = sections(text);
      expectContains(own, [
        '**Changes from this pull request**',
        '### Plan: 0 to create, 1 to update, 0 to delete.',
        '<b>French</b>',
        'Examples of <b>French</b> (fr, live → this pull request)',
        '| Example | Live (the service) | This pull request |',
      ], ['| Before | After |', 'German']);
      // A heading of its own, never the pull request's `Plan:`, after a rule; its columns say which side is live.
      expect(drift).toMatch(new RegExp(`^### Drift: the service differs from the base branch \\(main, commit ${base.slice(0, 7)}\\)\n`));
      expect(text.slice(0, text.indexOf('### Drift'))).toMatch(/\n---\n\n$/);
      expectContains(drift, [
        '> **Not part of this pull request**, but applying after the merge makes these changes too: 0 to create, 1 to update, 0 to delete.',
        '<b>German</b>',
        '| Decimal separator | period | comma | <code>numbers.decimal\\_separator</code> |',
        '| Rule | Live (the service) | File (base branch) | Identifier |',
        // The drifted list's before/after examples sit with the drift, named by side.
        'Examples of <b>German</b> (de, live → base branch file)',
        '| Example | Live (the service) | File (base branch) |',
      ], ['Plan:', 'French']);
    }
    // The outputs describe what applying would do: both lists.
    expect(result.outputs).toMatchObject({ 'has-changes': 'true', updates: '2' });
  });

  it('says there is none when the live lists match the base branch', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    expect((await s.run(events.push(), s.inputs({ command: 'apply' }))).code).toBe(0);
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
    s.commit('French');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.summary).toContain('**Drift:** none. The live lists match the base branch');
    expect(sections(result.summary).own).toContain('<b>French</b>');
  });

  it('says why when the base commit is not in the checkout', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    s.commit('base');
    const result = await s.run(events.pullRequest({ baseSha: 'f'.repeat(40) }), s.inputs());
    expect(result.code).toBe(0);
    expectContains(result.summary, [
      'Drift was not checked: the base commit ffffffffffff is not in this checkout',
      'fetch-depth: 0',
      '<b>German</b>',
    ], ['\\`']);
  });
});

describe('an oversize plan', () => {
  it('is cut per list under GitHub’s comment limit, keeps the summary line, and the full plan file exists', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    const base = s.commit('config');
    // One directive, long: the Action's strict default makes a prompt of several directives an error (validate-instructions.ts).
    const prompt = (i: number, j: number) => `Instruction ${j} of list ${i}: keep ${'the register formal and the terminology consistent, '.repeat(4)}`;
    for (let i = 0; i < 12; i++) {
      const instructions = Array.from({ length: 40 }, (_, j) => ({ label: `Rule ${j}`, prompt: prompt(i, j) }));
      await s.write(`styles/list-${String(i).padStart(2, '0')}.yaml`, styleFile({ name: `List ${i}`, rules: DE_RULES, instructions }));
    }
    s.commit('many lists');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.code, result.stdout).toBe(0);

    const body = s.github.comments(7)[0]?.body ?? '';
    expect([...body].length).toBeLessThanOrEqual(65_536);
    expect(body.length).toBeGreaterThan(50_000);
    expect(body).toContain('This plan is too long for one comment');
    expect(body).toContain('[The whole plan is in the job summary of this run.](https://github.example/acme/styles/actions/runs/');
    // Every list keeps its heading; the cut is per list.
    for (let i = 0; i < 12; i++) expect(body).toContain(`<b>List ${i}</b>`);
    // The summary and the plan file hold everything.
    const full = result.files['plan-markdown-file'] as string;
    expect(full.length).toBeGreaterThan(65_536);
    expect(full).toContain(prompt(11, 39).trim());
    expect(result.summary).toContain(prompt(11, 39).trim());
    expect(body).toContain('Plan: 12 to create, 0 to update, 0 to delete.');
    expect(result.summary).toContain('Plan: 12 to create, 0 to update, 0 to delete.');
  });
});

describe('a plan over the job summary limit', () => {
  it('is cut to 1 MiB in the summary, which names plan.md, and plan.md holds all of it', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    const prompt = (i: number, j: number) => `List ${i} rule ${j}: write ${'numbers, dates and currencies the way readers in the region expect them, '.repeat(3)}`.slice(0, 290);
    for (let i = 0; i < 40; i++) {
      const instructions = Array.from({ length: 100 }, (_, j) => ({ label: `Rule ${j}`, prompt: prompt(i, j) }));
      await s.write(`styles/list-${String(i).padStart(2, '0')}.yaml`, styleFile({ name: `List ${i}`, rules: DE_RULES, instructions }));
    }
    s.commit('forty long lists');
    const result = await s.run(events.push(), s.inputs());
    expect(result.code, result.stdout).toBe(0);
    const full = result.files['plan-markdown-file'] as string;
    expect(Buffer.byteLength(full)).toBeGreaterThan(1024 * 1024);
    expect(full).toContain(prompt(39, 99));
    expect(Buffer.byteLength(result.summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(Buffer.byteLength(result.summary)).toBeGreaterThan(900 * 1024);
    expect(result.summary).toContain('Plan: 40 to create, 0 to update, 0 to delete.');
    expect(result.summary).toContain(`is in ${result.outputs['plan-markdown-file']} on the runner`);
    for (let i = 0; i < 40; i++) expect(result.summary).toContain(`<b>List ${i}</b>`);
  });
});

describe('validation problems', () => {
  it('become annotations on the files, and a prompt holding workflow commands stays text', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/bad.yaml', 'name: Bad\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_separator: "sometimes\\n::error::INJECTED-VALUE"\n');
    await s.write(
      'styles/evil.yaml',
      styleFile({
        name: '::warning::INJECTED-NAME',
        rules: DE_RULES,
        instructions: [
          { label: '::error::INJECTED-LABEL', prompt: 'Be nice.\n::error::INJECTED-PROMPT\n::add-mask::Be\n##[error]INJECTED-LEGACY' },
          { label: 'Long', prompt: `${'x'.repeat(10_000)}\n::error::INJECTED-IN-DIAGNOSTIC` },
        ],
      }),
    );
    const base = s.commit('bad');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(result.code).toBe(1);
    const commands = workflowCommands(result.stdout);
    const annotations = commands.filter((c) => /^::(error|warning) /.test(c));
    expect(annotations.some((c) => c.startsWith('::error ') && c.includes('file=styles/bad.yaml,line=5,col=24'))).toBe(true);
    // Only the commands the Action itself issues: masks for its secrets, annotations, and the final failure.
    for (const command of commands) {
      expect(command).toMatch(/^::(add-mask::(sk-action-KEY|ghs_action-TOKEN)|(error|warning) title=stylesync [a-z-]+(,file=[^,:]+,line=\d+,col=\d+)?::|error::The style files have)/);
    }
    expect(result.stdout).not.toMatch(/^\s*::(error|warning|add-mask)::(INJECTED|Be$)/m);
    expect(result.stdout).not.toContain('##[error]INJECTED');
    expect(result.summary).toContain('The style files have errors');
  });

  it('keeps injected commands out of the log of a plan as well', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write(
      'styles/evil.yaml',
      styleFile({ name: '::warning::INJECTED-NAME', rules: DE_RULES, instructions: [{ label: '::error::INJECTED-LABEL', prompt: 'Be nice.\n::error::INJECTED-PROMPT' }] }),
    );
    const result = await s.run(events.pullRequest({ baseSha: s.commit('evil') }), s.inputs());
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toContain('INJECTED-PROMPT');
    expect(workflowCommands(result.stdout).filter((c) => !c.startsWith('::add-mask::'))).toEqual([]);
    // In Markdown the text is escaped, not interpreted.
    const comment = s.github.comments(7)[0]?.body ?? '';
    expect(comment).toContain('Be nice.<br>::error::INJECTED-PROMPT');
  });
});

describe('the key', () => {
  it('appears in no output, summary, output file, written file or comment; only in the mask command', async () => {
    await s.write('stylesync.yaml', 'styles_dir: styles\n');
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    const base = s.commit('base');
    const runs = [
      await s.run(events.pullRequest({ baseSha: base }), s.inputs()),
      await s.run(events.push(), s.inputs({ command: 'apply' })),
      await s.run(events.schedule(), s.inputs()),
      await s.run(events.pullRequest({ baseSha: base }), s.inputs({ command: 'apply' })),
      // Errors quote what they can: a refused key, a bad address.
      await s.run(events.push(), { ...s.inputs(), command: 'apply', 'api-key': `${KEY}-wrong` }),
      await s.run(events.push(), { ...s.inputs(), command: 'apply', 'base-url': `http://127.0.0.1:1/${KEY}` }),
    ];
    for (const run of runs) {
      // core.setSecret comes first: the runner masks the key before any other line.
      expect(run.stdout.split('\n')[0]).toMatch(/^::add-mask::sk-action-KEY/);
    }
    const texts = [...s.captured, ...s.github.comments(7).map((c) => ({ where: 'comment', text: c.body })), ...s.github.requests.map((r) => ({ where: 'github request', text: `${r.path} ${r.body ?? ''}` })),
      ...s.emu.log.map((e) => ({ where: 'service request path', text: e.path }))];
    expect(texts.length).toBeGreaterThan(20);
    for (const { where, text } of texts) {
      const withoutMasks = where === 'stdout' ? text.replace(/^::add-mask::.*$/gm, '') : text;
      expect(withoutMasks.includes(KEY), `the key leaked into ${where}`).toBe(false);
      expect(withoutMasks.includes(TOKEN), `the token leaked into ${where}`).toBe(false);
    }
  });
});
