import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/apply/record-file.ts';
import { entriesOf } from '../world/service.ts';
import { styleFile } from '../world/files.ts';
import { events, useStage } from '../world/action.ts';

// The Action applying glossary files on a push (issue #19), from source with
// INPUT_* variables, a temporary job summary and the fake GitHub API.

const glossary = (de: string) => `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
${de}`;

const s = useStage({}, async (s) => {
  await s.write('stylesync.yaml', 'styles_dir: styles\n');
  await s.write('styles/de.yaml', styleFile({ name: 'German' }));
  await s.write('glossaries/acme.yaml', glossary('      sign in: anmelden\n      Acme Cloud: Acme Cloud\n'));
  s.commit('style files and a glossary');
});

const apply = () => s.inputs({ command: 'apply' });
const records = (text: string | undefined) => parseRecord(text ?? '', 'record.jsonl').entries;

describe('the Action applying glossary files on push', () => {
  it('creates the glossary, shows its writes in the Writes table, the record and the ids file; a later removal is one PUT; a push after plans nothing', async () => {
    const first = await s.run(events.push(), apply());
    expect(first.code).toBe(0);
    const id = s.emu.glossaries()[0]!.glossary_id;
    const created = entriesOf(records(first.files['record-file']), 'glossary');
    expect(created).toEqual([expect.objectContaining({ glossary: 'Acme Terms', operation: 'create_glossary', glossary_id: id, entry_count_after: 2, outcome: 'applied' })]);
    expect(entriesOf(records(first.files['record-file']), 'list').map((r) => r.operation)).toEqual(['create_list']);
    expect(first.summary).toContain('**2 writes sent: 2 applied, 0 failed.**');
    expect(first.summary).toContain(`| ✅ applied | create\\_glossary | glossary Acme Terms | 2 | ${id.slice(0, 8)}… |`);
    expect(first.summary).toContain(`| ${id} | ${created[0]!.trace_id} |`);
    expect(JSON.parse(first.files['ids-file'] as string)).toEqual({ format_version: 2, lists: { German: s.emu.lists()[0]!.style_id }, glossaries: { 'Acme Terms': id } });

    await s.write('glossaries/acme.yaml', glossary('      sign in: anmelden\n'));
    s.commit('drop a term');
    const mark = s.emu.log.length;
    const second = await s.run(events.push(), apply());
    expect(second.code).toBe(0);
    expect(s.emu.log.slice(mark).filter((e) => e.method !== 'GET').map((e) => `${e.method} ${e.route}`)).toEqual(['PUT /v3/glossaries/:glossary_id/dictionaries']);
    const put = entriesOf(records(second.files['record-file']), 'glossary');
    expect(put).toEqual([expect.objectContaining({ operation: 'put_dictionary', source_lang: 'en', target_lang: 'de', entry_count_after: 1, backup: expect.stringContaining('glossary-') })]);
    expect(second.summary).toContain('| ✅ applied | put\\_dictionary en→de | glossary Acme Terms | 1 |');
    expect(second.stdout).toContain('~ glossary Acme Terms: PUT dictionary en→de → 1 entry (glossary backed up to ');

    const third = await s.run(events.push(), apply());
    expect(third.code).toBe(0);
    expect(records(third.files['record-file'])).toEqual([]);
  });

  it('a failed glossary write fails the step with the glossary named, after the list was written', async () => {
    s.emu.addFault({ method: 'POST', route: '/v3/glossaries', kind: 'status', status: 500, count: 2 });
    const result = await s.run(events.push(), apply());
    expect(result.code).toBe(1);
    const failure = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(failure.join('\n')).toContain('1 write failed, the first on "Acme Terms"');
    expect(s.emu.lists().map((l) => l.name)).toEqual(['German']);
    expect(result.summary).toContain('❌ failed');
    expect((await s.run(events.push(), apply())).code).toBe(0);
    expect(s.emu.glossaries().map((g) => g.name)).toEqual(['Acme Terms']);
  });

  it('when a list write and a glossary write both fail, the step names the list first, whichever failed first', async () => {
    expect((await s.run(events.push(), apply())).code).toBe(0);
    // One write for the list (a new name, unpinned: a create), two for the glossary (one per dictionary): at concurrency 1 the
    // glossary, with more writes left, is sent and fails first, so the record has its failure before the list's.
    await s.write('styles/de.yaml', styleFile({ name: 'German 2' }));
    await s.write('glossaries/acme.yaml', `${glossary('      sign in: einloggen\n')}  - source_language: en\n    target_language: fr\n    entries:\n      sign in: se connecter\n`);
    s.commit('a list of a new name, the glossary changed');
    s.emu.addFault({ method: 'POST', route: '/v3/style_rules', kind: 'status', status: 500, count: 20 });
    s.emu.addFault({ method: 'PATCH', route: '/v3/glossaries/:glossary_id', kind: 'status', status: 500, count: 20 });
    s.emu.addFault({ method: 'PUT', route: '/v3/glossaries/:glossary_id/dictionaries', kind: 'status', status: 500, count: 20 });
    const result = await s.run(events.push(), s.inputs({ command: 'apply', concurrency: '1' }));
    s.emu.clearFaults();
    expect(result.code).toBe(1);
    const failed = entriesOf(records(result.files['record-file']), 'list').filter((r) => r.outcome === 'failed');
    expect(failed.map((r) => r.list)).toEqual(['German 2']);
    expect(records(result.files['record-file']).map((r) => r.outcome)).toEqual(['failed', 'failed']);
    expect(records(result.files['record-file'])[0]).toMatchObject({ glossary: 'Acme Terms' });
    // As before the records were one list (issue #28): the message's "first" is the first failed list write.
    const failure = result.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(failure.join('\n')).toContain('2 writes failed, the first on "German 2"');
  });
});
