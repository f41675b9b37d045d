import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, sep } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { StylesyncError } from '../../src/errors.ts';
import { DEFAULT_BACKOFF } from '../../src/live/retry-policy.ts';
import { cli, tempRepo } from '../hostile/support.ts';
import { clientFor, json, wireList } from './harness.ts';
import { KEY } from '../world/keys.ts';
import { useOddServers } from '../world/service.ts';

/**
 * A small hostile service of the tests' own (node:http on 127.0.0.1, no
 * mocking library): it redirects to another port, pages forever, asks for
 * absurd waits, echoes the key as hex broken across lines, and names a list
 * with the key. Each run must end within its bound with a message that says
 * what happened, and no form of the key may reach any output or file.
 */

const serve = useOddServers();

const hex = Buffer.from(KEY).toString('hex');

/** The key in every form this file's server sends, found in `text` even when broken by white space. */
/** Every file under `root` (but `.cache`), by path relative to it. */
async function filesUnder(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const abs = join(entry.parentPath, entry.name);
    files[relative(root, abs).split(sep).join('/')] = await readFile(abs, 'utf8');
  }
  return files;
}

function leaks(text: string): string[] {
  const flat = text.replace(/\s+|\\[nrt]/g, '').toLowerCase();
  const forms = { raw: KEY, hex, base64: Buffer.from(KEY).toString('base64').slice(0, 24) };
  return Object.entries(forms)
    .filter(([, form]) => flat.includes(form.toLowerCase()))
    .map(([name]) => name);
}

function printed(error: unknown): string {
  const parts = [String(error), inspect(error, { depth: 20 })];
  if (error instanceof StylesyncError) parts.push(error.hint);
  return parts.join('\n');
}

async function failure(run: () => Promise<unknown>): Promise<StylesyncError> {
  const error = await run().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(StylesyncError);
  return error as StylesyncError;
}

const fullPage = (page: number) => Array.from({ length: 25 }, (_, i) => wireList(`p${page}-${i}`));

describe('a hostile service', () => {
  it('redirecting to another port: never followed, the status, the escaped Location and a hint to set the final address', async () => {
    const elsewhere = await serve(() => ({ status: 200, body: json({ style_rules: [wireList('theirs')] }) }));
    const hostile = await serve(() => ({ status: 302, headers: { Location: `${elsewhere.url}/v3/style_rules?k=${KEY}&\x9b2J\x85` } }));
    const error = await failure(() => clientFor(hostile.url).client.listAll());
    expect(error.message).toContain('answered 302 (a redirect, Location "http://127.0.0.1:');
    expect(error.message).toContain('\\u009b2J\\u0085"');
    expect(error.message).toContain('never follows redirects');
    expect(error.code).toBe('redirected');
    expect(error.hint).toContain('Set the final address as the base URL');
    expect(elsewhere.requests).toEqual([]);
    expect(hostile.requests).toHaveLength(1);
    expect(leaks(printed(error))).toEqual([]);
  });

  it('redirecting a create with 307: not followed, nothing sent elsewhere, not re-sent', async () => {
    const elsewhere = await serve(() => ({ status: 201, body: json(wireList('made')) }));
    const hostile = await serve(() => ({ status: 307, headers: { Location: `${elsewhere.url}/v3/style_rules` } }));
    const error = await failure(() =>
      clientFor(hostile.url).client.create({ name: 'A', language: 'de', configured_rules: {}, custom_instructions: [] }),
    );
    expect(error.message).toContain('answered 307');
    expect(elsewhere.requests).toEqual([]);
    expect(hostile.requests).toHaveLength(1);
  });

  it('sending full pages of new lists forever: stopped at the default cap of 10,000 lists, naming the setting', async () => {
    const hostile = await serve((req) => ({ status: 200, body: json({ style_rules: fullPage(Number(/page=(\d+)/.exec(req.url)?.[1])) }) }));
    const error = await failure(() => clientFor(hostile.url).client.listAll());
    expect(error.message).toContain('did not end within 10,000 lists (401 full pages read)');
    expect(error.code).toBe('too-many-lists');
    expect(error.hint).toContain('raise STYLESYNC_MAX_LISTS');
    expect(hostile.requests).toHaveLength(401);
    // 401 requests of 25 lists: a few seconds alone, more on a loaded two-core machine.
  }, 60_000);

  it('listing a glossary with 20,000 dictionaries: refused before any entries are read, naming the bound and the setting', async () => {
    const dictionaries = Array.from({ length: 20_000 }, (_, i) => ({ source_lang: 'en', target_lang: `x${i}`, entry_count: 1 }));
    const hostile = await serve(() => ({ status: 200, body: json({ glossaries: [{ glossary_id: 'g-1', name: 'Acme', dictionaries }] }) }));
    const { client } = clientFor(hostile.url);
    const error = await failure(async () => client.readGlossaries((await client.listGlossaries()).value, 4));
    expect(error.code).toBe('too-many-dictionaries');
    expect(error.message).toContain('Glossary "Acme" (g-1) lists 20,000 dictionaries, more than 2,000');
    expect(error.hint).toContain('raise STYLESYNC_MAX_DICTIONARIES (default 2,000)');
    expect(hostile.requests.map((r) => r.url)).toEqual(['/v3/glossaries']);
  });

  it('the dictionary bound: a glossary at it is read whole, one past it is refused before its first read', async () => {
    const glossary = (n: number) => ({ glossary_id: `g-${n}`, name: `G${n}`, dictionaries: Array.from({ length: n }, (_, i) => ({ source_lang: 'en', target_lang: `x${i}`, entry_count: 1 })) });
    const hostile = await serve((req) => {
      const target = /target_lang=(x\d+)/.exec(req.url)?.[1];
      if (target) return { status: 200, body: json({ dictionaries: [{ source_lang: 'en', target_lang: target, entries: 'a\tb', entries_format: 'tsv' }] }) };
      return { status: 200, body: json({ glossaries: [glossary(3), glossary(4)] }) };
    });
    const { client } = clientFor(hostile.url, { maxDictionaries: 3 });
    const [atBound, past] = (await client.listGlossaries()).value;
    const read = await client.readGlossaries([atBound!], 2);
    expect(read.glossaries[0]!.entries).toHaveLength(3);
    expect(hostile.requests).toHaveLength(4);
    const error = await failure(() => client.readGlossaries([atBound!, past!], 2));
    expect(error.message).toContain('lists 4 dictionaries, more than 3');
    expect(hostile.requests).toHaveLength(4);
  });

  it('streaming an endless answer: stopped after the answer-size bound, not retried, saying what to check', async () => {
    let written = 0;
    const endless = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'X-Trace-ID': 'f'.repeat(32) });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const more = (): void => {
        while (!res.destroyed && written < 64 * 2 ** 20 && res.write(chunk)) written += chunk.length;
        if (!res.destroyed && written < 64 * 2 ** 20) res.once('drain', more);
      };
      more();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = endless.address() as AddressInfo;
      const { client, events } = clientFor(`http://127.0.0.1:${port}`, { maxAnswerBytes: 2 ** 20 });
      const error = await failure(() => client.listGlossaries());
      expect(error.code).toBe('answer-too-large');
      expect(error.message).toContain('answer to GET /v3/glossaries was larger than 1 MiB');
      expect(error.hint).toContain('check that the base URL points at the service');
      expect(events).toHaveLength(1);
      // Reading stopped near the bound: the server never got to write its 64 MiB.
      expect(written).toBeLessThan(32 * 2 ** 20);
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  it('a 1.2 MB answer of three-byte characters, after a BOM: read whole, no character broken where the stream\'s chunks split one (#31)', async () => {
    // 64 KiB chunks are not a multiple of 3 bytes: every chunk boundary splits a '€', which a decoder without `stream` would replace.
    const name = '€'.repeat(400_000);
    const server = await serve(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: `\uFEFF${json({ style_rules: [wireList('1', name)] })}` }));
    const { lists } = await clientFor(server.url).client.listAll();
    expect(lists).toHaveLength(1);
    expect(lists[0]?.name.length).toBe(name.length);
    expect(lists[0]?.name).toBe(name);
  });

  it('declaring a body over the bound in Content-Length: refused before reading it', async () => {
    const big = await serve(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: json({ glossaries: [], pad: 'x'.repeat(2 ** 20) }) }));
    const error = await failure(() => clientFor(big.url, { maxAnswerBytes: 2 ** 20 }).client.listGlossaries());
    expect(error.code).toBe('answer-too-large');
    expect(big.requests).toHaveLength(1);
    // Under the bound the same server is read as usual.
    expect((await clientFor(big.url, { maxAnswerBytes: 4 * 2 ** 20 }).client.listGlossaries()).value).toEqual([]);
  });

  it('sending full pages forever: a lower cap set on the client stops sooner', async () => {
    const hostile = await serve((req) => ({ status: 200, body: json({ style_rules: fullPage(Number(/page=(\d+)/.exec(req.url)?.[1])) }) }));
    const error = await failure(() => clientFor(hostile.url, { maxLists: 100 }).client.listAll());
    expect(error.message).toContain('did not end within 100 lists (5 full pages read)');
    expect(hostile.requests).toHaveLength(5);
  });

  it('asking for Retry-After: 999999999 on a 429: no wait at all with the real backoff settings, and says what it asked', async () => {
    const hostile = await serve(() => ({ status: 429, headers: { 'Retry-After': '999999999' }, body: json({ message: 'slow down' }) }));
    // One request and the refusal named: it did not wait (a slept wait would hang the test into its timeout).
    const error = await failure(() => clientFor(hostile.url, { backoff: DEFAULT_BACKOFF }).client.listAll());
    expect(error.message).toContain('kept answering 429 Too Many Requests');
    expect(error.message).toContain("asked to wait 999,999,999 s before trying again, longer than this run's whole retry-wait budget of 300 s");
    expect(hostile.requests).toHaveLength(1);
  });

  it('answering 429 with a short Retry-After forever: stopped when the run\'s retry-wait budget is used up, naming the setting', async () => {
    const hostile = await serve(() => ({ status: 429, headers: { 'Retry-After': '1' } }));
    const { client, events } = clientFor(hostile.url, { retries: 10, retryWaitBudgetMs: 2_000, backoff: DEFAULT_BACKOFF });
    const error = await failure(() => client.listAll());
    // Two waits of 1 s fit in 2 s; the third would not (the waits are the announced ones: no stopwatch on a busy machine).
    expect(hostile.requests).toHaveLength(3);
    expect(events.filter((e) => e.retryAfter).map((e) => e.retryInMs)).toEqual([1000, 1000]);
    expect(error.message).toContain("the run's retry-wait budget of 2 s is used up, so it did not retry");
    expect(error.hint).toContain('raise STYLESYNC_RETRY_WAIT_BUDGET (seconds; default 300)');
    // The budget is the run's, not the call's: the next call that needs a wait stops at once.
    const again = await failure(() => client.get('x'));
    expect(again.message).toContain('retry-wait budget');
    expect(hostile.requests).toHaveLength(4);
  });

  it('echoing the key as hex, in both cases, broken across lines and spaces: masked in every part of the error', async () => {
    const broken = `${KEY.slice(0, 9)}\n${KEY.slice(9, 15)} ${KEY.slice(15)}`;
    const hexBroken = `${hex.slice(0, 20)}\r\n${hex.slice(20).toUpperCase()}`;
    const hostile = await serve(() => ({
      status: 400,
      body: json({ message: `bad key ${hex} / ${hex.toUpperCase()}`, detail: `you sent\n${broken}\nor ${hexBroken}` }),
    }));
    const error = await failure(() => clientFor(hostile.url).client.get('x'));
    expect(error.message).toContain('bad key ***');
    expect(leaks(printed(error))).toEqual([]);
  });

  it('naming a list with the key: a message about that list shows the name masked', async () => {
    const hostile = await serve((req) =>
      req.method === 'GET' ? { status: 200, body: json({ style_rules: [wireList('k1', `Team ${KEY}`), wireList('k2', `Hex ${hex}`)] }) } : { status: 404 },
    );
    const { client } = clientFor(hostile.url);
    await client.listAll();
    const first = await failure(() => client.rename('k1', 'New'));
    const second = await failure(() => client.deleteInstruction('k2', 'i1').then(() => client.rename('k2', 'New')));
    expect(first.message).toContain('Style rule list "Team ***" (id k1) was not found');
    expect(second.message).toContain('"Hex ***"');
    expect(leaks(printed(first) + printed(second))).toEqual([]);
  });
});

describe('the CLI against the hostile service', () => {
  it('plan and apply with a list named with the key and a message holding it in hex: no form of the key in any output', async () => {
    const hostile = await serve((req) => {
      if (req.method === 'GET') return { status: 200, body: json({ style_rules: [wireList('k1', `Team ${KEY}`), wireList('k2', `Hex\n${hex}`)] }) };
      return { status: 456, body: json({ message: `quota used by ${hex.slice(0, 30)}\n${hex.slice(30)}` }) };
    });
    const repo = await tempRepo({ 'stylesync.yaml': 'prune: true\n', 'styles/de.yaml': 'name: Acme DE\nlanguage: de\n' });
    try {
      const env = { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: hostile.url };
      const plan = await cli(repo.root, ['plan', '--verbose', '--out', 'plan.json'], env);
      expect(plan.all).toContain('Team ***');
      // A file holding the key is not written at all (src/live/redact.ts keyInFile), and the run says why.
      expect(plan.code).toBe(1);
      expect(plan.err).toMatch(/plan\.json \(--out\) was not written: it would hold the API key/);
      const apply = await cli(repo.root, ['apply', '--yes', '--allow-deletes', '5', '--verbose', '--record', 'out/record.jsonl', '--ids-out', 'out/ids.json'], env);
      expect(apply.code).toBe(1);
      expect(apply.all).toContain("The account's quota is used up");
      expect(leaks(plan.all + apply.all)).toEqual([]);
      // Nor in any file the runs wrote: no saved plan, no backup of a list named with the key, no record line naming it.
      const written = await filesUnder(repo.root);
      expect(apply.err).toMatch(/record\.jsonl \(--record\) was not written: it would hold the API key/);
      expect(Object.keys(written)).not.toContain('plan.json');
      expect(Object.keys(written).filter((f) => f.startsWith('.stylesync/backups/'))).toEqual([]);
      for (const [file, text] of Object.entries(written)) expect({ file, leaks: leaks(text) }).toEqual({ file, leaks: [] });
    } finally {
      await repo.cleanup();
    }
  });
});
