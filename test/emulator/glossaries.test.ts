import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { KEY, TRACE_ID, call } from './helpers.ts';
import type { Answer } from './helpers.ts';
import { SPEC_QUOTA_STATUS, SPEC_TERM_BYTES, specSuccess } from './glossary-spec.ts';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({
    randomSeed: 7,
    apiKeys: [{ key: KEY }, { key: 'reader', scopes: ['glossaries:read'] }, { key: 'free', tier: 'free' }],
  });
});
afterAll(() => emu.close());
beforeEach(() => emu.reset());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function dict(source_lang: string, target_lang: string, entries: string, entries_format?: string) {
  return { source_lang, target_lang, entries, ...(entries_format ? { entries_format } : {}) };
}

async function create(name = 'Acme Terms', dictionaries: unknown[] = [dict('en', 'de', 'sign in\tanmelden\nAcme Cloud\tAcme Cloud')]): Promise<Answer> {
  return call(emu, 'POST', '/v3/glossaries', { body: { name, dictionaries } });
}

async function entries(id: string, source: string, target: string): Promise<Answer> {
  return call(emu, 'GET', `/v3/glossaries/${id}/entries?source_lang=${source}&target_lang=${target}`);
}

function form(method: string, path: string, params: Record<string, string>): Promise<Answer> {
  return call(emu, method, path, {
    rawBody: new URLSearchParams(params).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8' },
  });
}

describe('glossary routes: statuses as the spec table gives them', () => {
  it('create, list, get, patch, entries, put, delete dictionary, delete glossary', async () => {
    const created = await create('Acme Terms', [dict('en', 'de', 'sign in\tanmelden'), dict('EN', 'FR', 'sign in\tse connecter')]);
    expect(created.status).toBe(specSuccess('POST /v3/glossaries'));
    expect(created.traceId).toMatch(TRACE_ID);
    const g = created.body;
    expect(g.glossary_id).toMatch(UUID);
    expect(Date.parse(g.creation_time)).not.toBeNaN();
    expect(g).toEqual({
      glossary_id: g.glossary_id,
      name: 'Acme Terms',
      creation_time: g.creation_time,
      dictionaries: [
        { source_lang: 'en', target_lang: 'de', entry_count: 1 },
        { source_lang: 'en', target_lang: 'fr', entry_count: 1 },
      ],
    });
    // No version, updated_time or ETag on the wire (spec, "Resource").
    expect(created.headers.get('etag')).toBeNull();

    const list = await call(emu, 'GET', '/v3/glossaries');
    expect(list.status).toBe(specSuccess('GET /v3/glossaries'));
    expect(list.body).toEqual({ glossaries: [g] });

    const got = await call(emu, 'GET', `/v3/glossaries/${g.glossary_id}`);
    expect([got.status, got.body]).toEqual([specSuccess('GET /v3/glossaries/{glossary_id}'), g]);

    const patched = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body: { dictionaries: [dict('en', 'de', 'log out\tabmelden')] } });
    expect(patched.status).toBe(specSuccess('PATCH /v3/glossaries/{glossary_id}'));
    expect(patched.body.dictionaries[0]).toEqual({ source_lang: 'en', target_lang: 'de', entry_count: 2 });

    const read = await entries(g.glossary_id, 'en', 'de');
    expect(read.status).toBe(specSuccess('GET /v3/glossaries/{glossary_id}/entries'));
    expect(read.body).toEqual({ dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'sign in\tanmelden\nlog out\tabmelden', entries_format: 'tsv' }] });

    const put = await call(emu, 'PUT', `/v3/glossaries/${g.glossary_id}/dictionaries`, { body: dict('en', 'fr', 'log out\tse déconnecter') });
    expect(put.status).toBe(specSuccess('PUT /v3/glossaries/{glossary_id}/dictionaries'));
    expect(put.body).toEqual({ source_lang: 'en', target_lang: 'fr', entry_count: 1 });

    const dropped = await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}/dictionaries?source_lang=en&target_lang=fr`);
    expect([dropped.status, dropped.text]).toEqual([specSuccess('DELETE /v3/glossaries/{glossary_id}/dictionaries'), '']);
    expect(dropped.traceId).toMatch(TRACE_ID);

    const deleted = await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}`);
    expect([deleted.status, deleted.text]).toEqual([specSuccess('DELETE /v3/glossaries/{glossary_id}'), '']);
    expect((await call(emu, 'GET', `/v3/glossaries/${g.glossary_id}`)).status).toBe(404);
    expect((await call(emu, 'GET', '/v3/glossaries')).body).toEqual({ glossaries: [] });
  });

  it('answers 404 with a message and a trace ID for an unknown glossary on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      call(emu, 'GET', `/v3/glossaries/${id}`),
      call(emu, 'PATCH', `/v3/glossaries/${id}`, { body: { name: 'x' } }),
      call(emu, 'DELETE', `/v3/glossaries/${id}`),
      entries(id, 'en', 'de'),
      call(emu, 'PUT', `/v3/glossaries/${id}/dictionaries`, { body: dict('en', 'de', 'a\tb') }),
      call(emu, 'DELETE', `/v3/glossaries/${id}/dictionaries?source_lang=en&target_lang=de`),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body.message).toContain(id);
      expect(a.traceId).toMatch(TRACE_ID);
    }
  });
});

describe('PATCH merges and never removes; PUT replaces or creates', () => {
  it('merges keyed on the exact source term, as the spec example shows', async () => {
    const g = (await create('Merge', [dict('en', 'de', 'artist\tKünstler\nhello\tHallo')])).body;
    await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body: { dictionaries: [dict('en', 'de', 'hello\tservus\nprize\tPreis\nHello\tGrüß Gott')] } });
    expect((await entries(g.glossary_id, 'en', 'de')).body.dictionaries[0].entries).toBe('artist\tKünstler\nhello\tservus\nprize\tPreis\nHello\tGrüß Gott');
  });

  it('creates a missing dictionary, renames in the same call, and keeps the glossary_id', async () => {
    const g = (await create()).body;
    const patched = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body: { name: 'Renamed', dictionaries: [dict('en', 'it', 'sign in\taccedi')] } });
    expect(patched.body).toMatchObject({ glossary_id: g.glossary_id, name: 'Renamed', creation_time: g.creation_time });
    expect(patched.body.dictionaries).toContainEqual({ source_lang: 'en', target_lang: 'it', entry_count: 1 });
    const renamed = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body: { name: 'Only the name' } });
    expect(renamed.body.name).toBe('Only the name');
    expect(renamed.body.dictionaries).toEqual(patched.body.dictionaries);
  });

  it('refuses a PATCH with more than one dictionary, or nothing to change, and changes nothing', async () => {
    const g = (await create()).body;
    const two = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, {
      body: { name: 'New', dictionaries: [dict('en', 'fr', 'a\tb'), dict('en', 'it', 'a\tb')] },
    });
    expect(two.status).toBe(400);
    expect(two.body.message).toMatch(/at most one dictionary/);
    for (const body of [{}, { dictionaries: [] }]) {
      const nothing = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body });
      expect([nothing.status, nothing.body.message]).toEqual([400, expect.stringMatching(/Nothing to change/)]);
    }
    // A bad dictionary refuses the rename sent with it.
    const bad = await call(emu, 'PATCH', `/v3/glossaries/${g.glossary_id}`, { body: { name: 'New', dictionaries: [dict('en', 'de', 'x\t')] } });
    expect(bad.status).toBe(400);
    expect((await call(emu, 'GET', `/v3/glossaries/${g.glossary_id}`)).body).toEqual(g);
  });

  it('PUT replaces the whole dictionary (removing terms) or adds one, in place', async () => {
    const g = (await create('Put', [dict('en', 'de', 'a\tA\nb\tB'), dict('en', 'fr', 'a\tA')])).body;
    await call(emu, 'PUT', `/v3/glossaries/${g.glossary_id}/dictionaries`, { body: dict('en', 'de', 'c\tC') });
    expect((await entries(g.glossary_id, 'en', 'de')).body.dictionaries[0].entries).toBe('c\tC');
    await call(emu, 'PUT', `/v3/glossaries/${g.glossary_id}/dictionaries`, { body: dict('de', 'en', 'Hallo\thello') });
    const after = (await call(emu, 'GET', `/v3/glossaries/${g.glossary_id}`)).body;
    expect(after.glossary_id).toBe(g.glossary_id);
    expect(after.dictionaries.map((d: { source_lang: string; target_lang: string }) => `${d.source_lang}-${d.target_lang}`)).toEqual(['en-de', 'en-fr', 'de-en']);
  });

  it('deletes a dictionary by pair (case-insensitive), 404 for a missing one, and keeps the last one', async () => {
    const g = (await create('Del', [dict('en', 'de', 'a\tA'), dict('en', 'fr', 'a\tA')])).body;
    const missing = await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}/dictionaries?source_lang=en&target_lang=it`);
    expect(missing.status).toBe(404);
    expect((await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}/dictionaries?source_lang=EN&target_lang=FR`)).status).toBe(204);
    const last = await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}/dictionaries?source_lang=en&target_lang=de`);
    expect([last.status, last.body.message]).toEqual([400, expect.stringMatching(/delete the glossary instead/)]);
    const noPair = await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}/dictionaries?source_lang=en`);
    expect([noPair.status, noPair.body.message]).toEqual([400, expect.stringMatching(/both required/)]);
  });

  it('entries: both languages required, 404 for a pair the glossary lacks, codes compared case-insensitively', async () => {
    const g = (await create()).body;
    expect((await call(emu, 'GET', `/v3/glossaries/${g.glossary_id}/entries?source_lang=en`)).status).toBe(400);
    expect((await entries(g.glossary_id, 'en', 'fr')).status).toBe(404);
    const upper = await entries(g.glossary_id, 'EN', 'DE');
    expect(upper.body.dictionaries[0]).toMatchObject({ source_lang: 'en', target_lang: 'de', entries_format: 'tsv' });
  });
});

describe('content rules (spec, "Content rules and limits")', () => {
  const invalid: Array<[string, string, RegExp]> = [
    ['duplicate source', 'hello\tHallo\nhello\tServus', /line 2.*appears again; first on line 1/],
    ['empty source', '\tHallo', /source term is empty/],
    ['empty target', 'hello\t', /target term is empty/],
    ['leading whitespace', ' hello\tHallo', /starts with whitespace/],
    ['trailing whitespace (no-break space)', 'hello\tHallo\u00a0', /ends with whitespace/],
    ['a C1 control', 'hel\u0085lo\tHallo', /U\+0085/],
    ['a C0 control', 'hel\u0007lo\tHallo', /U\+0007/],
    ['a line separator', 'hel\u2028lo\tHallo', /U\+2028/],
    ['a lone carriage return', 'hel\rlo\tHallo', /U\+000D/],
    ['no tab', 'hello Hallo', /no tab/],
    ['two tabs', 'hello\tHallo\tx', /more than one tab/],
    ['an empty line', 'a\tA\n\nb\tB', /line 2.*empty/],
    ['a term over the byte limit', `${'ä'.repeat(SPEC_TERM_BYTES / 2)}x\tlong`, new RegExp(`${SPEC_TERM_BYTES + 1} UTF-8 bytes`)],
  ];
  it.each(invalid)('refuses %s with 400 and a detail naming line and column', async (_what, tsv, detail) => {
    const res = await create('Rules', [dict('en', 'de', tsv)]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid glossary entries provided');
    expect(res.body.detail).toMatch(detail);
    expect(res.body.detail).toMatch(/^dictionaries\[0\]\.entries line \d+, column \d+: /);
    expect(emu.glossaries()).toEqual([]);
  });

  it('refuses a dictionary without entries (deepl-mock accepts an empty TSV; the spec lists that as its difference)', async () => {
    const res = await create('Empty', [dict('en', 'de', '')]);
    expect([res.status, res.body.detail]).toEqual([400, 'dictionaries[0].entries is empty; a dictionary holds at least one entry (delete the dictionary instead)']);
  });

  it('accepts a term of exactly the byte limit, CRLF line ends and one final line break', async () => {
    const term = 'ä'.repeat(SPEC_TERM_BYTES / 2);
    const res = await create('Edge', [dict('en', 'de', `${term}\tlang\r\nb\tB\n`)]);
    expect(res.status).toBe(201);
    expect((await entries(res.body.glossary_id, 'en', 'de')).body.dictionaries[0].entries).toBe(`${term}\tlang\nb\tB`);
  });

  it('name: required, at most the byte limit, no control characters', async () => {
    expect((await create('')).status).toBe(400);
    expect((await create('a\nb')).status).toBe(400);
    expect((await create('n'.repeat(SPEC_TERM_BYTES))).status).toBe(201);
    const long = await create('n'.repeat(SPEC_TERM_BYTES + 1));
    expect([long.status, long.body.message]).toEqual([400, expect.stringContaining(`at most ${SPEC_TERM_BYTES}`)]);
  });

  it('languages: base codes only (with the base to use), supported pairs only, one dictionary per pair', async () => {
    const regional = await create('L', [dict('en', 'pt-BR', 'a\tb')]);
    expect([regional.status, regional.body.message]).toEqual([400, expect.stringMatching(/regional variant.*use "pt"/)]);
    const unsupported = await create('L', [dict('en', 'he', 'a\tb')]);
    expect([unsupported.status, unsupported.body.message]).toEqual([400, expect.stringMatching(/en→he is not supported/)]);
    expect((await create('L', [dict('de', 'de', 'a\tb')])).status).toBe(400);
    const twice = await create('L', [dict('en', 'de', 'a\tb'), dict('EN', 'de', 'c\td')]);
    expect([twice.status, twice.body.message]).toEqual([400, expect.stringMatching(/dictionaries\[1\] repeats the pair en→de/)]);
  });

  it('create needs a name and at least one dictionary, and refuses unknown fields and formats', async () => {
    for (const body of [{ dictionaries: [dict('en', 'de', 'a\tb')] }, { name: 'x' }, { name: 'x', dictionaries: [] }, { name: 'x', dictionaries: [dict('en', 'de', 'a\tb', 'xlsx')] }, { name: 'x', dictionaries: [{ ...dict('en', 'de', 'a\tb'), ready: true }] }]) {
      const res = await call(emu, 'POST', '/v3/glossaries', { body });
      expect(res.status).toBe(400);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const text = await call(emu, 'POST', '/v3/glossaries', { rawBody: 'name=x', headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
  });
});

describe('CSV entries (the service dialect)', () => {
  it('reads quoting, doubled quotes and four-column lines, ignoring other pairs', async () => {
    const csv = '"sign in","anmelden"\n"Say ""hi""",sag hallo\n"a, b",c\nlog out,abmelden,EN,DE\nlog out,se déconnecter,en,fr\n';
    const res = await create('CSV', [dict('en', 'de', csv, 'csv')]);
    expect(res.status).toBe(201);
    expect((await entries(res.body.glossary_id, 'en', 'de')).body.dictionaries[0].entries).toBe('sign in\tanmelden\nSay "hi"\tsag hallo\na, b\tc\nlog out\tabmelden');
  });

  it.each([
    ['an unclosed quote', '"sign in,anmelden\nb,c', /line 1, column 1: a quoted field is not closed/],
    ['text after a closing quote', '"sign" in,anmelden', /column 7: text follows the closing quote/],
    ['a bare quote', 'sign "in",anmelden', /column 6: a quote inside an unquoted field/],
    ['three columns', 'a,b,en', /3 columns/],
    ['only other pairs', 'a,b,en,fr', /no line for the pair en→de/],
  ])('refuses %s with a clear detail', async (_what, csv, detail) => {
    const res = await create('CSV', [dict('en', 'de', csv, 'csv')]);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });
});

describe('form bodies (deepl-node sends them)', () => {
  it('create and PATCH with dotted keys, PUT with plain or dotted keys', async () => {
    const created = await form('POST', '/v3/glossaries', {
      name: 'Form',
      'dictionaries[0].source_lang': 'en',
      'dictionaries[0].target_lang': 'de',
      'dictionaries[0].entries': 'sign in\tanmelden',
      'dictionaries[0].entries_format': 'tsv',
      'dictionaries[1].source_lang': 'en',
      'dictionaries[1].target_lang': 'fr',
      'dictionaries[1].entries': '"sign in",se connecter',
      'dictionaries[1].entries_format': 'csv',
    });
    expect(created.status).toBe(201);
    const id = created.body.glossary_id;
    expect(created.body.dictionaries).toHaveLength(2);
    const patched = await form('PATCH', `/v3/glossaries/${id}`, { name: 'Form 2', 'dictionaries[0].source_lang': 'en', 'dictionaries[0].target_lang': 'de', 'dictionaries[0].entries': 'log out\tabmelden' });
    expect([patched.status, patched.body.name, patched.body.dictionaries[0].entry_count]).toEqual([200, 'Form 2', 2]);
    const plain = await form('PUT', `/v3/glossaries/${id}/dictionaries`, { source_lang: 'en', target_lang: 'fr', entries: 'x\ty', entries_format: 'tsv' });
    expect([plain.status, plain.body]).toEqual([200, { source_lang: 'en', target_lang: 'fr', entry_count: 1 }]);
    const dotted = await form('PUT', `/v3/glossaries/${id}/dictionaries`, { 'dictionaries[0].source_lang': 'en', 'dictionaries[0].target_lang': 'fr', 'dictionaries[0].entries': 'z\tw' });
    expect([dotted.status, dotted.body.entry_count]).toEqual([200, 1]);
    expect((await entries(id, 'en', 'fr')).body.dictionaries[0].entries).toBe('z\tw');
  });

  it('refuses repeated keys, gaps in the indices and unknown keys', async () => {
    const base = { name: 'F', 'dictionaries[0].source_lang': 'en', 'dictionaries[0].target_lang': 'de', 'dictionaries[0].entries': 'a\tb' };
    const repeated = await call(emu, 'POST', '/v3/glossaries', {
      rawBody: `${new URLSearchParams(base).toString()}&name=G`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect([repeated.status, repeated.body.message]).toEqual([400, expect.stringMatching(/name is given 2 times/)]);
    const gap = await form('POST', '/v3/glossaries', { ...base, 'dictionaries[2].source_lang': 'en' });
    expect([gap.status, gap.body.message]).toEqual([400, expect.stringMatching(/dictionaries\[1\] is missing/)]);
    const unknown = await form('POST', '/v3/glossaries', { ...base, 'dictionaries[0].ready': 'true' });
    expect([unknown.status, unknown.body.message]).toEqual([400, expect.stringMatching(/ready is not a known field/)]);
  });

  it('refuses a key named `__proto__` as unknown, in the form and in a dictionary, rather than drop it', async () => {
    const base = { name: 'F', 'dictionaries[0].source_lang': 'en', 'dictionaries[0].target_lang': 'de', 'dictionaries[0].entries': 'a\tb' };
    for (const key of ['__proto__', 'dictionaries[0].__proto__']) {
      const answer = await form('POST', '/v3/glossaries', { ...base, [key]: 'x' });
      expect([answer.status, answer.body?.message]).toEqual([400, expect.stringMatching(/__proto__ is not a known field/)]);
    }
  });
});

describe('auth, scopes, quota', () => {
  it('reads need glossaries:read and writes glossaries:write (403 without); a free key may hold glossaries', async () => {
    const g = (await create()).body;
    expect((await call(emu, 'GET', '/v3/glossaries', { key: 'reader' })).status).toBe(200);
    expect((await entries(g.glossary_id, 'en', 'de')).status).toBe(200);
    const write = await call(emu, 'POST', '/v3/glossaries', { key: 'reader', body: { name: 'x', dictionaries: [dict('en', 'de', 'a\tb')] } });
    expect([write.status, write.body]).toEqual([403, { message: 'Forbidden', detail: 'Missing required scope(s): glossaries:write' }]);
    const del = await call(emu, 'DELETE', `/v3/glossaries/${g.glossary_id}`, { key: 'reader' });
    expect(del.status).toBe(403);
    expect((await call(emu, 'GET', '/v3/glossaries', { key: null })).status).toBe(401);
    expect((await call(emu, 'GET', '/v3/glossaries', { key: 'free' })).status).toBe(200);
  });

  it('answers the quota status of the spec when the account holds its quota of glossaries', async () => {
    const small = await startEmulator({ glossaryQuota: 1 });
    try {
      const body = { name: 'One', dictionaries: [dict('en', 'de', 'a\tb')] };
      expect((await call(small, 'POST', '/v3/glossaries', { body })).status).toBe(201);
      const over = await call(small, 'POST', '/v3/glossaries', { body });
      expect(over.status).toBe(SPEC_QUOTA_STATUS);
      expect(over.body.detail).toMatch(/at most 1 glossaries/);
      expect(over.traceId).toMatch(TRACE_ID);
      expect(small.glossaries()).toHaveLength(1);
    } finally {
      await small.close();
    }
  });

  it('the list takes no paging parameters (the spec: none)', async () => {
    const paged = await call(emu, 'GET', '/v3/glossaries?page=1');
    expect([paged.status, paged.body.message]).toEqual([400, expect.stringMatching(/no paging/)]);
  });
});

describe('fault injection by route name', () => {
  it('hits the named glossary route only', async () => {
    emu.addFault({ route: '/v3/glossaries/:glossary_id/entries', kind: 'status', status: 503, count: 1 });
    const g = (await create()).body;
    const failed = await entries(g.glossary_id, 'en', 'de');
    expect(failed.status).toBe(503);
    expect((await entries(g.glossary_id, 'en', 'de')).status).toBe(200);
    expect(emu.log.map((e) => `${e.method} ${e.route} ${e.status}`)).toEqual([
      'POST /v3/glossaries 201',
      'GET /v3/glossaries/:glossary_id/entries 503',
      'GET /v3/glossaries/:glossary_id/entries 200',
    ]);
  });
});
