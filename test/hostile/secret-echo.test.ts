import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactAll } from '../../src/live/redact.ts';
import { cli, tempRepo } from './support.ts';

/** A key with characters URL-encoding changes. */
const KEY = 'sk-echo/Key+9f3a=c1d7~e0b2';

/** Every form a careless service might echo the key in. */
function forms(auth: string): Record<string, string> {
  const key = auth.slice(auth.indexOf(' ') + 1);
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const b64url = (s: string) => Buffer.from(s).toString('base64url');
  return {
    raw: key,
    header: auth,
    url: encodeURIComponent(key),
    urlLower: encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    form: new URLSearchParams({ k: key }).toString().slice(2),
    base64Key: b64(key),
    base64Header: b64(auth),
    base64urlKey: b64url(key),
    base64urlHeader: b64url(auth),
    base64Basic: b64(`user:${key}`),
    upper: key.toUpperCase(),
    lower: key.toLowerCase(),
    json: JSON.stringify({ key }),
  };
}

/** Anything that would give the key away: each form, and the base64 of the key at each of the three alignments. */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const [name, form] of Object.entries(forms(`Service-Auth-Key ${KEY}`))) {
    if (name === 'header' || name === 'json') continue;
    if (text.toLowerCase().includes(form.toLowerCase())) found.push(name);
  }
  return found;
}

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const all = forms(String(req.headers.authorization ?? ''));
    const body = JSON.stringify({ message: `denied: ${Object.values(all).join(' | ')}`, detail: Object.entries(all).map(([k, v]) => `${k}=${v}`).join('\n') });
    res.writeHead(req.method === 'GET' ? 400 : 500, { 'content-type': 'application/json', 'x-trace-id': Buffer.from(KEY).toString('base64') });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('a service that echoes the key in every form', () => {
  it.each([['plan'], ['import'], ['apply', '--yes']])('`%s` shows none of them', async (...argv) => {
    const repo = await tempRepo({ 'styles/de.yaml': 'name: Acme DE\nlanguage: de\n' });
    try {
      const result = await cli(repo.root, argv, { STYLESYNC_API_KEY: KEY, STYLESYNC_BASE_URL: url });
      expect(result.code).toBe(1);
      expect(result.all).toContain('denied');
      expect(leaks(result.all)).toEqual([]);
    } finally {
      await repo.cleanup();
    }
  });
});

describe('redactAll', () => {
  it('masks each form, in any case', () => {
    const all = forms(`Bearer ${KEY}`);
    for (const [name, form] of Object.entries(all)) {
      const out = redactAll(`before ${form} after`, [KEY]);
      expect(leaks(out), name).toEqual([]);
      expect(out, name).toContain('before ');
    }
  });

  it('masks the base64 of any text holding the key, whatever the scheme word', () => {
    for (const scheme of ['A', 'Ab', 'Abc', 'Service-Auth-Key', 'DeepL-Auth-Key']) {
      const out = redactAll(Buffer.from(`${scheme} ${KEY}`).toString('base64'), [KEY]);
      expect(out).toContain('***');
      expect(leaks(out)).toEqual([]);
    }
  });

  it('leaves ordinary text alone', () => {
    expect(redactAll('Plan: 1 to create, 0 to update.', [KEY])).toBe('Plan: 1 to create, 0 to update.');
  });
});

describe('short keys', () => {
  it('are refused before anything is sent, rather than left unmasked', async () => {
    const repo = await tempRepo({ 'styles/de.yaml': 'name: Acme DE\nlanguage: de\n' });
    try {
      const result = await cli(repo.root, ['plan'], { STYLESYNC_API_KEY: 'abc1234', STYLESYNC_BASE_URL: url });
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/too short/);
      expect(result.err).not.toContain('abc1234');
      expect(result.err).not.toContain('denied');
    } finally {
      await repo.cleanup();
    }
  });
});
