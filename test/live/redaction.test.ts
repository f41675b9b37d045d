import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/emulator/emulator.ts';
import { StylesyncError } from '../../src/errors.ts';
import type { RequestEvent } from '../../src/live/client.ts';
import { clientFor, json, listBody, wireList } from './harness.ts';
import { emulator, oddServer } from '../world/service.ts';
import { KEY } from '../world/keys.ts';

/**
 * Every error path of the client, against services that echo the
 * Authorization header back: the key must not appear in the message, the
 * hint, the cause chain, the stack or any printed form of the error.
 */

type Odd = Awaited<ReturnType<typeof oddServer>>;
let echo: Odd;
let emu: RunningEmulator;
const events: RequestEvent[] = [];

beforeAll(async () => {
  emu = await emulator();
  echo = await oddServer((req) => {
    const auth = String(req.headers.authorization);
    const status = Number(/s(\d{3})/.exec(req.url)?.[1] ?? 200);
    if (req.url.includes('html')) return { status: 500, body: `<p>${auth}</p>` };
    if (req.url.includes('shape')) return { status: 200, body: json({ ...wireList('x'), version: auth }) };
    if (req.method === 'POST' && req.url === '/v3/style_rules') return { status: 500, body: json({ message: `failed for ${auth}` }) };
    if (req.url.startsWith('/v3/style_rules?')) return { status: 200, body: json({ style_rules: [] }) };
    return { status, body: json({ message: `rejected ${auth}`, detail: `key was ${KEY}` }), headers: { 'retry-after': '0' } };
  });
});
afterAll(async () => {
  await Promise.all([echo.close(), emu.close()]);
});

function printed(error: unknown): string {
  const parts: string[] = [String(error), inspect(error, { depth: 20 }), JSON.stringify(error)];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 10; depth++) {
    if (current instanceof Error) parts.push(current.message, current.stack ?? '', String(current));
    if (current instanceof StylesyncError) parts.push(current.hint);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join('\n');
}

async function caught(run: () => Promise<unknown>): Promise<StylesyncError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StylesyncError);
  return error as StylesyncError;
}

const quick = { retries: 1, onRequest: (e: RequestEvent) => events.push(e) };

describe('the API key never appears in an error', () => {
  // The flag says whether the service echoed the key into the text the error quotes, so redaction must have happened.
  const cases: Array<[string, () => Promise<unknown>, boolean?]> = [
    ['400', () => clientFor(echo.url, quick).client.get('s400')],
    ['401', () => clientFor(echo.url, quick).client.get('s401')],
    ['403', () => clientFor(echo.url, quick).client.rename('s403', 'x')],
    ['404', () => clientFor(echo.url, quick).client.get('s404')],
    ['409', () => clientFor(echo.url, quick).client.replaceRules('s409', {})],
    ['429 after retries', () => clientFor(echo.url, quick).client.get('s429')],
    ['503 after retries', () => clientFor(echo.url, quick).client.get('s503')],
    ['HTML body', () => clientFor(echo.url, quick).client.get('html')],
    ['unexpected shape', () => clientFor(echo.url, quick).client.get('shape'), false],
    ['instruction 400', () => clientFor(echo.url, quick).client.createInstruction('s400', { label: 'l', prompt: 'p', source_language: 'en' })],
    ['create sent twice without an answer', () => clientFor(echo.url, quick).client.create(listBody('A'))],
  ];
  for (const [name, run, echoed = true] of cases) {
    it(name, async () => {
      const error = await caught(run);
      expect(printed(error)).not.toContain(KEY);
      if (echoed) expect(printed(error)).toContain('***');
    });
  }

  it('paging loop', async () => {
    const server = await oddServer((req) => ({
      status: 200,
      body: json({ style_rules: Array.from({ length: 25 }, (_, i) => wireList(`${String(req.headers.authorization)}-${i}`)) }),
    }));
    try {
      const error = await caught(() => clientFor(server.url, quick).client.listAll());
      expect(error.message).toContain('ignore the page parameter');
      expect(printed(error)).not.toContain(KEY);
    } finally {
      await server.close();
    }
  });

  it('failed check after an unclear create', async () => {
    const server = await oddServer((req) =>
      req.method === 'POST' ? { status: 503, body: json({ message: 'busy' }) } : { status: 500, body: json({ message: `broken ${String(req.headers.authorization)}` }) },
    );
    try {
      const error = await caught(() => clientFor(server.url, quick).client.create(listBody('A')));
      expect(error.message).toContain('checking whether it was done anyway failed');
      expect(printed(error)).not.toContain(KEY);
    } finally {
      await server.close();
    }
  });

  it('timeout', async () => {
    emu.addFault({ kind: 'hang' });
    try {
      const error = await caught(() => clientFor(emu.url, { ...quick, timeoutMs: 100 }).client.listAll());
      expect(printed(error)).not.toContain(KEY);
    } finally {
      emu.clearFaults();
    }
  });

  it('connection reset on a create, and refused connections', async () => {
    emu.addFault({ kind: 'reset' });
    try {
      const reset = await caught(() => clientFor(emu.url, quick).client.create(listBody('A')));
      expect(printed(reset)).not.toContain(KEY);
    } finally {
      emu.clearFaults();
    }
    const gone = await emulator();
    await gone.close();
    const refused = await caught(() => clientFor(gone.url, quick).client.listAll());
    expect(printed(refused)).not.toContain(KEY);
  });

  it('bad options', async () => {
    const { createClient } = await import('../../src/live/client.ts');
    for (const options of [
      { baseUrl: `http://example.com/?k=${KEY}`, apiKey: KEY },
      { baseUrl: `https://u:${KEY}@example.com`, apiKey: KEY },
      { baseUrl: emu.url, apiKey: `${KEY}\r\nX: y` },
      { baseUrl: emu.url, apiKey: KEY, authScheme: `x ${KEY}` },
    ]) {
      let error: unknown;
      try {
        createClient(options);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(StylesyncError);
      expect(printed(error)).not.toContain(KEY);
    }
  });

  it('nor in any progress event', () => {
    expect(events.length).toBeGreaterThan(10);
    expect(JSON.stringify(events)).not.toContain(KEY);
  });
});

describe('the key in the forms a hostile service breaks it into', () => {
  const hex = Buffer.from(KEY).toString('hex');
  const cases: Array<[string, string]> = [
    ['hex', hex],
    ['HEX', hex.toUpperCase()],
    ['every byte %XX', [...Buffer.from(KEY)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')],
    ['broken by a line break', `${KEY.slice(0, 10)}\n${KEY.slice(10)}`],
    ['broken by CRLF and spaces', `${KEY.slice(0, 5)}\r\n  ${KEY.slice(5, 12)} ${KEY.slice(12)}`],
    ['broken by an escaped line break', `${KEY.slice(0, 7)}\\n${KEY.slice(7)}`],
    ['hex broken across lines', `${hex.slice(0, 16)}\n${hex.slice(16, 40)}\n${hex.slice(40).toUpperCase()}`],
  ];
  it.each(cases)('%s', async (_name, form) => {
    const { redactAll } = await import('../../src/live/redact.ts');
    const out = redactAll(`before ${form} after`, [KEY]);
    expect(out).toBe('before *** after');
  });

  it('masks the key part of the hex of a text holding it (hex is byte-aligned)', async () => {
    const { redactAll } = await import('../../src/live/redact.ts');
    expect(redactAll(Buffer.from(`Bearer ${KEY}!`).toString('hex'), [KEY])).toBe(`${Buffer.from('Bearer ').toString('hex')}***21`);
  });

  it('leaves text that only shares pieces with the key alone', async () => {
    const { redactAll } = await import('../../src/live/redact.ts');
    const text = `sk-live is a prefix; KEY and 4f1d are words; ${hex.slice(0, 12)} is a short hex run`;
    expect(redactAll(text, [KEY])).toBe(text);
  });
});
