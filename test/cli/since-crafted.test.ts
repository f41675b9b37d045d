import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { craftCommits, type CraftedCase, victim, VICTIM_TEXT, type Victim } from '../hostile/crafted-trees.ts';
import { styleFile } from '../world/files.ts';
import { commitAll } from '../world/git.ts';
import { world, type World } from '../world/world.ts';

// Issue #27: `--since REF` reads another commit's files. A crafted tree (two
// entries of one name, a link and a blob or a tree, a `..` path) must write
// nothing outside the fresh directory it is read into, and be refused with an
// error that names the entry and the ref, once.

let w: World;
let v: Victim;
let cases: CraftedCase[];
beforeEach(async () => {
  w = await world();
  v = await victim();
  w.emu.seed([{ name: 'Acme DE', language: 'de', configured_rules: {}, custom_instructions: [] }]);
  await w.write('styles/de.yaml', styleFile({ name: 'Acme DE' }));
  commitAll(w, 'v1');
  cases = craftCommits(w.dir, v);
});
afterEach(async () => {
  await w.close();
  await v.remove();
});

const commands = { plan: ['plan'], guide: ['guide', '--out', 'site'] };

describe('--since a crafted commit', () => {
  for (const [name, argv] of Object.entries(commands)) {
    it(`${name}: writes nothing outside its directory and names the entry and the ref once`, async () => {
      for (const c of cases) {
        const r = await w.cli([...argv, '--since', c.tag]);
        expect(await v.untouched(), c.tag).toEqual({ file: VICTIM_TEXT, dir: [] });
        expect(r.code, c.tag).toBe(1);
        expect(r.stderr, c.tag).toContain(`error: Cannot read the files: --since ${c.tag} holds ${c.what} ${c.entry}`);
        expect(r.stderr.split(c.tag).length - 1, c.tag).toBe(1);
        expect(r.stderr, c.tag).toContain('hint: Give --since a commit, branch or tag of this repository.');
        expect(r.stderr, c.tag).not.toContain('bug in stylesync');
        expect(await w.files('.'), c.tag).not.toContain('site');
      }
    });
  }
});
