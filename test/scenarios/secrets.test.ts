import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { styleFile } from '../world/files.ts';
import { expectNoKeyLeak, STAGING_KEY } from '../world/keys.ts';
import { world, type World } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

/** A careless service that quotes the Authorization header back in its errors. */
let echo: Server;
let echoUrl: string;
let w: World;

beforeEach(async () => {
  echo = createServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    res.writeHead(req.method === 'GET' ? 400 : 500, { 'content-type': 'application/json', 'x-trace-id': 'f'.repeat(32) });
    res.end(JSON.stringify({ message: `rejected credentials ${auth}`, detail: `key=${auth.split(' ')[1]}` }));
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;
  w = await world({ config: `styles_dir: styles\ntargets:\n  echo:\n    base_url: ${echoUrl}\n    api_key_env: ECHO_KEY\n` });
  await w.write('styles/de.yaml', styleFile({ name: 'Acme DE' }));
});
afterEach(async () => {
  await w.close();
  await new Promise((resolve) => echo.close(resolve));
});
afterAll(() => expectNoKeyLeak());

describe('the API key', () => {
  it('never reaches the output, even when the service quotes it back', async () => {
    const env = { STYLESYNC_API_KEY: undefined, STYLESYNC_BASE_URL: undefined, ECHO_KEY: STAGING_KEY };
    for (const argv of [['plan', '--target', 'echo'], ['apply', '--yes', '--target', 'echo', '--record', 'r.json'], ['import', '--target', 'echo']]) {
      const r = await w.cli(argv, { env });
      expectRun(r, 1, {
        stderr: [
          // The service's message does come through, with the key masked.
          'rejected credentials',
        ],
      });
      expect(r.stderr).not.toContain(STAGING_KEY);
    }
  });
});
