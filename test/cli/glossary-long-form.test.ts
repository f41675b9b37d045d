import { describe, expect, it } from 'vitest';
import { NO_CHANGES_WITH_GLOSSARIES } from '../../src/report/summary-line.ts';
import { ACME_DE_FILES, glossaryFile } from '../world/files.ts';
import { ACME_DE_LIVE, requests } from '../world/service.ts';
import { worldEach } from '../world/world.ts';
import { expectContains } from '../world/expect-contains.ts';

// Issue #22: the long form of a glossary entry says more than the service
// stores (forbidden variants, a definition, a note). Only the pairs reach the
// service, so a change to that metadata alone is a change to the files alone:
// the plan is empty and apply sends no write (the emulator's log over 127.0.0.1).

const EN_DE = { source_lang: 'en', target_lang: 'de' };

const w = worldEach({ files: { ...ACME_DE_FILES }, lists: [ACME_DE_LIVE] });

const SHORT = glossaryFile({ name: 'Acme Terms', dictionaries: { de: { 'sign in': 'anmelden', 'Acme Cloud': 'Acme Cloud', dashboard: 'Dashboard' } } });

const LONG = `name: Acme Terms
dictionaries:
  - source_language: en
    target_language: de
    entries:
      sign in:
        target: anmelden
        forbidden: [einloggen, Login]
        definition: To open a session with an Acme account.
        note: Never the anglicism; formal register.
      Acme Cloud: {translate: false, note: The product name stays English.}
      dashboard: {target: Dashboard, forbidden: [Armaturenbrett]}
`;

/** Requests since `mark` that are not reads. */
const writesSince = (mark: number) => requests(w.emu).slice(mark).filter((r) => !r.startsWith('GET '));

describe('the long form of glossary entries against the service', () => {
  it('short form to long form with forbidden variants, a definition and notes: no glossary change, and apply sends no write', async () => {
    await w.client.createGlossary('Acme Terms', [{ ...EN_DE, entries: [['sign in', 'anmelden'], ['Acme Cloud', 'Acme Cloud'], ['dashboard', 'Dashboard']] }]);
    await w.write('glossaries/acme.yaml', SHORT);
    const before = await w.cli(['plan', '--detailed-exitcode']);
    expect(before.stdout).toContain(NO_CHANGES_WITH_GLOSSARIES);
    expect(before.code).toBe(0);

    await w.write('glossaries/acme.yaml', LONG);
    expect((await w.cli(['validate'])).code).toBe(0);
    const plan = await w.cli(['plan', '--detailed-exitcode']);
    expect(plan.stdout).toContain(NO_CHANGES_WITH_GLOSSARIES);
    expect(plan.code).toBe(0);
    const json = JSON.parse((await w.cli(['plan', '--format', 'json'])).stdout);
    expect(json.glossaries).toMatchObject({ items: [], unchanged: ['Acme Terms'], summary: { create: 0, update: 0, delete: 0 } });

    const mark = w.emu.log.length;
    const apply = await w.cli(['apply', '--yes']);
    expect(apply.code).toBe(0);
    expect(requests(w.emu).slice(mark).length).toBeGreaterThan(0); // it did read
    expect(writesSince(mark)).toEqual([]);
    // No metadata on the service: its entries are still the three bare pairs.
    const live = (await w.client.listGlossaries()).value.find((g) => g.name === 'Acme Terms')!;
    expect([...(await w.client.readEntries(live, EN_DE)).value.entries]).toEqual([
      ['sign in', 'anmelden'],
      ['Acme Cloud', 'Acme Cloud'],
      ['dashboard', 'Dashboard'],
    ]);
  });

  it('translate: false plans and creates the pair source → source; only pairs are sent', async () => {
    await w.write('glossaries/acme.yaml', LONG);
    const plan = await w.cli(['plan']);
    expect(plan.code).toBe(0);
    expectContains(plan.stdout, [
      '+ create glossary "Acme Terms" (en → de)  # glossaries/acme.yaml\n    + dictionary en → de: new, 3 terms\n',
      '        + Acme Cloud: Acme Cloud\n',
    ], ['einloggen', 'Armaturenbrett']);

    const mark = w.emu.log.length;
    expect((await w.cli(['apply', '--yes'])).code).toBe(0);
    expect(writesSince(mark)).toEqual(['POST /v3/glossaries']);
    const live = (await w.client.listGlossaries()).value.find((g) => g.name === 'Acme Terms')!;
    expect([...(await w.client.readEntries(live, EN_DE)).value.entries].sort()).toEqual([
      ['Acme Cloud', 'Acme Cloud'],
      ['dashboard', 'Dashboard'],
      ['sign in', 'anmelden'],
    ]);
    const again = await w.cli(['plan', '--detailed-exitcode']);
    expect(again.stdout).toContain(NO_CHANGES_WITH_GLOSSARIES);
    expect(again.code).toBe(0);
  });

  it('a contradiction stops plan before any request', async () => {
    await w.write('glossaries/acme.yaml', LONG.replace('[einloggen, Login]', '[einloggen, Dashboard]'));
    const mark = w.emu.log.length;
    const plan = await w.cli(['plan']);
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain(
      'glossaries/acme.yaml:8:32: error: the forbidden variant "Dashboard" of "sign in" is the target of "dashboard" in this dictionary [forbidden-is-target]\n',
    );
    expect(plan.stderr).toContain('  hint: Decide which it is: remove it from `forbidden`, or give "dashboard" another target.\n');
    expect(requests(w.emu).slice(mark)).toEqual([]);
  });
});
