import { describe, expect, it } from 'vitest';
import { COMMANDS, loadCommands, type CommandModule } from '../../src/cli/commands.ts';
import { StylesyncError } from '../../src/errors.ts';
import { commandsFor } from '../../src/cli/commands-for.ts';
import type { CommandContext } from '../../src/cli/context.ts';
import { run } from '../../src/cli/main.ts';
import { capture } from './capture.ts';

const context = { io: capture(), conclude() {}, addSecret() {}, debug: () => false } as unknown as CommandContext;

/** The modules, each recording whether it was loaded. */
function tracked(): { modules: CommandModule[]; loaded: string[] } {
  const loaded: string[] = [];
  const modules = COMMANDS.map((m) => ({ name: m.name, load: () => (loaded.push(m.name), m.load()) }));
  return { modules, loaded };
}

describe('commandsFor: the commands a command line needs', () => {
  it('names each module after the command it registers', async () => {
    const factories = await loadCommands();
    expect(factories.map((f) => f(context).name())).toEqual(COMMANDS.map((m) => m.name));
  });

  it.each([
    [['--version'], []],
    [['-V', '--debug'], []],
    [['validate', 'styles/de.yaml'], ['validate']],
    [['-q', '--debug', 'plan', '--format', 'json'], ['plan']],
    [['-V', 'guide'], ['guide']],
  ])('%j loads %j', async (argv, expected) => {
    const { modules, loaded } = tracked();
    const factories = await commandsFor(argv, modules);
    expect(loaded).toEqual(expected);
    expect(factories.map((f) => f(context).name())).toEqual(expected);
  });

  it.each([[[]], [['--help']], [['--version', '--help']], [['--help', 'validate']], [['-h', 'plan']], [['help', 'plan']], [['completion', 'bash']], [['valdate']], [['--', 'validate']], [['-qV']]])(
    '%j loads every command',
    async (argv) => {
      const { modules, loaded } = tracked();
      await commandsFor(argv, modules);
      expect(loaded).toEqual(COMMANDS.map((m) => m.name));
    },
  );

  it.each([[['--version']], [['validate', '--help']], [['-q', 'validate', '--format', 'xml']], [['valdate']], [['plan', '--no-such-flag']]])(
    '%j prints and exits as with every command registered',
    async (argv) => {
      const lazy = capture();
      const eager = capture();
      const code = await run(argv, lazy);
      expect(await run(argv, eager, await loadCommands())).toBe(code);
      expect(lazy.out).toBe(eager.out);
      expect(lazy.err).toBe(eager.err);
    },
  );

  it.each([[['plan']], [['--help']]])('%j: a module that does not load (a chunk missing from a damaged install) is an install-damaged error saying what to do', async (argv) => {
    const missing = new Error("Cannot find module '/somewhere/dist/cli/plan-X.js'");
    const modules = COMMANDS.map((m) => (m.name === 'plan' ? { name: m.name, load: () => Promise.reject(missing) } : m));
    const error = await commandsFor(argv, modules).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(StylesyncError);
    expect(error).toMatchObject({ code: 'install-damaged', cause: missing, message: `the code of the plan command could not be loaded (${missing.message}).` });
    expect((error as StylesyncError).hint).toContain('install it again');
  });

  it('two modules that do not load: the first command in order is named, though the other failed first (a damaged install reads the same on every run)', async () => {
    // validate's load fails a turn of the event loop after plan's, which fails at once.
    const modules = COMMANDS.map((m) => {
      if (m.name === 'validate') return { name: m.name, load: () => new Promise<never>((_, reject) => setImmediate(() => reject(new Error('validate chunk missing')))) };
      if (m.name === 'plan') return { name: m.name, load: () => Promise.reject(new Error('plan chunk missing')) };
      return m;
    });
    const error = await loadCommands(modules).then(() => undefined, (e: unknown) => e);
    expect(error).toMatchObject({ code: 'install-damaged', message: 'the code of the validate command could not be loaded (validate chunk missing).' });
  });
});
