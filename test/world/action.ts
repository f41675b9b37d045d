import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeEach, vi } from 'vitest';
import { actionBuildOptions } from '../../scripts/action-build.mjs';
import { startEmulator, type RunningEmulator } from '../../src/emulator/emulator.ts';
import type { KeySpec } from '../../src/emulator/key-spec.ts';
import { createClient, type LiveClient } from '../../src/live/client.ts';
import { repoRoot } from '../cli/capture.ts';
import { standIn } from './service.ts';
import { startFakeGitHub, type FakeGitHub } from './github.ts';

/** Distinctive secrets: everything a run leaves behind is searched for them. */
export const KEY = 'sk-action-KEY-41f0c9d2b7';
export const TOKEN = 'ghs_action-TOKEN-8d1e5a';
/** The committed bundle, which action.yml runs (CI's smoke test runs it: test/action/bundle.test.ts). */
export const BUNDLE = join(repoRoot, 'dist', 'action.js');

let fromSource: Promise<string> | undefined;

/**
 * The Action as the tests run it: src/action/index.ts bundled afresh, once
 * per test file, with the options of dist/action.js. So a change in
 * src/action is tested before anyone rebuilds dist/, and each run is a child
 * process with its own environment, as on a runner (tsx would work too, at
 * about eight times the start-up cost per run).
 */
export function sourceBundle(): Promise<string> {
  fromSource ??= bundleSource(repoRoot);
  return fromSource;
}

/** The Action bundled from `root`/src (a checkout, or a copy with an edit), to a temporary file removed when the tests end. */
export async function bundleSource(root: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-action-src-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  // .mjs: the temporary directory has no package.json saying the bundle is ESM.
  const outfile = join(dir, 'action.mjs');
  await build({ ...actionBuildOptions, absWorkingDir: root, outfile, logLevel: 'silent' });
  return outfile;
}

export const REPOSITORY = 'acme/styles';

/** What a plan key holds (service-2026.md, "Scoped keys"): reads, and translate:text for the previews. */
export const READ_SCOPES = ['style_rules:read', 'glossaries:read', 'languages:read', 'translate:text'];

export interface ActionResult {
  code: number;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
  /** Files the outputs name, read back (plan, Markdown plan, record, ids). */
  files: Record<string, string>;
}

export interface EventFixture {
  name: string;
  payload: Record<string, unknown>;
  ref?: string;
}

export interface Stage {
  /** The repository checkout (GITHUB_WORKSPACE), a git repository. */
  dir: string;
  emu: RunningEmulator;
  github: FakeGitHub;
  /** Everything every run captured: outputs, summaries, files, comment bodies. */
  captured: Array<{ where: string; text: string }>;
  /** The inputs every run against this stage's emulator gives (KEY, its URL), with `extra` over them. */
  inputs(extra?: Record<string, string>): Record<string, string>;
  /** A client of this stage's emulator with KEY, for what a test sets up or reads on the service itself. */
  client(): LiveClient;
  write(path: string, text: string): Promise<void>;
  remove(path: string): Promise<void>;
  /** Commits the working tree; returns the commit sha. */
  commit(message: string): string;
  /** Runs the Action (the source unless stage() was given another entry) as a child process, as the runner would. */
  run(event: EventFixture, inputs: Record<string, string>, env?: Record<string, string>, control?: (child: ChildProcess, stdout: () => string) => void): Promise<ActionResult>;
  close(): Promise<void>;
}

export interface StageOptions {
  entry?: string;
  apiKeys?: KeySpec[];
  issuesForbidden?: boolean;
}

/**
 * `entry`: the Action to run, a bundle of src/ unless told (the CI smoke test passes BUNDLE).
 * `apiKeys`: the keys the emulator accepts, with their scopes; KEY with every scope unless told.
 * `issuesForbidden`: the fake GitHub refuses issue writes, as for a workflow without `issues: write`.
 */
export async function stage(options: StageOptions = {}): Promise<Stage> {
  const entry = options.entry ?? (await sourceBundle());
  const dir = await mkdtemp(join(tmpdir(), 'stylesync-action-'));
  const scratch = await mkdtemp(join(tmpdir(), 'stylesync-runner-'));
  const emu = await startEmulator({ port: 0, randomSeed: 7, apiKeys: options.apiKeys ?? [{ key: KEY }] });
  const github = await startFakeGitHub({ token: TOKEN, repository: REPOSITORY, ...(options.issuesForbidden ? { issuesForbidden: true } : {}) });
  const captured: Stage['captured'] = [];
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
    }).trim();
  git('init', '-q', '-b', 'main');
  let runs = 0;

  const s: Stage = {
    dir,
    emu,
    github,
    captured,
    inputs: (extra = {}) => ({ 'api-key': KEY, 'base-url': emu.url, ...extra }),
    client: () => createClient({ baseUrl: emu.url, apiKey: KEY, backoff: { baseDelayMs: 1, maxDelayMs: 5 } }),
    async write(path, text) {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), text);
    },
    async remove(path) {
      await rm(join(dir, path), { force: true });
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    async run(event, inputs, extraEnv = {}, control) {
      runs++;
      const runDir = join(scratch, `run-${runs}`);
      await mkdir(runDir, { recursive: true });
      const files = {
        GITHUB_EVENT_PATH: join(runDir, 'event.json'),
        GITHUB_STEP_SUMMARY: join(runDir, 'summary.md'),
        GITHUB_OUTPUT: join(runDir, 'output.txt'),
      };
      await writeFile(files.GITHUB_EVENT_PATH, JSON.stringify(event.payload));
      await writeFile(files.GITHUB_STEP_SUMMARY, '');
      await writeFile(files.GITHUB_OUTPUT, '');
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: event.name,
        GITHUB_REF: event.ref ?? 'refs/heads/main',
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_WORKSPACE: dir,
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.example',
        GITHUB_RUN_ID: String(100 + runs),
        RUNNER_TEMP: join(runDir, 'temp'),
        ...files,
        ...extraEnv,
      };
      // action.yml's one default the runner fills in.
      const withDefaults = { 'github-token': TOKEN, ...inputs };
      for (const [name, value] of Object.entries(withDefaults)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;

      const child = spawn(process.execPath, [entry], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
      control?.(child, () => stdout);
      const code = await new Promise<number>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (c) => resolve(c ?? -1));
      });
      const summary = await readFile(files.GITHUB_STEP_SUMMARY, 'utf8');
      const outputText = await readFile(files.GITHUB_OUTPUT, 'utf8');
      const outputs = parseOutputs(outputText);
      const read: Record<string, string> = {};
      for (const [name, value] of Object.entries(outputs)) {
        if (name.endsWith('-file') && (await isFile(value))) read[name] = await readFile(value, 'utf8');
      }
      for (const file of await listFiles(join(runDir, 'temp'))) captured.push({ where: file, text: await readFile(file, 'utf8') });
      captured.push({ where: 'stdout', text: stdout }, { where: 'stderr', text: stderr }, { where: 'summary', text: summary }, { where: 'GITHUB_OUTPUT', text: outputText });
      return { code, stdout, stderr, summary, outputs, files: read };
    },
    async close() {
      await emu.close();
      await github.close();
      await rm(dir, { recursive: true, force: true });
      await rm(scratch, { recursive: true, force: true });
    },
  };
  return s;
}

/**
 * A fresh stage for each test of the file, closed after it, and the time a
 * test of child-process runs needs on a loaded two-core machine (20 s is too
 * little). `prepare` sets the stage up (files, commits, seeded lists) before
 * each test.
 */
export function useStage(
  options: StageOptions & { testTimeout?: number } = {},
  prepare?: (s: Stage) => Promise<void> | void,
): Stage {
  const { testTimeout = 60_000, ...stageOptions } = options;
  vi.setConfig({ testTimeout });
  let current: Stage | undefined;
  beforeEach(async () => {
    current = await stage(stageOptions);
    await prepare?.(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return standIn(() => current, 'stage');
}

/** `name<<delimiter\nvalue\ndelimiter` blocks, as core.setOutput writes them to GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) out[match[1] as string] = match[3] as string;
  return out;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true, recursive: true });
  } catch {
    return out;
  }
  for (const entry of entries) if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
  return out;
}

/** Event payloads as GitHub sends them, trimmed to the fields the Action reads. */
export const events = {
  pullRequest(options: { number?: number; baseSha?: string; fork?: boolean; name?: string } = {}): EventFixture {
    const head = options.fork ? 'someone/styles' : REPOSITORY;
    return {
      name: options.name ?? 'pull_request',
      ref: `refs/pull/${options.number ?? 7}/merge`,
      payload: {
        number: options.number ?? 7,
        pull_request: {
          number: options.number ?? 7,
          base: { ref: 'main', sha: options.baseSha ?? '0000000000000000000000000000000000000000', repo: { full_name: REPOSITORY } },
          head: { ref: 'feature', sha: '1111111111111111111111111111111111111111', repo: { full_name: head } },
        },
        repository: { full_name: REPOSITORY, default_branch: 'main' },
      },
    };
  },
  push(branch = 'main'): EventFixture {
    return { name: 'push', ref: `refs/heads/${branch}`, payload: { ref: `refs/heads/${branch}`, repository: { full_name: REPOSITORY, default_branch: 'main' } } };
  },
  dispatch(): EventFixture {
    return { name: 'workflow_dispatch', ref: 'refs/heads/main', payload: { ref: 'refs/heads/main', repository: { full_name: REPOSITORY, default_branch: 'main' } } };
  },
  schedule(): EventFixture {
    return { name: 'schedule', ref: 'refs/heads/main', payload: { schedule: '0 6 * * *' } };
  },
};

/** Lines of stdout the runner would execute as workflow commands: `::` at the start (after blanks), or the legacy `##[` anywhere. */
export function workflowCommands(stdout: string): string[] {
  return stdout.split(/\r?\n/).filter((line) => /^\s*::|##\[/.test(line));
}

/** One request to the stage's emulator on a live list (by name) with KEY, as a person in the service's UI would send it; fails unless answered with one of `ok`. */
async function byHand(s: Stage, name: string, method: string, path: string, body: unknown, ok: number[] = [200]): Promise<void> {
  const list = s.emu.lists().find((l) => l.name === name);
  if (!list) throw new Error(`no live list ${name}`);
  const response = await fetch(`${s.emu.url}/v3/style_rules/${list.style_id}${path}`, {
    method,
    headers: { authorization: `Service-Auth-Key ${KEY}`, 'content-type': 'application/json', 'user-agent': 'test' },
    body: JSON.stringify(body),
  });
  if (!ok.includes(response.status)) throw new Error(`the hand edit (${method} ${path || '/'}) failed: ${response.status}`);
}

/** Changes a live list's rules behind stylesync's back. */
export function editByHand(s: Stage, name: string, rules: Record<string, Record<string, string>>): Promise<void> {
  return byHand(s, name, 'PUT', '/configured_rules', rules);
}

/** Adds an instruction to a live list behind stylesync's back. */
export function addInstructionByHand(s: Stage, name: string, instruction: { label: string; prompt: string; source_language?: string }): Promise<void> {
  return byHand(s, name, 'POST', '/custom_instructions', instruction, [200, 201]);
}

/** Renames a live list behind stylesync's back. */
export function renameByHand(s: Stage, name: string, to: string): Promise<void> {
  return byHand(s, name, 'PATCH', '', { name: to });
}
