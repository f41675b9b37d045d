import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { TRACE_ID, call, instruction, listBody } from './helpers.ts';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ randomSeed: 7 });
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

async function create(body = listBody()): Promise<string> {
  const res = await call(emu, 'POST', '/v3/style_rules', { body });
  expect(res.status).toBe(201);
  return res.body.style_id as string;
}

describe('list lifecycle', () => {
  it('create → PUT rules → instruction CRUD → rename → delete, version going 1, 2, 3 …', async () => {
    const created = await call(emu, 'POST', '/v3/style_rules', {
      body: listBody({ configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } }, custom_instructions: [instruction('Tone')] }),
    });
    expect(created.status).toBe(201);
    expect(created.traceId).toMatch(TRACE_ID);
    const list = created.body;
    expect(list.style_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(list).toMatchObject({ name: 'Marketing EN', language: 'en', version: 1 });
    expect(list.creation_time).toMatch(ISO_UTC);
    expect(list.updated_time).toBe(list.creation_time);
    expect(list.custom_instructions).toHaveLength(1);
    expect(list.custom_instructions[0]).toMatchObject({ label: 'Tone', source_language: 'en' });
    expect(typeof list.custom_instructions[0].id).toBe('string');
    const id = list.style_id as string;
    const versions: number[] = [list.version];
    const times: string[] = [list.updated_time];
    const record = async () => {
      const got = await call(emu, 'GET', `/v3/style_rules/${id}`);
      expect(got.status).toBe(200);
      versions.push(got.body.version);
      times.push(got.body.updated_time);
      return got.body;
    };

    const put = await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { body: { punctuation: { quotation_mark: 'use_guillemets' } } });
    expect(put.status).toBe(200);
    expect(put.traceId).toMatch(TRACE_ID);
    expect(put.body.configured_rules).toEqual({ punctuation: { quotation_mark: 'use_guillemets' } });
    expect(put.body.custom_instructions).toEqual(list.custom_instructions);
    await record();

    const added = await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: instruction('Brand name', 'de') });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ label: 'Brand name', source_language: 'de' });
    expect(Object.keys(added.body).sort()).toEqual(['id', 'label', 'prompt', 'source_language']);
    const instructionId = added.body.id as string;
    await record();

    const fetched = await call(emu, 'GET', `/v3/style_rules/${id}/custom_instructions/${instructionId}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(added.body);

    const replaced = await call(emu, 'PUT', `/v3/style_rules/${id}/custom_instructions/${instructionId}`, {
      body: { label: 'Brand', prompt: 'Keep "Acme" untranslated.', source_language: 'fr' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ id: instructionId, label: 'Brand', prompt: 'Keep "Acme" untranslated.', source_language: 'fr' });
    await record();

    const removed = await call(emu, 'DELETE', `/v3/style_rules/${id}/custom_instructions/${instructionId}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    const afterRemove = await record();
    expect(afterRemove.custom_instructions.map((i: { label: string }) => i.label)).toEqual(['Tone']);

    const renamed = await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body: { name: 'Marketing (EN)' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Marketing (EN)');
    await record();

    expect(versions).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < times.length; i++) expect(Date.parse(times[i] as string)).toBeGreaterThan(Date.parse(times[i - 1] as string));
    expect(afterRemove.creation_time).toBe(list.creation_time);

    const deleted = await call(emu, 'DELETE', `/v3/style_rules/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(deleted.traceId).toMatch(TRACE_ID);
    expect((await call(emu, 'GET', `/v3/style_rules/${id}`)).status).toBe(404);
    expect(emu.lists()).toEqual([]);
  });

  it('bumps the version on writes that change nothing (PATCH same name, PUT same rules, PUT same instruction)', async () => {
    const id = await create(listBody({ configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } } }));
    const same = await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body: { name: 'Marketing EN' } });
    expect(same.body.version).toBe(2);
    const rules = await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, {
      body: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } },
    });
    expect(rules.body.version).toBe(3);
    expect(Date.parse(rules.body.updated_time)).toBeGreaterThan(Date.parse(same.body.updated_time));
    const added = await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: instruction('Tone') });
    const again = await call(emu, 'PUT', `/v3/style_rules/${id}/custom_instructions/${added.body.id}`, { body: instruction('Tone') });
    expect(again.status).toBe(200);
    const after = (await call(emu, 'GET', `/v3/style_rules/${id}`)).body;
    expect(after.version).toBe(5);
    expect(Date.parse(after.updated_time)).toBeGreaterThan(Date.parse(rules.body.updated_time));
  });

  it('does not bump the version on a refused write', async () => {
    const id = await create();
    expect((await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { body: { numbers: 'x' } })).status).toBe(400);
    expect((await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body: {} })).status).toBe(400);
    expect((await call(emu, 'GET', `/v3/style_rules/${id}`)).body.version).toBe(1);
  });

  it('defaults configured_rules and custom_instructions when a create leaves them out', async () => {
    const res = await call(emu, 'POST', '/v3/style_rules', { body: { name: 'Bare', language: 'ja' } });
    expect(res.status).toBe(201);
    expect(res.body.configured_rules).toEqual({});
    expect(res.body.custom_instructions).toEqual([]);
  });

  it('keeps unknown groups and rules when not strict (the service catalog may be larger)', async () => {
    const rules = { future_group: { some_rule: 'some_value' } };
    const res = await call(emu, 'POST', '/v3/style_rules', { body: listBody({ configured_rules: rules }) });
    expect(res.status).toBe(201);
    expect(res.body.configured_rules).toEqual(rules);
  });

  it('PUT configured_rules replaces every rule and leaves instructions alone', async () => {
    const id = await create(
      listBody({
        configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } },
        custom_instructions: [instruction('A'), instruction('B')],
      }),
    );
    const res = await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { body: {} });
    expect(res.body.configured_rules).toEqual({});
    expect(res.body.custom_instructions.map((i: { label: string }) => i.label)).toEqual(['A', 'B']);
  });
});

describe('instructions without source_language (optional in the OpenAPI description)', () => {
  it('stores and answers them without the field on create, POST and PUT, and a PUT without it clears it', async () => {
    const id = await create(listBody({ custom_instructions: [{ label: 'Any', prompt: 'Be brief.' }] }));
    const stored = (await call(emu, 'GET', `/v3/style_rules/${id}`)).body.custom_instructions[0];
    expect(Object.keys(stored).sort()).toEqual(['id', 'label', 'prompt']);
    const added = await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: { label: 'More', prompt: 'p' } });
    expect(added.status).toBe(201);
    expect(added.body).not.toHaveProperty('source_language');
    const withSource = await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: instruction('Src', 'de') });
    const cleared = await call(emu, 'PUT', `/v3/style_rules/${id}/custom_instructions/${withSource.body.id as string}`, { body: { label: 'Src', prompt: 'p' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ id: withSource.body.id, label: 'Src', prompt: 'p' });
  });

  it('applies such an instruction to every source language in translate', async () => {
    const id = await create(listBody({ language: 'de', custom_instructions: [{ label: 'Any', prompt: 'p' }, instruction('OnlyFr', 'fr')] }));
    const res = await call(emu, 'POST', '/v2/translate', { body: { text: ['hi'], source_lang: 'EN', target_lang: 'DE', style_id: id } });
    expect(res.body.translations[0].text).toBe('[DE] hi ⟦applied: Any⟧');
  });
});

describe('400 on invalid bodies, naming the field', () => {
  const cases: Array<[string, unknown, string]> = [
    ['language outside the eight', listBody({ language: 'pt' }), 'language'],
    ['missing language', { name: 'x' }, 'language'],
    ['missing name', { language: 'en' }, 'name'],
    ['name not a string', { name: 5, language: 'en' }, 'name'],
    ['prompt over 300 code points', listBody({ custom_instructions: [{ label: 'L', prompt: 'x'.repeat(301), source_language: 'en' }] }), 'custom_instructions[0].prompt'],
    ['label over 100 code points', listBody({ custom_instructions: [{ label: '🙂'.repeat(101), prompt: 'p', source_language: 'en' }] }), 'custom_instructions[0].label'],
    ['empty label', listBody({ custom_instructions: [{ label: '', prompt: 'p', source_language: 'en' }] }), 'custom_instructions[0].label'],
    ['empty prompt', listBody({ custom_instructions: [instruction('ok'), { label: 'L', prompt: '', source_language: 'en' }] }), 'custom_instructions[1].prompt'],
    ['source_language not a code', { ...listBody(), custom_instructions: [{ label: 'L', prompt: 'p', source_language: 'EN' }] }, 'custom_instructions[0].source_language'],
    ['upper-case source_language', listBody({ custom_instructions: [{ label: 'L', prompt: 'p', source_language: 'EN' }] }), 'source_language'],
    ['more than 200 instructions', listBody({ custom_instructions: Array.from({ length: 201 }, (_, i) => instruction(`L${i}`)) }), 'custom_instructions'],
    ['configured_rules an array', { ...listBody(), configured_rules: [] }, 'configured_rules'],
    ['a group that is not an object', { ...listBody(), configured_rules: { numbers: 'x' } }, 'configured_rules.numbers'],
    ['a rule value that is not a string', { ...listBody(), configured_rules: { numbers: { decimal_separator: 1 } } }, 'configured_rules.numbers.decimal_separator'],
    ['an unknown member', { ...listBody(), style_id: 'x' }, 'style_id'],
    ['a body that is not an object', [listBody()], 'body'],
  ];
  for (const [what, body, field] of cases) {
    it(`refuses ${what}`, async () => {
      const res = await call(emu, 'POST', '/v3/style_rules', { body });
      expect(res.status).toBe(400);
      expect(res.traceId).toMatch(TRACE_ID);
      expect(res.body.message).toContain(field);
      expect(emu.lists()).toEqual([]);
    });
  }

  it('counts code points: 300 emoji are a valid prompt, 100 emoji a valid label', async () => {
    const res = await call(emu, 'POST', '/v3/style_rules', {
      body: listBody({ custom_instructions: [{ label: '🙂'.repeat(100), prompt: '👍'.repeat(300), source_language: 'en' }] }),
    });
    expect(res.status).toBe(201);
  });

  it('refuses invalid JSON and an empty body', async () => {
    const bad = await call(emu, 'POST', '/v3/style_rules', { rawBody: '{"name": ' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/JSON/);
    const empty = await call(emu, 'POST', '/v3/style_rules', { rawBody: '' });
    expect(empty.status).toBe(400);
  });

  it('refuses a PATCH without a string name, or with other members', async () => {
    const id = await create();
    for (const body of [{}, { name: 3 }, { name: '' }, { name: 'x', language: 'de' }]) {
      const res = await call(emu, 'PATCH', `/v3/style_rules/${id}`, { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/name|language/);
    }
  });

  it('refuses instruction writes without label or prompt (PUT needs both)', async () => {
    const id = await create(listBody({ custom_instructions: [instruction('A')] }));
    const iid = emu.lists()[0]?.custom_instructions[0]?.id as string;
    const put = await call(emu, 'PUT', `/v3/style_rules/${id}/custom_instructions/${iid}`, { body: { label: 'A' } });
    expect(put.status).toBe(400);
    expect(put.body.message).toContain('prompt');
    const post = await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: { label: 'A', source_language: 'en' } });
    expect(post.status).toBe(400);
    expect(post.body.message).toContain('prompt');
  });

  it('refuses the 201st instruction on POST, accepts the 200th', async () => {
    const id = await create(listBody({ custom_instructions: Array.from({ length: 199 }, (_, i) => instruction(`L${i}`)) }));
    expect((await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: instruction('200th') })).status).toBe(201);
    const over = await call(emu, 'POST', `/v3/style_rules/${id}/custom_instructions`, { body: instruction('201st') });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('200');
    expect(emu.lists()[0]?.custom_instructions).toHaveLength(200);
  });
});

describe('strict catalog', () => {
  it('refuses values outside the catalog only when strictCatalog is set', async () => {
    const strict = await startEmulator({ strictCatalog: true });
    try {
      const unknown = await call(strict, 'POST', '/v3/style_rules', {
        body: listBody({ configured_rules: { numbers: { decimal_separator: 'use_a_smiley' } } }),
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toContain('configured_rules.numbers.decimal_separator');
      const known = await call(strict, 'POST', '/v3/style_rules', {
        body: listBody({ configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } } }),
      });
      expect(known.status).toBe(201);
      const put = await call(strict, 'PUT', `/v3/style_rules/${known.body.style_id}/configured_rules`, { body: { made_up: { rule: 'value' } } });
      expect(put.status).toBe(400);
    } finally {
      await strict.close();
    }
    const lax = await call(emu, 'POST', '/v3/style_rules', { body: listBody({ configured_rules: { numbers: { decimal_separator: 'use_a_smiley' } } }) });
    expect(lax.status).toBe(201);
  });
});

describe('404 and 405', () => {
  it('answers 404 with a message and a trace id for an unknown list or instruction', async () => {
    const id = await create(listBody({ custom_instructions: [instruction('A')] }));
    const missing = '00000000-0000-4000-8000-000000000000';
    const requests: Array<[string, string, unknown?]> = [
      ['GET', `/v3/style_rules/${missing}`],
      ['PATCH', `/v3/style_rules/${missing}`, { name: 'x' }],
      ['DELETE', `/v3/style_rules/${missing}`],
      ['PUT', `/v3/style_rules/${missing}/configured_rules`, {}],
      ['POST', `/v3/style_rules/${missing}/custom_instructions`, instruction('B')],
      ['GET', `/v3/style_rules/${id}/custom_instructions/${missing}`],
      ['PUT', `/v3/style_rules/${id}/custom_instructions/${missing}`, instruction('B')],
      ['DELETE', `/v3/style_rules/${id}/custom_instructions/${missing}`],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(emu, method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.traceId).toMatch(TRACE_ID);
      expect(res.body.message).toContain(missing);
    }
    expect(emu.lists()[0]?.version).toBe(1);
  });

  it('answers 404 for an unknown route and 405 (with Allow) for a known path with another method', async () => {
    const unknown = await call(emu, 'GET', '/v3/nothing_here');
    expect(unknown.status).toBe(404);
    expect(unknown.traceId).toMatch(TRACE_ID);
    expect(unknown.body.message).toContain('/v3/nothing_here');
    const wrong = await call(emu, 'DELETE', '/v3/style_rules');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST, GET');
    expect(wrong.traceId).toMatch(TRACE_ID);
  });
});

describe('group and rule names like Object properties are data', () => {
  // A service that lets any group or rule name through is what a hostile or newer service looks like to stylesync
  // (src/live/wire.ts keeps them as data): the emulator must store `__proto__` as a name, not as a prototype.
  const RULES = '{"__proto__": {"__proto__": "x", "constructor": "y"}, "numbers": {"__proto__": "z"}}';

  it('a create and a PUT of configured_rules keep `__proto__` as a group and as a rule', async () => {
    const created = await call(emu, 'POST', '/v3/style_rules', { rawBody: `{"name": "Proto", "language": "de", "configured_rules": ${RULES}}` });
    expect(created.status).toBe(201);
    expect(created.text).toContain(`"configured_rules":${JSON.stringify(JSON.parse(RULES))}`);
    const id = created.body.style_id as string;
    const put = await call(emu, 'PUT', `/v3/style_rules/${id}/configured_rules`, { rawBody: '{"__proto__": {"a": "b"}}' });
    expect(put.status).toBe(200);
    const got = await call(emu, 'GET', `/v3/style_rules/${id}`);
    expect(got.text).toContain('"configured_rules":{"__proto__":{"a":"b"}}');
  });
});
