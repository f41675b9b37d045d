import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/apply/record-file.ts';
import { entriesOf } from '../world/service.ts';

const parseRecords = (text: string) => entriesOf(parseRecord(text, 'record.jsonl').entries, 'list');
import { DE_RULES, styleFile } from '../world/files.ts';
import { editByHand, events, useStage } from '../world/action.ts';

const s = useStage({}, async (s) => {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES, instructions: [{ label: 'Tone', prompt: 'Use the formal Sie.' }] }));
  await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
  s.commit('styles');
});

const apply = () => s.inputs({ command: 'apply' });

describe('the Action applying on push to the default branch', () => {
  it('writes the records to the summary and record-file, the ids to ids-file; a second push plans nothing', async () => {
    const first = await s.run(events.push(), apply());
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const live = s.emu.lists();
    expect(live.map((l) => l.name).sort()).toEqual(['French', 'German']);

    const records = parseRecords(first.files['record-file'] as string);
    expect(records.map((r) => `${r.operation} ${r.list}`).sort()).toEqual(['create_list French', 'create_list German']);
    for (const record of records) {
      expect(record.trace_id).toMatch(/\S/);
      expect(record.version_after).toBeGreaterThan(0);
      expect(first.summary).toContain(record.trace_id as string);
    }
    expect(first.summary).toContain('### Writes');
    expect(first.summary).toContain('**2 writes sent: 2 applied, 0 failed.**');
    // The table fits the page: ids cut to their start, the outcome beside the write's number; the full ids in a block below.
    const [table, full] = first.summary.slice(first.summary.indexOf('### Writes')).split('<details>') as [string, string];
    const german = live.find((l) => l.name === 'German')?.style_id as string;
    expect(table).toContain(`| ✅ applied | create\\_list | German | 1 | ${german.slice(0, 8)}… |`);
    for (const record of records) {
      expect(table).not.toContain(record.trace_id as string);
      expect(table).not.toContain(record.style_id as string);
      expect(full).toContain(`| ${record.style_id} | ${record.trace_id} |`);
    }
    expect(Math.max(...table.split('\n').map((line) => line.length))).toBeLessThan(110);
    expect(full).toContain(`${first.outputs['record-file']} (output \`record-file\`)`);
    const ids = JSON.parse(first.files['ids-file'] as string) as unknown;
    // The ids file of format 2 (#28): one object per kind; a repository without glossary files has none.
    expect(ids).toEqual({ format_version: 2, lists: Object.fromEntries(live.map((l) => [l.name, l.style_id])), glossaries: {} });
    expect(first.outputs).toMatchObject({ 'has-changes': 'true', creates: '2', updates: '0', deletes: '0' });

    const mark = s.emu.log.length;
    const second = await s.run(events.push(), apply());
    expect(second.code).toBe(0);
    expect(second.outputs).toMatchObject({ 'has-changes': 'false', creates: '0', updates: '0', deletes: '0' });
    expect(second.summary).toContain('No changes. The live lists match the style files.');
    expect(parseRecords(second.files['record-file'] as string)).toEqual([]);
    expect(JSON.parse(second.files['ids-file'] as string)).toEqual(ids);
    expect(s.emu.log.slice(mark).filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it('applies on workflow_dispatch too', async () => {
    const result = await s.run(events.dispatch(), apply());
    expect(result.code).toBe(0);
    expect(s.emu.lists()).toHaveLength(2);
  });

  it('refuses apply on a push to another branch, writing nothing', async () => {
    const result = await s.run(events.push('feature'), apply());
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('runs only on a push to the default branch (main), not on refs/heads/feature');
    expect(s.emu.log).toEqual([]);
  });

  it('stops sending when the workflow is cancelled (SIGINT), records what was written, fails, and the next push converges', async () => {
    for (let i = 0; i < 20; i++) await s.write(`styles/extra-${i}.yaml`, styleFile({ name: `Extra ${i}` }));
    s.commit('more lists');
    // Every create is held, so the signal comes while writes are in flight and before most are sent, at any speed
    // (a 300 ms latency raced the signal: a loaded machine could send all or none in time). Once the run has taken
    // the signal, holding stops and the held creates land: they are the writes in flight, answered and recorded.
    s.emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'hold' });
    const result = await s.run(events.push(), apply(), {}, (child, stdout) => {
      void (async () => {
        await s.emu.whenStalled('POST', '/v3/style_rules').stalled;
        child.kill('SIGINT');
        await new Promise<void>((noticed) => {
          const check = () => stdout().includes('Interrupted:') && noticed();
          child.stdout?.on('data', check);
          check();
        });
        s.emu.clearFaults();
        await s.emu.release();
      })();
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Interrupted: no further write will be sent');
    const live = s.emu.lists();
    expect(result.stdout).toMatch(/Apply interrupted: \d+ applied, \d+ not sent\./);
    expect(live.length).toBeLessThan(22);
    const records = parseRecords(result.files['record-file'] ?? '');
    expect(records.filter((r) => r.outcome === 'applied').map((r) => r.style_id).sort()).toEqual(live.map((l) => l.style_id).sort());

    s.emu.clearFaults();
    expect((await s.run(events.push(), apply())).code).toBe(0);
    expect(s.emu.lists()).toHaveLength(22);
  });

  it('fails with the message and hint the CLI prints when the service refuses the key', async () => {
    const result = await s.run(events.push(), { ...apply(), 'api-key': 'sk-wrong-key-000' });
    expect(result.code).toBe(1);
    const failure = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(failure).toHaveLength(1);
    expect(failure[0]).toMatch(/401/);
    expect(failure[0]).toContain('hint: ');
    // A workflow author sets inputs, not the CLI's flags and variables.
    expect(failure[0]).toContain('Set the `api-key` input to a valid key; check the `auth-scheme` input');
    expect(failure[0]).not.toMatch(/--auth-scheme|STYLESYNC_API_KEY/);
    expect(s.emu.lists()).toEqual([]);
  });

  it('names the auth-scheme input when the service refuses the scheme word', async () => {
    const result = await s.run(events.push(), { ...apply(), 'auth-scheme': 'Bearer' });
    expect(result.code).toBe(1);
    const failure = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(failure).toHaveLength(1);
    expect(failure[0]).toMatch(/403/);
    expect(failure[0]).toContain('"Authorization: Bearer <key>"; if the service expects another word, set it with the `auth-scheme` input');
    expect(failure[0]).not.toContain('--auth-scheme');
    expect(s.emu.lists()).toEqual([]);
  });
});

describe('the Action on schedule', () => {
  it('passes when the live lists match and fails on drift, with the plan in the summary', async () => {
    expect((await s.run(events.push(), apply())).code).toBe(0);
    const clean = await s.run(events.schedule(), s.inputs());
    expect(clean.code).toBe(0);
    expect(clean.summary).toContain('## stylesync drift check');
    expect(clean.summary).toContain('No changes.');

    // Someone edits a list by hand.
    await editByHand(s, 'German', { numbers: { decimal_separator: 'use_period_as_decimal_separator' } });
    const mark = s.emu.log.length;

    const drifted = await s.run(events.schedule(), s.inputs());
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toMatch(/^::error::The live lists have drifted from the style files: Plan: 0 to create, 1 to update, 0 to delete\./m);
    expect(drifted.summary).toContain('| Decimal separator | period | comma | <code>numbers.decimal\\_separator</code> |');
    // The failure is written into the summary under the plan: it does not send the reader to the summary.
    expect(drifted.summary).toContain('> [!CAUTION]\n> **This step failed:** The live lists have drifted');
    expect(drifted.summary).not.toMatch(/in the job summary/i);
    expect(drifted.outputs['has-changes']).toBe('true');
    // A drift check only reads.
    expect(s.emu.log.slice(mark).filter((e) => e.method !== 'GET')).toEqual([]);
  });
});

describe('the Action without a key', () => {
  it('says to pass the api-key input from a secret', async () => {
    const result = await s.run(events.push(), { 'base-url': s.emu.url, command: 'apply' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error::No API key: the `api-key` input is empty, and STYLESYNC_API_KEY is not set\.%0Ahint: Pass the key from a secret/m);
    expect(result.summary).toContain('No API key');
    expect(s.emu.log).toEqual([]);
  });
});

describe('a held-back list', () => {
  it('fails plan and apply naming it, while the rest is planned, commented and applied', async () => {
    expect((await s.run(events.push(), apply())).code).toBe(0);
    // A second live list with the same name: stylesync cannot tell which one the file means.
    s.emu.seed([{ name: 'German', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    await s.write('styles/it.yaml', styleFile({ name: 'Italian', language: 'it' }));
    const base = s.commit('Italian');

    const plan = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(plan.code).toBe(1);
    expect(plan.stdout).toMatch(/^::error::1 list is held back: /m);
    expect(s.github.comments(7)[0]?.body).toContain('1 list is held back');
    expect(s.github.comments(7)[0]?.body).toContain('<b>Italian</b>');

    const applied = await s.run(events.push(), apply());
    expect(applied.code).toBe(1);
    expect(applied.stdout).toMatch(/^::error::1 list is held back \(the rest was applied\): /m);
    expect(s.emu.lists().map((l) => l.name).sort()).toEqual(['French', 'German', 'German', 'Italian']);
    expect(parseRecords(applied.files['record-file'] as string).map((r) => `${r.operation} ${r.list}`)).toEqual(['create_list Italian']);
  });

  it('does not claim the rest was applied when nothing was sent', async () => {
    expect((await s.run(events.push(), apply())).code).toBe(0);
    s.emu.seed([{ name: 'German', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    // A source language the service does not offer: the language checks fail, so no plan is saved or applied.
    await s.write('styles/it.yaml', styleFile({ name: 'Italian', language: 'it', instructions: [{ label: 'Tone', prompt: 'Formal.', source_language: 'xx' }] }));
    s.commit('Italian with an unknown source language');
    const mark = s.emu.log.length;
    const applied = await s.run(events.push(), apply());
    expect(applied.code).toBe(1);
    expect(applied.stdout).toMatch(/^::error::The language checks found errors/m);
    expect(applied.stdout).not.toContain('the rest was applied');
    expect(s.emu.log.slice(mark).filter((e) => e.method !== 'GET')).toEqual([]);
  });
});

describe('a write that fails during apply', () => {
  it('fails the step naming the list and the service message, after the other lists were written', async () => {
    expect((await s.run(events.push(), apply())).code).toBe(0);
    await s.write('styles/de.yaml', styleFile({ name: 'German', instructions: [{ label: 'Tone', prompt: 'Use the formal Sie.' }] }));
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr', instructions: [{ label: 'Tone', prompt: 'Vouvoyez.' }] }));
    s.commit('German rules dropped, French instruction added');
    s.emu.addFault({ method: 'PUT', route: '/v3/style_rules/:style_id/configured_rules', kind: 'status', status: 500 });
    const result = await s.run(events.push(), apply());
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error::1 write failed, the first on "German": .*500/m);
    expect(result.stdout).toContain('the other lists were applied');
    expect(parseRecords(result.files['record-file'] as string).map((r) => `${r.list} ${r.outcome}`).sort()).toEqual(['French applied', 'German failed']);
  });
});
