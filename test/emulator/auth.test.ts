import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/emulator/emulator.ts';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { TRACE_ID, call, listBody, rawRequest } from './helpers.ts';

const PRO = 'pro-key-aaaaaaaaaaaa';
const FREE = 'free-key-bbbbbbbbbbb';
const READER = 'reader-key-ccccccccc';
const WRITER = 'writer-key-ddddddddd';
const TRANSLATOR = 'translate-key-eeeeee';
const READ_ONLY = 'read-only-key-ffffff';

let emu: RunningEmulator;
let styleId: string;
beforeAll(async () => {
  emu = await startEmulator({
    apiKeys: [
      { key: PRO },
      { key: FREE, tier: 'free' },
      { key: READER, scopes: ['style_rules:read'] },
      { key: WRITER, scopes: ['style_rules:write'] },
      { key: TRANSLATOR, scopes: ['translate:text'] },
      { key: READ_ONLY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] },
    ],
  });
  styleId = emu.seed([listBody()])[0]?.style_id as string;
});
afterAll(() => emu.close());

describe('Authorization header', () => {
  it('accepts a configured key with the default scheme, in any letter case', async () => {
    expect((await call(emu, 'GET', '/v3/style_rules', { key: PRO })).status).toBe(200);
    expect((await call(emu, 'GET', '/v3/style_rules', { key: PRO, scheme: 'service-auth-key' })).status).toBe(200);
  });

  it('answers 401 for a missing header and an unknown key, never echoing the key', async () => {
    const missing = await call(emu, 'GET', '/v3/style_rules', { key: null });
    expect(missing.status).toBe(401);
    expect(missing.traceId).toMatch(TRACE_ID);
    expect(missing.body.message).toMatch(/Authorization/);
    const unknown = await call(emu, 'GET', '/v3/style_rules', { key: 'not-a-known-key-1234' });
    expect(unknown.status).toBe(401);
    expect(unknown.text).not.toContain('not-a-known-key-1234');
    const emptyKey = await call(emu, 'GET', '/v3/style_rules', { key: '' });
    expect(emptyKey.status).toBe(401);
    // A scheme word with no key after it is missing authentication, not a wrong scheme.
    const bareWord = await rawRequest(`${emu.url}/v3/style_rules`, 'GET', { Authorization: 'Bearer', 'User-Agent': 'x/1' });
    expect(bareWord.status).toBe(401);
  });

  it('answers 403 (not 401) when a key follows the wrong word, as deployed services do, never echoing the key', async () => {
    const scheme = await call(emu, 'GET', '/v3/style_rules', { key: PRO, scheme: 'Bearer' });
    expect(scheme.status).toBe(403);
    expect(scheme.traceId).toMatch(TRACE_ID);
    expect(scheme.body.message).toContain('Service-Auth-Key');
    expect(scheme.text).not.toContain(PRO);
    // Any key, known or not: the word is what is wrong.
    expect((await call(emu, 'GET', '/v3/style_rules', { key: 'not-a-known-key-1234', scheme: 'Bearer' })).status).toBe(403);
  });

  it('uses a configurable scheme and, without configured keys, accepts any non-empty key', async () => {
    const other = await startEmulator({ authScheme: 'Acme-Key' });
    try {
      expect((await call(other, 'GET', '/v3/style_rules', { key: 'anything', scheme: 'Acme-Key' })).status).toBe(200);
      expect((await call(other, 'GET', '/v3/style_rules', { key: 'anything' })).status).toBe(403);
      expect((await call(other, 'GET', '/v3/style_rules', { key: '', scheme: 'Acme-Key' })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('legacy authentication is refused with 403', () => {
  it('refuses auth_key in the query, even alongside a valid header, and keeps it out of the log', async () => {
    const res = await call(emu, 'GET', `/v3/style_rules?auth_key=${PRO}`, { key: PRO });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/auth_key/);
    expect(res.text).not.toContain(PRO);
    expect(JSON.stringify(emu.log)).not.toContain(PRO);
    // The usual legacy client sends no header at all: still 403, not 401.
    const alone = await call(emu, 'GET', `/v3/style_rules?auth_key=${PRO}`, { key: null });
    expect(alone.status).toBe(403);
    expect(alone.traceId).toMatch(TRACE_ID);
    expect(alone.body.message).toMatch(/Authorization/);
  });

  it('refuses auth_key in a JSON body and in a form body', async () => {
    const json = await call(emu, 'POST', '/v3/style_rules', { key: PRO, body: { ...listBody(), auth_key: PRO } });
    expect(json.status).toBe(403);
    const form = await call(emu, 'POST', '/v2/translate', {
      key: PRO,
      rawBody: `auth_key=${PRO}&text=hi&target_lang=DE`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
  });
});

describe('tiers and scopes', () => {
  it('refuses a free-tier key on every style-rules endpoint, saying the Pro tier is needed', async () => {
    for (const [method, path] of [
      ['GET', '/v3/style_rules'],
      ['GET', `/v3/style_rules/${styleId}`],
      ['POST', '/v3/style_rules'],
      ['PUT', `/v3/style_rules/${styleId}/configured_rules`],
    ] as const) {
      const res = await call(emu, method, path, { key: FREE, ...(method === 'GET' ? {} : { body: {} }) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toMatch(/Pro tier/);
    }
  });

  it('lets a free-tier key translate, but not with a style list', async () => {
    const plain = await call(emu, 'POST', '/v2/translate', { key: FREE, body: { text: ['hi'], target_lang: 'EN-US' } });
    expect(plain.status).toBe(200);
    const styled = await call(emu, 'POST', '/v2/translate', { key: FREE, body: { text: ['hi'], target_lang: 'EN-US', style_id: styleId } });
    expect(styled.status).toBe(403);
    expect(styled.body.message).toMatch(/Pro tier/);
  });

  it('enforces style_rules:read, style_rules:write and translate:text scopes', async () => {
    expect((await call(emu, 'GET', '/v3/style_rules', { key: READER })).status).toBe(200);
    expect((await call(emu, 'GET', `/v3/style_rules/${styleId}`, { key: READER })).status).toBe(200);
    const readerWrites = await call(emu, 'PATCH', `/v3/style_rules/${styleId}`, { key: READER, body: { name: 'x' } });
    expect(readerWrites.status).toBe(403);
    // spec/service-2026.md, "Scoped keys": exactly this body.
    expect(readerWrites.body).toEqual({ message: 'Forbidden', detail: 'Missing required scope(s): style_rules:write' });

    expect((await call(emu, 'GET', '/v3/style_rules', { key: WRITER })).status).toBe(403);
    expect((await call(emu, 'POST', '/v3/style_rules', { key: WRITER, body: listBody({ name: 'W' }) })).status).toBe(201);
    const writerTranslates = await call(emu, 'POST', '/v2/translate', { key: WRITER, body: { text: ['hi'], target_lang: 'DE' } });
    expect(writerTranslates.body).toEqual({ message: 'Forbidden', detail: 'Missing required scope(s): translate:text' });

    expect((await call(emu, 'POST', '/v2/translate', { key: TRANSLATOR, body: { text: ['hi'], target_lang: 'DE' } })).status).toBe(200);
    expect((await call(emu, 'GET', '/v3/style_rules', { key: TRANSLATOR })).status).toBe(403);
    expect((await call(emu, 'GET', '/v3/style_rules', { key: null })).status).toBe(401);
  });

  it('every languages call needs languages:read; an unscoped key has every scope', async () => {
    for (const path of ['/v3/languages?resource=style_rules', '/v3/languages/resources']) {
      const refused = await call(emu, 'GET', path, { key: TRANSLATOR });
      expect([refused.status, refused.body]).toEqual([403, { message: 'Forbidden', detail: 'Missing required scope(s): languages:read' }]);
      expect((await call(emu, 'GET', path, { key: READ_ONLY })).status).toBe(200);
      expect((await call(emu, 'GET', path, { key: PRO })).status).toBe(200);
    }
  });

  it('a read-only key reads style rules, glossaries and languages, and is refused every write and translation', async () => {
    for (const path of ['/v3/style_rules', `/v3/style_rules/${styleId}`, '/v3/glossaries', '/v3/languages?resource=glossary']) {
      expect((await call(emu, 'GET', path, { key: READ_ONLY })).status, path).toBe(200);
    }
    for (const [method, path, scope] of [
      ['POST', '/v3/style_rules', 'style_rules:write'],
      ['PUT', `/v3/style_rules/${styleId}/configured_rules`, 'style_rules:write'],
      ['DELETE', `/v3/style_rules/${styleId}`, 'style_rules:write'],
      ['POST', '/v3/glossaries', 'glossaries:write'],
      ['POST', '/v2/translate', 'translate:text'],
    ] as const) {
      const res = await call(emu, method, path, { key: READ_ONLY, body: {} });
      expect([res.status, res.body], `${method} ${path}`).toEqual([403, { message: 'Forbidden', detail: `Missing required scope(s): ${scope}` }]);
    }
    expect(emu.lists().map((l) => l.style_id)).toContain(styleId);
  });
});

describe('User-Agent', () => {
  it('refuses a request without a User-Agent with 403 and says one is required', async () => {
    const res = await rawRequest(`${emu.url}/v3/style_rules`, 'GET', { Authorization: `Service-Auth-Key ${PRO}` });
    expect(res.status).toBe(403);
    expect(res.traceId).toMatch(TRACE_ID);
    expect(JSON.parse(res.text).message).toMatch(/User-Agent/);
    const withUa = await rawRequest(`${emu.url}/v3/style_rules`, 'GET', { Authorization: `Service-Auth-Key ${PRO}`, 'User-Agent': 'x/1' });
    expect(withUa.status).toBe(200);
  });
});
