import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { clientFor, json, listBody } from './harness.ts';
import { emulator, oddServer, useEmulator } from '../world/service.ts';
import { KEY } from '../world/keys.ts';
import { expectContains } from '../world/expect-contains.ts';

const TRACE = /^[0-9a-f]{32}$/;
const emu = useEmulator(() =>
  emulator({
    apiKeys: [
      { key: KEY },
      { key: 'free-tier-key-000', tier: 'free' },
      { key: 'read-only-key-000', scopes: ['style_rules:read'] },
    ],
  }),
);

async function failure(promise: Promise<unknown>): Promise<StylesyncError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StylesyncError);
  return error as StylesyncError;
}

/** The trace id the error carries is the one the emulator sent with that answer. */
function expectLoggedTrace(error: StylesyncError): void {
  expect(error.traceId).toMatch(TRACE);
  expect(emu.log.map((e) => e.traceId)).toContain(error.traceId);
}

describe('error mapping', () => {
  it('400: the service message and detail', async () => {
    const { client } = clientFor(emu.url);
    const error = await failure(client.create(listBody('Bad', { language: 'xx' })));
    expect(error.message).toContain('400');
    expect(error.message).toContain('create style rule list "Bad"');
    expect(error.message).toContain('language "xx" is not supported');
    expect(error.hint).toContain('stylesync validate');
    expectLoggedTrace(error);
  });

  it('400: detail is shown too', async () => {
    const server = await oddServer(() => ({ status: 400, body: json({ message: 'Invalid rules', detail: 'numbers.x is not a rule' }) }));
    try {
      const error = await failure(clientFor(server.url).client.replaceRules('x', { numbers: { x: 'y' } }));
      expect(error.message).toContain('Invalid rules — numbers.x is not a rule');
      expect(error.traceId).toBe(`${'0'.repeat(28)}0001`);
    } finally {
      await server.close();
    }
  });

  it('401: a wrong key says which variable to set and to check the scheme', async () => {
    const { client } = clientFor(emu.url, { apiKey: 'wrong-key-123456' });
    const error = await failure(client.listAll());
    expect(error.message).toContain('401');
    expect(error.hint).toContain('STYLESYNC_API_KEY');
    expect(error.hint).toContain('--auth-scheme');
    expectLoggedTrace(error);
  });

  it('401: names the variable the key came from when it is not the default one', async () => {
    const { client } = clientFor(emu.url, { apiKey: 'wrong-key-123456', keyVariable: 'PRODUCTION_KEY' });
    const error = await failure(client.listAll());
    expect(error.hint).toContain('Set PRODUCTION_KEY to a valid key');
    expect(error.hint).not.toContain('STYLESYNC_API_KEY');
  });

  it('403: a wrong auth scheme, against the emulator: names --auth-scheme and the scheme used, next to scope and tier', async () => {
    // Services of this kind answer 403 (not 401) when the word before the key is wrong; the emulator does too.
    const { client } = clientFor(emu.url, { authScheme: 'Bearer' });
    const error = await failure(client.listAll());
    expect(error.message).toContain('403');
    expect(error.message).toContain('Service-Auth-Key');
    expectContains(error.hint, [
      '--auth-scheme',
      '"Authorization: Bearer <key>"',
      'scope',
      'Pro tier',
    ]);
    expectLoggedTrace(error);
  });

  it('401 and 403 hints name the settings as the caller names them (the Action: its inputs)', async () => {
    const names = { key: 'the `api-key` input', authScheme: 'the `auth-scheme` input', baseUrl: 'the `base-url` input', baseUrlExample: 'the `base-url` input' };
    const wrongKey = await failure(clientFor(emu.url, { apiKey: 'wrong-key-123456', names }).client.listAll());
    expect(wrongKey.hint).toContain('Set the `api-key` input to a valid key; check the `auth-scheme` input');
    const wrongScheme = await failure(clientFor(emu.url, { authScheme: 'Bearer', names }).client.listAll());
    expect(wrongScheme.hint).toContain('set it with the `auth-scheme` input (or auth_scheme in stylesync.yaml)');
    for (const error of [wrongKey, wrongScheme]) expect(error.hint).not.toMatch(/--auth-scheme|STYLESYNC_API_KEY/);
  });

  it('403: a key without the write scope', async () => {
    const { client } = clientFor(emu.url, { apiKey: 'read-only-key-000' });
    await expect(client.listAll()).resolves.toBeTruthy();
    const error = await failure(client.create(listBody('A')));
    expect(error.message).toContain('403');
    expect(error.code).toBe('missing-scope');
    expect(error.message).toContain('needs style_rules:write, which the key lacks');
    expect(error.hint).toContain('Use a key that has style_rules:write');
    expectLoggedTrace(error);
  });

  it('404: names the list by name when it was read before, else by id', async () => {
    const [list] = emu.seed([listBody('Marketing')]);
    const { client } = clientFor(emu.url);
    await client.listAll();
    emu.reset();
    const byName = await failure(client.replaceRules(list!.style_id, {}));
    expect(byName.message).toContain(`Style rule list "Marketing" (id ${list!.style_id}) was not found`);
    expect(byName.hint).toContain('stylesync plan');
    expectLoggedTrace(byName);

    const byId = await failure(client.get('no-such-id'));
    expect(byId.message).toContain('Style rule list id no-such-id was not found');
  });

  it('404: names a missing instruction and its list', async () => {
    const [list] = emu.seed([listBody('Marketing')]);
    const { client } = clientFor(emu.url);
    const read = await client.get(list!.style_id);
    const instruction = read.value.custom_instructions[0]!;
    await client.deleteInstruction(list!.style_id, instruction.id);
    const error = await failure(client.updateInstruction(list!.style_id, instruction.id, { ...instruction }));
    expect(error.message).toContain(`Custom instruction "Tone" (id ${instruction.id}) of list "Marketing"`);
    expectLoggedTrace(error);
  });

  it('timeout: names the host and what to check', async () => {
    emu.addFault({ kind: 'hang' });
    const { client } = clientFor(emu.url, { timeoutMs: 100, retries: 1 });
    const error = await failure(client.listAll());
    const host = new URL(emu.url).host;
    expect(error.message).toContain(`No answer from ${host} within 100 ms`);
    expect(error.message).toContain('2 attempts');
    expect(error.hint).toContain('network');
    expect(error.traceId).toBeUndefined();
  });

  it('connection refused: names the host and the settings to check', async () => {
    const closed = await emulator();
    const url = closed.url;
    await closed.close();
    const { client } = clientFor(url, { retries: 1 });
    const error = await failure(client.get('x'));
    expect(error.message).toContain(`Could not reach ${new URL(url).host}`);
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.hint).toContain('--base-url');
  });

  it('handles an empty error body', async () => {
    const server = await oddServer(() => ({ status: 404 }));
    try {
      const error = await failure(clientFor(server.url).client.get('x'));
      expect(error.message).toContain('Style rule list id x was not found');
      expect(error.traceId).toBe(`${'0'.repeat(28)}0001`);
    } finally {
      await server.close();
    }
  });

  it('handles an HTML error page', async () => {
    const server = await oddServer(() => ({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', headers: { 'content-type': 'text/html' } }));
    try {
      const error = await failure(clientFor(server.url, { retries: 1 }).client.listAll());
      expect(error.message).toContain('502');
      expect(error.message).toContain('502 Bad Gateway (not JSON)');
      expect(error.message).not.toContain('<h1>');
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('handles a success body that is not JSON', async () => {
    const server = await oddServer(() => ({ status: 200, body: 'OK' }));
    try {
      const error = await failure(clientFor(server.url).client.get('x'));
      expect(error.message).toContain('not JSON');
      expect(error.traceId).toBe(`${'0'.repeat(28)}0001`);
    } finally {
      await server.close();
    }
  });

  it('handles an unexpected status', async () => {
    const server = await oddServer(() => ({ status: 409, body: json({ message: 'conflict' }) }));
    try {
      const error = await failure(clientFor(server.url).client.rename('x', 'y'));
      expect(error.message).toContain('answered 409');
      expect(error.message).toContain('conflict');
    } finally {
      await server.close();
    }
  });
});

describe('client options', () => {
  it('refuses a missing key or one a header cannot carry, without echoing it', async () => {
    const { createClient } = await import('../../src/live/client.ts');
    expect(() => createClient({ baseUrl: emu.url, apiKey: '' })).toThrow(/No API key/);
    try {
      createClient({ baseUrl: emu.url, apiKey: 'secret-with\nnewline' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StylesyncError);
      expect(String(error)).not.toContain('secret-with');
    }
    expect(() => createClient({ baseUrl: emu.url, apiKey: KEY, authScheme: 'Two words' })).toThrow(StylesyncError);
    expect(() => createClient({ baseUrl: 'http://example.com', apiKey: KEY })).toThrow(/plain http/);
  });
});
