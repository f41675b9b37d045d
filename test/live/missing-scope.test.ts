import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { MissingScopeError } from '../../src/live/errors.ts';
import { cli, tempRepo } from '../hostile/support.ts';
import { clientFor, json, listBody } from './harness.ts';
import { emulator, type OddServer, useOddServers, useEmulator } from '../world/service.ts';
import { KEY } from '../world/keys.ts';

// spec/service-2026.md, "Scoped keys": a 403 naming the missing scopes becomes a
// missing-scope error naming them and the command; its detail is the service's text.
const READ_ONLY = 'read-only-key-4f1d2c9b7e';

const emu = useEmulator(() => emulator({ apiKeys: [{ key: KEY }, { key: READ_ONLY, scopes: ['style_rules:read', 'glossaries:read', 'languages:read'] }] }));

const serve = useOddServers();
async function forbidden(body: string): Promise<OddServer> {
  return serve(() => ({ status: 403, body, headers: { 'Content-Type': 'application/json' } }));
}

async function failure(promise: Promise<unknown>): Promise<StylesyncError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof StylesyncError)) throw new Error(`expected a StylesyncError, got ${String(error)}`);
  return error;
}

describe('a 403 naming missing scopes', () => {
  it('is a missing-scope error naming the scope and the command, with a hint saying which key to use', async () => {
    const { client } = clientFor(emu.url, { apiKey: READ_ONLY, command: 'apply' });
    await expect(client.listAll()).resolves.toBeTruthy();
    const error = await failure(client.create(listBody('A')));
    expect(error).toBeInstanceOf(MissingScopeError);
    expect(error.code).toBe('missing-scope');
    expect((error as MissingScopeError).missingScopes).toEqual(['style_rules:write']);
    expect(error.message).toBe(
      'apply needs style_rules:write, which the key lacks: the service refused to create style rule list "A" (403 Forbidden: missing scope(s) style_rules:write)',
    );
    expect(error.hint).toMatch(/^For apply, use the apply key \(one with the write scopes\), then run again\. validate --online and plan need only read scopes \(style_rules:read, glossaries:read, languages:read\)/);
    expect(error.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names every missing scope of a comma-separated detail, and the translate scope for a translation', async () => {
    const server = await forbidden(json({ message: 'Forbidden', detail: 'Missing required scope(s): translate:text,style_rules:read' }));
    const error = await failure(clientFor(server.url, { command: 'plan --check-translations' }).client.translate({ text: ['x'], target_lang: 'de' }));
    expect((error as MissingScopeError).missingScopes).toEqual(['translate:text', 'style_rules:read']);
    expect(error.message).toContain('plan --check-translations needs translate:text, style_rules:read, which the key lacks');
    expect(error.hint).toContain('For plan --check-translations, use a key that has translate:text, style_rules:read');
  });

  it('a 403 without a detail still says which scope the call needs (and the tier for style rules)', async () => {
    const server = await forbidden('');
    const error = await failure(clientFor(server.url, { command: 'apply' }).client.create(listBody('A')));
    expect(error.code).toBe('forbidden');
    expect(error.message).toBe('The service refused to create style rule list "A" (403 Forbidden)');
    expect(error.hint).toContain('Otherwise the key may lack style_rules:write, the scope POST /v3/style_rules needs, or the account the Pro tier');
    expect(error.hint).toContain('For apply, use the apply key');
  });

  it('takes only well-formed scope names from a hostile detail: no markup, workflow command or key reaches the message, and it is bounded', async () => {
    const detail = `Missing required scope(s): style_rules:write, <img src=x onerror=alert(1)>, ::error::pwned, **bold**, ${KEY}, ${'a:b,'.repeat(50_000)}`;
    const server = await forbidden(json({ message: 'Forbidden', detail }));
    const error = await failure(clientFor(server.url, { command: 'apply' }).client.create(listBody('A')));
    expect((error as MissingScopeError).missingScopes).toEqual(['style_rules:write', 'a:b']);
    for (const text of [error.message, error.hint]) {
      expect(text).not.toMatch(/<img|::error::|\*\*bold|alert/);
      expect(text).not.toContain(KEY);
      expect(text.length).toBeLessThan(1000);
    }
  });

  it('bounds the message and detail of any other error answer', async () => {
    const server = await forbidden(json({ message: 'x'.repeat(100_000), detail: 'y'.repeat(100_000) }));
    const error = await failure(clientFor(server.url).client.listAll());
    expect(error.message.length).toBeLessThan(1000);
  });

  it('through the CLI: validate --online against a service answering a hostile scope 403 prints a clear error, exit 1, no key, no raw markup', async () => {
    const detail = `Missing required scope(s): languages:read, ::error::owned ${KEY} <b>x</b>`;
    const server = await forbidden(json({ message: 'Forbidden', detail }));
    const repo = await tempRepo({ 'styles/a.yaml': 'name: A\nlanguage: de\n' });
    try {
      const r = await cli(repo.root, ['validate', '--online'], { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: server.url });
      expect(r.all).not.toContain(KEY);
      expect(r.all).not.toMatch(/::error::|<b>/);
      expect(r.all).toContain('validate --online needs languages:read, which the key lacks');
      expect(r.code).toBe(1);
    } finally {
      await repo.cleanup();
    }
  });
});
