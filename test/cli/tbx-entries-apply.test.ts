import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/live/client.ts';
import { ACME_DE_FILES } from '../world/files.ts';
import { KEY } from '../world/keys.ts';
import { worldEach } from '../world/world.ts';

// A TBX entries file end to end (issue #22): only the pairs reach the service; the metadata stays in the files.

const w = worldEach({ files: { ...ACME_DE_FILES } });

const TBX = `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX-Basic" xml:lang="en"><text><body>
<termEntry><langSet xml:lang="en"><descrip type="definition">To get in.</descrip><tig><term>sign in</term></tig></langSet>
  <langSet xml:lang="de-DE"><tig><term>einloggen</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig><tig><term>anmelden</term><note>The verb.</note></tig></langSet></termEntry>
<termEntry><langSet xml:lang="en"><tig><term>Acme Cloud</term></tig></langSet><langSet xml:lang="de"><tig><term>Acme Cloud</term><note>Do not translate.</note></tig></langSet></termEntry>
<termEntry><langSet xml:lang="en"><tig><term>French only</term></tig></langSet><langSet xml:lang="fr"><tig><term>Seulement</term></tig></langSet></termEntry>
</body></text></martif>
`;

describe('a glossary whose dictionary is a TBX file', () => {
  it('apply sends the pairs alone (no forbidden variant, definition or note), and the next plan is empty', async () => {
    await w.write('glossaries/acme.yaml', 'name: Acme Terms\ndictionaries:\n  - source_language: en\n    target_language: de\n    entries_file: terms/en-de.tbx\n');
    await w.write('glossaries/terms/en-de.tbx', TBX);
    const applied = await w.cli(['apply', '--yes']);
    expect(applied.stderr).toBe('');
    expect(applied.code).toBe(0);

    const client = createClient({ baseUrl: w.emu.url, apiKey: KEY });
    const listed = (await client.listGlossaries()).value;
    expect(listed.map((g) => g.name)).toEqual(['Acme Terms']);
    const live = (await client.readEntries(listed[0]!, { source_lang: 'en', target_lang: 'de' })).value;
    expect([...live.entries]).toEqual([
      ['sign in', 'anmelden'],
      ['Acme Cloud', 'Acme Cloud'],
    ]);

    const again = await w.cli(['plan', '--detailed-exitcode']);
    expect(again.code).toBe(0);
  });
});
