import { describe, expect, it } from 'vitest';
import { ACME_DE_LIVE } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

const w = worldEach();

describe('stylesync import', () => {
  it('says so when the service holds no lists, writing nothing', async () => {
    const r = await w.cli(['import']);
    expectRun(r, 0, { stdout: ['nothing to import'] });
    expect(await w.files('styles')).toEqual([]);
  });

  it('refuses while existing style files have errors', async () => {
    await w.write('styles/broken.yaml', 'name: [unclosed\n');
    w.emu.seed([ACME_DE_LIVE]);
    const r = await w.cli(['import']);
    expectRun(r, 1, { stderr: ['styles/broken.yaml'] });
    expect(await w.files('styles')).toEqual(['broken.yaml']);
  });

  it('names the style files and their directory when a write fails for a reason of the disk', async () => {
    // A file where the schema directory goes: making the directory fails as a full or read-only disk would.
    await w.write('schema', 'not a directory\n');
    w.emu.seed([ACME_DE_LIVE]);
    const r = await w.cli(['import']);
    expectRun(r, 1, { stderr: ['Could not write the style files:', 'Check that the styles directory is writable, then run import again.'] });
  });

  it('gives the second of two live lists that share a name a name of its own, and says so', async () => {
    w.emu.seed([
      { name: 'Twin', language: 'de', configured_rules: {}, custom_instructions: [] },
      { name: 'Twin', language: 'fr', configured_rules: {}, custom_instructions: [] },
    ]);
    const r = await w.cli(['import']);
    expect(r.code).toBe(0);
    expect(await w.files('styles')).toEqual(['twin-2.yaml', 'twin.yaml']);
    expect(r.stderr).toMatch(/note: styles\/twin-2\.yaml: the live list "Twin" \(style_id [^)]+\) is written as "Twin \(2\)"/);
    expect((await w.cli(['validate'])).code).toBe(0);
  });

  it('--format json lists the files written with each list and style_id; the text goes to stderr', async () => {
    const [de, fr] = w.emu.seed([
      ACME_DE_LIVE,
      { name: 'Twin', language: 'fr', configured_rules: {}, custom_instructions: [] },
      { name: 'Twin', language: 'it', configured_rules: {}, custom_instructions: [] },
    ]);
    const r = await w.cli(['import', '--format', 'json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.imported).toBe(3);
    expect(doc.files).toContainEqual({ file: 'styles/acme-de.yaml', name: 'Acme DE', style_id: de!.style_id, action: 'created' });
    expect(doc.files).toContainEqual({ file: 'styles/twin.yaml', name: 'Twin', style_id: fr!.style_id, action: 'created' });
    expect(doc.files_written.sort()).toEqual(['styles/acme-de.yaml', 'styles/twin-2.yaml', 'styles/twin.yaml']);
    expect(doc.warnings).toEqual([expect.stringContaining('is written as "Twin (2)": another list already has the name "Twin"')]);
    expect(r.stderr).toContain('Imported 3 lists');
  });

  it('--format json names the files left alone', async () => {
    const [de] = w.emu.seed([ACME_DE_LIVE]);
    expect((await w.cli(['import'])).code).toBe(0);
    const again = await w.cli(['import', '--format', 'json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ imported: 0, files_written: [] });
    expect(JSON.parse(again.stdout).files).toContainEqual({ file: 'styles/acme-de.yaml', name: 'Acme DE', style_id: de!.style_id, action: 'kept' });
  });

  it('--quiet prints only the final line', async () => {
    w.emu.seed([ACME_DE_LIVE]);
    const r = await w.cli(['import', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Imported 1 list into styles. `stylesync plan` shows how the files compare with the service.\n');
    expect(r.stderr).toBe('');
  });
});
