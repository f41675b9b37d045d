import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ACTION_INPUTS, readInputs, withApplyKey } from '../../src/action/inputs.ts';
import { StylesyncError } from '../../src/errors.ts';
import { repoRoot } from '../cli/capture.ts';

interface ActionYml {
  inputs: Record<string, { default?: string; description?: string }>;
  outputs: Record<string, { description?: string }>;
  runs: { using: string; main: string };
}

const actionYml = async () => parse(await readFile(join(repoRoot, 'action.yml'), 'utf8')) as ActionYml;

describe('action.yml', () => {
  it('declares exactly the inputs the code reads, with defaults only in the code (github-token excepted)', async () => {
    const yml = await actionYml();
    expect(Object.keys(yml.inputs).sort()).toEqual(Object.keys(ACTION_INPUTS).sort());
    const withDefaults = Object.entries(yml.inputs).filter(([, input]) => input.default !== undefined);
    expect(withDefaults).toEqual([['github-token', expect.objectContaining({ default: '${{ github.token }}' })]]);
    for (const [name, input] of Object.entries(yml.inputs)) expect(input.description, name).toMatch(/\S/);
  });

  it('runs the committed bundle on node24 and lists the outputs', async () => {
    const yml = await actionYml();
    expect(yml.runs).toEqual({ using: 'node24', main: 'dist/action.js' });
    expect(Object.keys(yml.outputs)).toEqual(expect.arrayContaining(['has-changes', 'creates', 'updates', 'deletes', 'plan-file', 'record-file', 'ids-file', 'outputs-file']));
    // They hold counts (run-action.ts setPlanOutputs; test/action/apply.test.ts reads them back): the descriptions say so.
    for (const name of ['creates', 'updates', 'deletes']) expect(yml.outputs[name]?.description, name).toMatch(/^How many lists .*a number/);
    // Glossaries are counted apart, under names of their own (run-action.ts setPlanOutputs).
    for (const name of ['glossary-creates', 'glossary-updates', 'glossary-deletes']) expect(yml.outputs[name]?.description, name).toMatch(/^How many glossaries .*a number/);
  });
});

describe('readInputs', () => {
  const from = (given: Record<string, string>) => readInputs((name) => given[name] ?? '');

  it('applies the defaults: plan, strict, comment, nothing deleted or replaced', () => {
    expect(from({})).toEqual({
      command: 'plan',
      workingDirectory: '.',
      apiKey: '',
      keyInput: 'api-key',
      previewApiKey: '',
      driftIssue: true,
      prune: false,
      allowReplace: false,
      checkTranslations: false,
      strict: true,
      githubToken: '',
      comment: true,
      concurrency: 4,
      guide: false,
      guideDir: '_site',
    });
  });

  it('reads every input', () => {
    const inputs = from({
      command: 'apply',
      'base-url': 'https://styles.example',
      'auth-scheme': 'Bearer',
      target: 'production',
      'working-directory': 'i18n',
      'api-key': 'k',
      'preview-api-key': 'pk',
      'drift-issue': 'false',
      prune: 'true',
      'allow-deletes': '3',
      'allow-replace': 'True',
      'check-translations': 'TRUE',
      strict: 'false',
      'github-token': 't',
      comment: 'false',
      concurrency: '1',
      'guide-url': 'https://acme.github.io/styles',
      guide: 'true',
      'guide-dir': 'public/guide',
    });
    expect(inputs).toEqual({
      command: 'apply',
      baseUrl: 'https://styles.example',
      authScheme: 'Bearer',
      target: 'production',
      workingDirectory: 'i18n',
      apiKey: 'k',
      keyInput: 'api-key',
      previewApiKey: 'pk',
      driftIssue: false,
      prune: true,
      allowDeletes: 3,
      allowReplace: true,
      checkTranslations: true,
      strict: false,
      githubToken: 't',
      comment: false,
      concurrency: 1,
      guideUrl: 'https://acme.github.io/styles',
      guide: true,
      guideDir: 'public/guide',
    });
  });

  it('refuses what it cannot read, with a hint', () => {
    expect(() => from({ command: 'destroy' })).toThrow(StylesyncError);
    expect(() => from({ prune: 'yes' })).toThrow(/`prune` must be true or false/);
    expect(() => from({ guide: 'yes' })).toThrow(/`guide` must be true or false/);
    // A link in a comment: never plain http, a script or an address carrying credentials.
    for (const url of ['http://acme.github.io/styles', 'javascript:alert(1)', 'https://me:pw@acme.github.io/styles', 'acme.github.io']) {
      expect(() => from({ 'guide-url': url })).toThrow(expect.objectContaining({ code: 'invalid-input', hint: expect.stringContaining('guide-url: https://') }));
    }
    expect(() => from({ 'allow-deletes': '-1' })).toThrow(/allow-deletes/);
    // The hint speaks of the workflow step, not of a flag.
    expect(() => from({ 'allow-deletes': '-1' })).toThrow(expect.objectContaining({ hint: 'For example `allow-deletes: 1` in the workflow step.' }));
    expect(() => from({ concurrency: '0' })).toThrow(expect.objectContaining({ message: 'the input `concurrency` must be a whole number of at least 1, not "0".', hint: 'For example `concurrency: 4` in the workflow step.' }));
  });
});

describe('the apply key', () => {
  const given: Record<string, string> = { command: 'apply', 'api-key': 'plan-key', 'apply-api-key': ' apply-key ' };
  const recording = () => {
    const asked: string[] = [];
    return { asked, get: (name: string) => (asked.push(name), given[name] ?? '') };
  };

  it('is never read by readInputs, which every run calls (a pull request run reads no more)', () => {
    const { asked, get } = recording();
    const inputs = readInputs(get);
    expect(asked).not.toContain('apply-api-key');
    expect(asked).toContain('api-key');
    expect(inputs.apiKey).toBe('plan-key');
    expect(JSON.stringify(inputs)).not.toContain('apply-key');
  });

  it('replaces api-key once a run applies, masked before it is used', () => {
    const { asked, get } = recording();
    const masked: string[] = [];
    const inputs = withApplyKey(readInputs(get), get, (key) => masked.push(key));
    expect(asked.filter((name) => name === 'apply-api-key')).toHaveLength(1);
    expect(masked).toEqual(['apply-key']);
    expect(inputs).toMatchObject({ apiKey: 'apply-key', keyInput: 'apply-api-key' });
  });

  it('leaves api-key to apply when it is not given, as before', () => {
    const inputs = readInputs((name) => (name === 'api-key' ? 'plan-key' : ''));
    const masked: string[] = [];
    expect(withApplyKey(inputs, () => '  ', (key) => masked.push(key))).toEqual(inputs);
    expect(masked).toEqual([]);
  });
});
