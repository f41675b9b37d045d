import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPullRequestSettings } from '../../src/action/service-settings.ts';
import { StylesyncError } from '../../src/errors.ts';
import { DE_RULES, styleFile } from '../world/files.ts';
import { events, KEY, useStage } from '../world/action.ts';

/** A host a pull request might point the plan at: it records every request, and with it the Authorization header. */
async function collector(): Promise<{ url: string; seen: IncomingHttpHeaders[]; close(): Promise<void> }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"style_rules":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('checkPullRequestSettings', () => {
  const base = (settings: Record<string, string | undefined>) => ({ ok: true as const, settings, label: 'main, commit abc1234' });
  const refusal = (fn: () => void): StylesyncError => {
    try {
      fn();
    } catch (error) {
      return error as StylesyncError;
    }
    throw new Error('not refused');
  };

  it('accepts settings equal to the base commit’s', () => {
    expect(() => checkPullRequestSettings({ base_url: 'https://a.example', auth_scheme: 'Bearer' }, base({ base_url: 'https://a.example', auth_scheme: 'Bearer' }), new Set())).not.toThrow();
  });

  it('refuses a changed address, scheme or key variable, naming each and the input that pins it', () => {
    const error = refusal(() =>
      checkPullRequestSettings({ base_url: 'https://evil.example', auth_scheme: 'Bearer', api_key_env: 'OTHER' }, base({ base_url: 'https://a.example' }), new Set()),
    );
    expect(error.message).toContain('base_url is "https://evil.example" in this pull request but "https://a.example" at the base commit');
    expect(error.message).toContain('auth_scheme is "Bearer" in this pull request but not set at the base commit');
    expect(error.message).toContain('api_key_env is "OTHER"');
    expect(error.hint).toContain('A maintainer must merge the change');
    expect(error.hint).toContain('`base-url` and `auth-scheme` and `api-key` inputs');
  });

  it('ignores what an input pins', () => {
    expect(() => checkPullRequestSettings({ base_url: 'https://evil.example' }, base({ base_url: 'https://a.example' }), new Set(['base_url'] as const))).not.toThrow();
  });

  it('refuses settings it cannot confirm when the base commit is missing, and accepts a file that sets none', () => {
    const error = refusal(() => checkPullRequestSettings({ base_url: 'https://evil.example' }, { ok: false, reason: 'the base commit is not in this checkout.' }, new Set()));
    expect(error.message).toContain('sets base_url');
    expect(error.hint).toContain('fetch-depth: 0');
    expect(error.hint).toContain('`base-url` input');
    expect(() => checkPullRequestSettings({}, { ok: false, reason: 'gone.' }, new Set())).not.toThrow();
  });
});

describe('the Action on a pull request that changes the service settings', () => {
  const s = useStage();
  let evil: Awaited<ReturnType<typeof collector>>;
  beforeEach(async () => {
    evil = await collector();
  });
  afterEach(async () => {
    await evil.close();
  });

  async function baseCommit(config: string): Promise<string> {
    await s.write('stylesync.yaml', config);
    await s.write('styles/de.yaml', styleFile({ name: 'German', rules: DE_RULES }));
    return s.commit('base');
  }

  it('refuses before any request when the pull request points base_url elsewhere', async () => {
    const base = await baseCommit(`styles_dir: styles\nbase_url: ${s.emu.url}\n`);
    await s.write('stylesync.yaml', `styles_dir: styles\nbase_url: ${evil.url}\n`);
    s.commit('point elsewhere');
    const result = await s.run(events.pullRequest({ baseSha: base }), { 'api-key': KEY });
    expect(result.code).toBe(1);
    expect(evil.seen).toEqual([]);
    expect(s.emu.log).toEqual([]);
    expect(result.stdout).toContain(`changes where or how the API key is sent (main, commit ${base.slice(0, 7)}): base_url is "${evil.url}" in this pull request but "${s.emu.url}" at the base commit`);
    expect(result.stdout).toContain('A maintainer must merge the change of base_url');
    expect(result.stdout).toContain('`base-url` input');
    // The comment says why instead of showing a plan.
    expect(s.github.comments(7)[0]?.body).toContain('changes where or how the API key is sent');
  });

  it('refuses the same on pull_request_target, and a changed auth_scheme of a target', async () => {
    const base = await baseCommit(`styles_dir: styles\ntargets:\n  prod:\n    base_url: ${s.emu.url}\n`);
    await s.write('stylesync.yaml', `styles_dir: styles\ntargets:\n  prod:\n    base_url: ${s.emu.url}\n    auth_scheme: Bearer\n`);
    s.commit('another scheme');
    const result = await s.run(events.pullRequest({ baseSha: base, name: 'pull_request_target' }), { 'api-key': KEY, target: 'prod' });
    expect(result.code).toBe(1);
    expect(s.emu.log).toEqual([]);
    expect(result.stdout).toContain('auth_scheme is "Bearer" in this pull request but not set at the base commit');
  });

  it('refuses a new target’s address the base commit does not have', async () => {
    const base = await baseCommit(`styles_dir: styles\nbase_url: ${s.emu.url}\n`);
    await s.write('stylesync.yaml', `styles_dir: styles\nbase_url: ${s.emu.url}\ntargets:\n  mine:\n    base_url: ${evil.url}\n`);
    s.commit('new target');
    const result = await s.run(events.pullRequest({ baseSha: base }), { 'api-key': KEY, target: 'mine' });
    expect(result.code).toBe(1);
    expect(evil.seen).toEqual([]);
  });

  it('refuses a pull request that points the preview service elsewhere: the preview key is never sent there', async () => {
    const base = await baseCommit(`styles_dir: styles\nbase_url: ${s.emu.url}\npreview:\n  api_key_env: PREVIEW_KEY\n`);
    await s.write('stylesync.yaml', `styles_dir: styles\nbase_url: ${s.emu.url}\npreview:\n  base_url: ${evil.url}\n  api_key_env: PREVIEW_KEY\n`);
    s.commit('preview elsewhere');
    const result = await s.run(events.pullRequest({ baseSha: base }), s.inputs({ 'preview-api-key': 'sk-preview-x', 'check-translations': 'true' }));
    expect(result.code).toBe(1);
    expect(evil.seen).toEqual([]);
    expect(s.emu.log).toEqual([]);
    expect(result.stdout).toContain(`preview_base_url is "${evil.url}" in this pull request but not set at the base commit`);
    // No input pins the preview's address: the hint says to merge first, and names no input for it.
    expect(result.stdout).toContain('A maintainer must merge the change of preview_base_url to the default branch first; pull requests plan against it after that.');
    expect(result.stdout).not.toContain('Or pin the setting');
  });

  it('refuses an address it cannot confirm when the base commit is not in the checkout', async () => {
    await baseCommit(`styles_dir: styles\nbase_url: ${evil.url}\n`);
    const result = await s.run(events.pullRequest({ baseSha: 'f'.repeat(40) }), { 'api-key': KEY });
    expect(result.code).toBe(1);
    expect(evil.seen).toEqual([]);
    expect(result.stdout).toContain('fetch-depth: 0');
  });

  it('plans with the base commit’s settings when the pull request keeps them, or against the base-url input', async () => {
    const base = await baseCommit(`styles_dir: styles\nbase_url: ${s.emu.url}\n`);
    await s.write('styles/fr.yaml', styleFile({ name: 'French', language: 'fr' }));
    s.commit('add French');
    const kept = await s.run(events.pullRequest({ baseSha: base }), { 'api-key': KEY });
    expect(kept.code, kept.stdout).toBe(0);
    expect(kept.outputs.creates).toBe('2');

    // With the address pinned by the workflow, the file's address is never used.
    await s.write('stylesync.yaml', `styles_dir: styles\nbase_url: ${evil.url}\n`);
    s.commit('point elsewhere');
    const pinned = await s.run(events.pullRequest({ baseSha: base }), s.inputs());
    expect(pinned.code, pinned.stdout).toBe(0);
    expect(evil.seen).toEqual([]);
  });
});
