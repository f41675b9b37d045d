import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LiveList } from '../../src/catalog/types.ts';
import type { DesiredList } from '../../src/config/model.ts';
import { planImport } from '../../src/import/plan-import.ts';

const live = (style_id: string, name: string): LiveList => ({ style_id, name, language: 'de', version: 1, configured_rules: {}, custom_instructions: [] });
const desired = (file: string, name: string, style_id?: string): DesiredList => ({
  file,
  name,
  language: 'de',
  ...(style_id ? { style_id } : {}),
  state: 'present',
  configured_rules: {},
  ruleOrigins: {},
  custom_instructions: [],
  examples: [],
  origin: { file, line: 1, col: 1 },
});

const root = '/repo';
const stylesDir = join(root, 'styles', 'team');

describe('planImport', () => {
  it('names new files after the list and points $schema at the repository schema', () => {
    const files = planImport({ live: [live('1', 'Acme DE'), live('2', 'Acme DE')], desired: [], stylesDir, root, taken: [] });
    expect(files.map((f) => f.shown)).toEqual(['styles/team/acme-de.yaml', 'styles/team/acme-de-2.yaml']);
    expect(files.every((f) => !f.overwrites)).toBe(true);
    expect(files[0]!.content).toContain('$schema=../../schema/style-list.schema.json');
  });

  it('sends a managed list back to the file that manages it, by pin first, then by name', () => {
    const files = planImport({
      live: [live('1', 'Renamed live'), live('2', 'Acme FR'), live('3', 'Acme FR'), live('4', 'Other')],
      desired: [desired('styles/de.yaml', 'Acme DE', '1'), desired('styles/fr.yaml', 'Acme FR')],
      stylesDir,
      root,
      taken: ['other'],
    });
    expect(files.map((f) => [f.list.style_id, f.shown, f.overwrites])).toEqual([
      ['1', 'styles/de.yaml', true],
      ['2', 'styles/fr.yaml', true],
      // A second live list of a managed name is not that file's list.
      ['3', 'styles/team/acme-fr.yaml', false],
      // A new file never takes the name of a file already there.
      ['4', 'styles/team/other-2.yaml', false],
    ]);
  });
});
