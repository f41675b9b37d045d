import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyResult, WriteRecord } from '../../src/apply/result.ts';
import type { Diagnostic } from '../../src/config/model.ts';
import type { Plan } from '../../src/plan/types.ts';
import { renderProgressLine } from '../../src/report/apply-progress.ts';
import { renderApplyText } from '../../src/report/apply-text.ts';
import { renderDiagnostics } from '../../src/report/diagnostics.ts';
import { renderMarkdown } from '../../src/report/markdown.ts';
import { renderText } from '../../src/report/text.ts';
import { at, deletePlan, makePlan, promptUpdate, updatePlan } from '../report/plans.ts';
import { BARE_ESCAPE, COMMAND_LINE, hostileText, RAW_INVISIBLE, runs } from './arbitraries.ts';

// A bound for a hung test, not a speed assertion: the runs are counted (numRuns), so the work is bounded, but a
// property over hundreds of generated inputs took ~27 s of the default 20 on a loaded two-core machine. Scaled
// with FUZZ_SCALE, as the runs are.
vi.setConfig({ testTimeout: runs(120_000) });

/** Every renderer, fed user text in every field it shows. */
function planWith(t: string[]): Plan {
  const [name = '', label = '', prompt = '', file = '', rule = '', value = '', message = ''] = t;
  const create = {
    name,
    file,
    action: 'create' as const,
    language: value,
    changes: [
      {
        kind: 'create_list' as const,
        body: { name, language: value, configured_rules: { [rule]: { [rule]: value } }, custom_instructions: [{ label, prompt, source_language: value }] },
        origin: at(file, 1),
        rule_origins: { [`${rule}.${rule}`]: at(file, 2) },
        instruction_origins: [at(file, 3)],
      },
    ],
  };
  const update = updatePlan(name, [
    promptUpdate(label, prompt, `${prompt} ${message}`),
    { kind: 'rename_list', from: message, to: name, origin: at(file, 4) },
    { kind: 'replace_rules', rules: [{ group: rule, rule, before: value, after: message }], origins: { [`${rule}.${rule}`]: at(file, 5) } },
    { kind: 'delete_instruction', instruction_id: 'i', reason: 'removed', before: { id: 'i', label, prompt, source_language: 'en' } },
  ] as never, file);
  return makePlan([create, update, deletePlan(name, 'absent')], {
    target: name,
    unmanaged: [{ name, language: value, style_id: message, ignored: false } as never],
    problems: [{ code: 'x', message, hint: prompt, file }],
  });
}

function writeRecord(t: string[], outcome: 'applied' | 'failed'): WriteRecord {
  const [name = '', label = '', , file = '', , , message = ''] = t;
  return {
    list: name,
    file,
    operation: 'create_instruction',
    style_id: message,
    version_after: 3,
    version_source: 'derived',
    label,
    backup: file,
    trace_id: message,
    at: '2026-01-01T00:00:00Z',
    outcome,
    ...(outcome === 'failed' ? { error: message } : {}),
  };
}

function applyResult(t: string[]): ApplyResult {
  const [name = '', , , file = '', , , message = ''] = t;
  const base = { name, file, style_id: message, previous_style_id: name, applied: 1, skipped: 1 };
  return {
    lists: [
      { ...base, action: 'update', status: 'failed', failure: { message, hint: file, trace_id: message } },
      { ...base, action: 'create', status: 'applied' },
      { ...base, action: 'replace', status: 'applied', pinned: true },
    ],
    records: [],
    totals: { applied: 2, failed: 1, skipped: 1 },
  };
}

function diagnostic(t: string[]): Diagnostic {
  const [name = '', , prompt = '', file = '', rule = '', , message = ''] = t;
  return { severity: 'warning', code: rule, message: `${name} ${message}`, hint: prompt, file, line: 1, col: 1, path: rule };
}

function expectSafeTerminal(out: string) {
  expect(out).not.toMatch(RAW_INVISIBLE);
  expect(out).not.toMatch(BARE_ESCAPE);
  expect(out).not.toMatch(COMMAND_LINE);
}

const texts = fc.array(hostileText, { minLength: 7, maxLength: 7 });

describe('renderers under hostile user text (property)', () => {
  it('plan text, apply progress, apply report and diagnostics: no control, bidi, forged line or workflow command', () => {
    fc.assert(
      fc.property(texts, fc.boolean(), (t, color) => {
        expectSafeTerminal(renderText(planWith(t), { color }));
        for (const outcome of ['applied', 'failed'] as const) {
          const line = renderProgressLine(writeRecord(t, outcome));
          expectSafeTerminal(line);
          expect(line).not.toMatch(/\n/);
        }
        expectSafeTerminal(renderApplyText(applyResult(t), { color }));
        const d = diagnostic(t);
        const diags = renderDiagnostics([d], { format: 'text', color });
        expectSafeTerminal(diags);
        // file:line:col line, at-path line, hint line: a line break in user text adds none.
        expect(diags.split('\n')).toHaveLength(d.path === '' ? 3 : 4);
      }),
      { numRuns: runs(150) },
    );
  });

  it('a file named ":" (a case a random seed once found) cannot start a `::` line in text diagnostics', () => {
    for (const file of [':', ' :', ':\n:', '::']) {
      for (const color of [false, true]) {
        const out = renderDiagnostics([{ severity: 'warning', code: 'x', message: 'm', hint: 'h', file, line: 1, col: 1, path: '' }], { format: 'text', color });
        expectSafeTerminal(out.replace(/\u001b\[[0-9;]*m/g, ''));
      }
    }
  });

  it('GitHub annotations: one line per diagnostic, nothing raw', () => {
    fc.assert(
      fc.property(texts, (t) => {
        const out = renderDiagnostics([diagnostic(t), diagnostic(t.slice().reverse())], { format: 'github', color: false });
        const lines = out.split('\n');
        expect(lines).toHaveLength(3);
        for (const line of lines.slice(0, 2)) expect(line).toMatch(/^::warning (?:file=[^:\n]*,line=1,col=1,)?title=[^:\n]*::[^\n]*$/);
        expect(out).not.toMatch(RAW_INVISIBLE);
        expect(out).not.toMatch(/##\[/);
      }),
      { numRuns: runs(100) },
    );
  });

  it('plan Markdown: no control, bidi, HTML, link or mention from user text', () => {
    fc.assert(
      fc.property(texts, (t) => {
        const out = renderMarkdown(planWith(t));
        expect(out).not.toMatch(RAW_INVISIBLE);
        expect(out).not.toMatch(/\u001b/);
        // Only our own tags; a delete or a replace is shown as `<details open>`.
        expect(out).not.toMatch(/<(?!\/?(?:details|summary|code|b|del|br)>|details open>)/);
        expect(out).not.toMatch(/:\/\/|www\.|@(?!&#8203;)/i);
        expect(out).not.toMatch(/(?<!\\)\]\(/);
      }),
      { numRuns: runs(100) },
    );
  });
});
