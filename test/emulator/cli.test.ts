import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorCommand } from '../../src/cli/emulator.ts';
import type { CliIO } from '../../src/cli/io.ts';
import { run } from '../../src/cli/main.ts';
import { call, listBody } from './helpers.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stylesync-emulator-cli-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function captureIO(onStdout: (text: string) => void): CliIO & { err: string[] } {
  const err: string[] = [];
  return { stdout: onStdout, stderr: (t) => void err.push(t), env: {}, cwd: dir, isTTY: false, err };
}

/** Runs `stylesync <argv>` in-process until stop(); url is the first stdout line, or "exited N" if it ended first. */
async function startCli(argv: string[]): Promise<{ url: string; stop: () => void; exit: Promise<number>; io: ReturnType<typeof captureIO> }> {
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  let gotUrl!: (url: string) => void;
  const urlLine = new Promise<string>((r) => (gotUrl = r));
  const io = captureIO((text) => gotUrl(text.trim()));
  const exit = run(argv, io, [(ctx) => emulatorCommand(ctx, () => stopped)]);
  const url = await Promise.race([urlLine, exit.then((code) => `exited ${code}`)]);
  return { url, stop, exit, io };
}

describe('stylesync emulator (in-process)', () => {
  it('prints the URL first, honours --api-key, --auth-scheme and --data, and closes when asked to stop', async () => {
    const { url, stop, exit, io } = await startCli(
      ['emulator', '--port', '0', '--api-key', 'key-one-1234', '--api-key', 'key-two-5678', '--auth-scheme', 'Acme-Key', '--data', 'state.json'],
    );
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await call(url, 'POST', '/v3/style_rules', { key: 'key-two-5678', scheme: 'Acme-Key', body: listBody() })).status).toBe(201);
    expect((await call(url, 'GET', '/v3/style_rules', { key: 'key-three', scheme: 'Acme-Key' })).status).toBe(401);
    stop();
    expect(await exit).toBe(0);
    await expect(fetch(`${url}/__emulator/state`)).rejects.toThrow();
    const saved = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
    expect(saved.lists.map((l: { name: string }) => l.name)).toEqual(['Marketing EN']);
    expect(io.err.join('')).toContain('2 key(s)');
    expect(io.err.join('')).not.toContain('key-one-1234');
  });

  it('--api-key KEY:SCOPE,… scopes the key: a call it does not cover is 403 naming the missing scope; a typo in a scope exits 1', async () => {
    const { url, stop, exit } = await startCli(['emulator', '--api-key', 'reader-1234:style_rules:read,languages:read', '--api-key', 'full-5678']);
    expect((await call(url, 'GET', '/v3/style_rules', { key: 'reader-1234' })).status).toBe(200);
    const write = await call(url, 'POST', '/v3/style_rules', { key: 'reader-1234', body: listBody() });
    expect([write.status, write.body]).toEqual([403, { message: 'Forbidden', detail: 'Missing required scope(s): style_rules:write' }]);
    expect((await call(url, 'POST', '/v3/style_rules', { key: 'full-5678', body: listBody() })).status).toBe(201);
    stop();
    expect(await exit).toBe(0);

    const typo = captureIO(() => {});
    expect(await run(['emulator', '--api-key', 'secret-key-999:style_rules:reed'], typo, [(ctx) => emulatorCommand(ctx, async () => {})])).toBe(1);
    expect(typo.err.join('')).toMatch(/unknown scope\(s\) style_rules:reed/);
    expect(typo.err.join('')).not.toContain('secret-key-999');
  });

  it('refuses a bad port and an unusable data file with exit code 1', async () => {
    const io = captureIO(() => {});
    expect(await run(['emulator', '--port', 'eighty'], io, [(ctx) => emulatorCommand(ctx, async () => {})])).toBe(1);
    const bad = captureIO(() => {});
    await import('node:fs/promises').then((fs) => fs.writeFile(join(dir, 'broken.json'), 'not json'));
    expect(await run(['emulator', '--data', 'broken.json'], bad, [(ctx) => emulatorCommand(ctx, async () => {})])).toBe(1);
    expect(bad.err.join('')).toMatch(/could not start[\s\S]*hint:/);
  });

  it('--glossary-quota sets how many glossaries the account may hold (456 past it); a bad value exits 1', async () => {
    const { url, stop, exit } = await startCli(['emulator', '--glossary-quota', '0']);
    const body = { name: 'G', dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb' }] };
    expect((await call(url, 'POST', '/v3/glossaries', { body })).status).toBe(456);
    stop();
    expect(await exit).toBe(0);
    const io = captureIO(() => {});
    expect(await run(['emulator', '--glossary-quota', 'many'], io, [(ctx) => emulatorCommand(ctx, async () => {})])).toBe(1);
    expect(io.err.join('')).toContain('glossary quota');
  });
});

describe('stylesync emulator (save failure)', () => {
  it('exits 1 with a hint when the state cannot be saved', async () => {
    const { url, stop, exit, io } = await startCli(['emulator', '--data', 'sub/state.json']);
    // A file where the data file's directory should be: the write cannot succeed.
    await writeFile(join(dir, 'sub'), 'in the way');
    expect((await call(url, 'POST', '/v3/style_rules', { body: listBody() })).status).toBe(201);
    stop();
    expect(await exit).toBe(1);
    expect(io.err.join('')).toMatch(/could not save its state to sub\/state\.json[\s\S]*hint: Point --data at a file in a writable directory/);
  });
});

describe('stylesync emulator --seed', () => {
  async function writeStyles(files: Record<string, string>): Promise<void> {
    const fs = await import('node:fs/promises');
    await fs.mkdir(join(dir, 'styles'), { recursive: true });
    for (const [name, text] of Object.entries(files)) await fs.writeFile(join(dir, 'styles', name), text);
  }

  const startSeeded = () => startCli(['emulator', '--seed', 'styles']);

  it('pre-creates the lists the style files want present, skipping tombstones and fragments', async () => {
    await writeStyles({
      '_house.yaml': 'configured_rules:\n  punctuation:\n    quotation_mark: use_guillemets\n',
      'de.yaml': [
        'name: Acme Marketing DE',
        'language: de',
        'extends: ./_house.yaml',
        'configured_rules:',
        '  numbers:',
        '    decimal_separator: use_comma_as_decimal_separator',
        'custom_instructions:',
        '  - label: Brand name',
        '    prompt: Never translate the brand name "Acme".',
        '    source_language: en',
        '',
      ].join('\n'),
      'old.yaml': 'name: Retired list\nstate: absent\n',
    });
    const { url, stop, exit } = await startSeeded();
    try {
      expect(url).toMatch(/^http:/);
      const state = await call(url, 'GET', '/__emulator/state', { key: null });
      expect(state.body.lists).toHaveLength(1);
      expect(state.body.lists[0]).toMatchObject({
        name: 'Acme Marketing DE',
        language: 'de',
        version: 1,
        configured_rules: { numbers: { decimal_separator: 'use_comma_as_decimal_separator' }, punctuation: { quotation_mark: 'use_guillemets' } },
      });
      expect(state.body.lists[0].custom_instructions).toEqual([
        { id: expect.any(String), label: 'Brand name', prompt: 'Never translate the brand name "Acme".', source_language: 'en' },
      ]);
    } finally {
      stop();
    }
    expect(await exit).toBe(0);
  });

  it('does not start on style files with errors', async () => {
    await writeStyles({ 'bad.yaml': 'name: Bad\nlanguage: xx\n' });
    const { url, exit, io } = await startSeeded();
    expect(url).toBe('exited 1');
    expect(await exit).toBe(1);
    expect(io.err.join('')).toMatch(/error[\s\S]*hint: Run "stylesync validate"/);
  });
});

describe('stylesync emulator (spawned)', () => {
  it('runs until SIGTERM, then exits 0 having saved its state', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'emulator', '--port', '0', '--data', join(dir, 'state.json')], {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      const lines = createInterface({ input: child.stdout });
      const url = await new Promise<string>((resolve, reject) => {
        lines.once('line', resolve);
        child.once('exit', () => reject(new Error('emulator exited before printing its URL')));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await call(url, 'POST', '/v3/style_rules', { key: 'whatever-key', body: listBody({ name: 'Spawned' }) })).status).toBe(201);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const saved = JSON.parse(await readFile(join(dir, 'state.json'), 'utf8'));
      expect(saved.lists.map((l: { name: string }) => l.name)).toEqual(['Spawned']);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
