import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEY } from '../world/keys.ts';
import { world, type World } from '../world/world.ts';

// Issue #27: a service that echoes the key reversed, in a translation, a
// language name and a 401 message. The reversed key must reach no output and
// no file: plan in every format, the sample record, the guide, the cache.

const REVERSED = [...KEY].reverse().join('');
/** Any trace of the reversed key, in any case (the redaction ignores case, so must the check). */
const holdsReversed = (text: string) => text.toLowerCase().includes(REVERSED.toLowerCase());

const STYLE = 'name: Prices DE\nlanguage: de\nconfigured_rules:\n  numbers:\n    decimal_separator: use_comma_as_decimal_separator\nexamples:\n  - text: Pay 3.5 euros.\n    source_language: en\n';

/** A proxy before the emulator that adds the reversed key to every translation and every language name. */
function echoingProxy(target: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection', 'transfer-encoding'].includes(k))) as Record<string, string>;
      void fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body.length === 0 ? {} : { body }), redirect: 'manual' }).then(async (answer) => {
        const text = (await answer.text()).replaceAll('"text":"', `"text":"${REVERSED} `).replaceAll('"name":"', `"name":"${REVERSED} `);
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      }, () => res.destroy());
    });
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function filesIn(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const e of entries) if (e.isFile()) out[join(e.parentPath, e.name)] = await readFile(join(e.parentPath, e.name), 'utf8');
  return out;
}

let w: World;
let proxy: Server;
let url: string;
beforeEach(async () => {
  w = await world();
  await w.write('styles/prices.yaml', STYLE);
  proxy = echoingProxy(w.emu.url);
  url = await listen(proxy);
});
afterEach(async () => {
  await new Promise((done) => proxy.close(done));
  await w.close();
});

describe('a service that echoes the key reversed', () => {
  it('reaches no plan output (text, Markdown, JSON), no sample record, no guide page and no languages cache', async () => {
    const home = join(w.dir, 'home');
    const env = { STYLESYNC_BASE_URL: url, HOME: home, XDG_CACHE_HOME: undefined };
    for (const format of ['text', 'markdown', 'json']) {
      const plan = await w.cli(['plan', '--check-translations', '--refresh-languages', '--format', format], { env });
      expect(plan.stderr).not.toContain('bug in stylesync');
      // The proxy did answer with the key: the translation and the names came through, masked.
      expect(plan.stdout + plan.stderr, format).toContain('***');
      expect(holdsReversed(plan.stdout), `${format} stdout`).toBe(false);
      expect(holdsReversed(plan.stderr), `${format} stderr`).toBe(false);
      // Every languages answer names a language with the key: none is cached, and the run says why.
      expect(plan.stderr).toMatch(/languages were not cached \(.*would hold the API key/);
    }
    const guide = await w.cli(['guide', '--out', 'site'], { env });
    expect(guide.code).toBe(0);
    const files = { ...(await filesIn(join(w.dir, '.stylesync'))), ...(await filesIn(join(w.dir, 'site'))), ...(await filesIn(home)) };
    expect(Object.keys(files).some((f) => f.endsWith('de.html'))).toBe(true);
    for (const [file, text] of Object.entries(files)) expect({ file, leak: holdsReversed(text) }).toEqual({ file, leak: false });
    expect(holdsReversed(guide.stdout + guide.stderr)).toBe(false);
  });

  it('a 401 quoting it reversed shows the message with the key masked', async () => {
    const refusing = createServer((req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `key ${REVERSED} is not valid here` }));
    });
    const at = await listen(refusing);
    try {
      const plan = await w.cli(['plan', '--format', 'json'], { env: { STYLESYNC_BASE_URL: at } });
      expect(plan.code).toBe(1);
      expect(plan.stdout + plan.stderr).toContain('***');
      expect(holdsReversed(plan.stdout + plan.stderr)).toBe(false);
    } finally {
      await new Promise((done) => refusing.close(done));
    }
  });
});
