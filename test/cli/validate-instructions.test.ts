import { describe, expect, it } from 'vitest';
import { worldEach } from '../world/world.ts';
import { expectRun } from '../world/expect-run.ts';

// Issue #30: validate warns of instructions that go against the service's advice, at the prompt; --strict makes them errors.

const OFFLINE = { STYLESYNC_API_KEY: undefined, STYLESYNC_BASE_URL: undefined };

const LIST = [
  'name: Acme DE',
  'language: de',
  'extends: ./_shared.yaml',
  'custom_instructions:',
  '  - label: Tone',
  '    prompt: Use a conversational, friendly tone.', // 6: good
  '  - label: Combined',
  '    prompt: Use technical terminology, maintain formal tone, and convert measurements to metric.', // 8
  '  - label: Negative',
  "    prompt: Don't use overly formal language.", // 10
  '  - label: Chat',
  '    prompt: Please translate this text so that it sounds elegant.', // 12
  '  - label: French',
  '    prompt: Utilisez le vouvoiement et des phrases courtes pour les boutons.', // 14
  '',
].join('\n');
const FRAGMENT = ['custom_instructions:', '  - label: Shared', '    prompt: Écrivez les dates avec le mois en toutes lettres et le jour avant le mois.', ''].join('\n');

const w = worldEach({
  files: { 'styles/de.yaml': LIST, 'styles/_shared.yaml': FRAGMENT, 'styles/fr.yaml': 'name: Acme FR\nlanguage: fr\nextends: ./_shared.yaml\n' },
});

describe('validate and the service’s advice for instructions', () => {
  it('warns at each prompt that goes against it, naming the advice and the doc section; the good one and the fragment in its own list’s language stay silent', async () => {
    const r = await w.cli(['validate'], { env: OFFLINE });
    expect(r.code).toBe(0);
    const warnings = r.stdout.split('\n').filter((l) => l.includes(': warning: '));
    expect(warnings.map((l) => l.replace(/: warning: .*\[/, ' ['))).toEqual([
      'styles/_shared.yaml:2:5 [instruction-language]',
      'styles/de.yaml:8:13 [instruction-several-directives]',
      'styles/de.yaml:10:13 [instruction-negative]',
      'styles/de.yaml:12:13 [instruction-chat-request]',
      'styles/de.yaml:14:13 [instruction-language]',
    ]);
    expect(r.stdout).toContain('styles/_shared.yaml:2:5: warning: list `Acme DE` (styles/de.yaml), which extends this fragment: the instruction seems written in French;');
    expect(r.stdout.match(/hint: .*\(docs\/style-files\.md#what-makes-an-instruction-work\)/g)).toHaveLength(5);
    expect(r.stdout).toContain('0 errors, 5 warnings');
  });

  it('--strict makes them errors', async () => {
    const r = await w.cli(['validate', '--strict'], { env: OFFLINE });
    expectRun(r, 1, { stdout: ['styles/de.yaml:10:13: error: the instruction is worded as a negative', '5 errors, 0 warnings'] });
  });
});
