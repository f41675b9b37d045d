import { describe, expect, it } from 'vitest';
import { openActionSession } from '../../src/action/action-session.ts';
import { readInputs, type InputName } from '../../src/action/inputs.ts';
import { ActionSecrets } from '../../src/action/secrets.ts';
import { loadProject } from '../../src/config/project.ts';
import { KEY } from '../world/keys.ts';
import { useWorld } from '../app/support.ts';

const { w } = useWorld();

/** The Action's session for these inputs, the key given as the `api-key` input as in a workflow. */
async function session(given: Partial<Record<InputName, string>>) {
  const inputs = readInputs((name) => ({ 'api-key': KEY, 'base-url': w().emu.url, ...given })[name] ?? '');
  const { config } = await loadProject({ cwd: w().dir });
  return openActionSession({ inputs, env: {}, cwd: w().dir, config, secrets: new ActionSecrets([]), log: () => {} });
}

describe('openActionSession', () => {
  it('reads the live lists while the style files load, as the CLI’s plan does', async () => {
    w().emu.seed([{ name: 'Live', language: 'de', configured_rules: {}, custom_instructions: [] }]);
    const opened = await session({});
    // Started by openSession, before any plan asked for it (test/app/session.test.ts shows it is served while files load).
    const read = opened.firstRead?.take();
    expect(read).toBeDefined();
    expect((await read)?.lists.map((l) => l.name)).toEqual(['Live']);
  });

  it('reads nothing ahead with translate checks, whose budget is refused before any request', async () => {
    const opened = await session({ 'check-translations': 'true' });
    expect(opened.firstRead).toBeUndefined();
    expect(w().emu.log).toEqual([]);
  });
});
