import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { instructionAdvice } from '../../src/config/validate-instructions.ts';
import { repoRoot } from '../cli/capture.ts';

// Issue #30: the service's advice for custom instructions, checked by simple heuristics that must stay silent on good ones.

/** The numbered advice of spec/service-2026.md, each with the quoted bad and good examples it gives. */
function adviceFromSpec(): Map<number, { bad: string[]; good: string[] }> {
  const spec = readFileSync(path.join(repoRoot, 'spec/service-2026.md'), 'utf8');
  const section = spec.split("## Custom instructions: the service's own advice and limits")[1]!.split('\n## ')[0]!;
  const out = new Map<number, { bad: string[]; good: string[] }>();
  for (const [, n, text] of section.matchAll(/^(\d+)\. (.*)$/gm)) {
    const quoted = (label: RegExp) => [...text!.matchAll(new RegExp(`${label.source}\\s*"([^"]+)"`, 'g'))].map((m) => m[1]!);
    out.set(Number(n), { bad: quoted(/[Bb]ad(?: example)?:/), good: quoted(/good:/) });
  }
  return out;
}

const codes = (prompt: string, language = 'de') => instructionAdvice(prompt, language).map((a) => a.code);

describe('the service’s advice, from its own examples (spec/service-2026.md)', () => {
  const advice = adviceFromSpec();

  it('the spec gives the examples this test relies on', () => {
    expect([...advice.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([2, 3, 4, 6].map((n) => advice.get(n)!.bad.length)).toEqual([1, 1, 1, 1]);
    expect([2, 4, 6].map((n) => advice.get(n)!.good.length)).toEqual([1, 1, 1]);
  });

  it('stays silent on every good example, in a list of every language', () => {
    // Advice 3's good form is "three instructions": its bad one split into one directive each.
    const split = advice.get(3)!.bad[0]!.split(/,\s*(?:and\s+)?/).map((d) => d[0]!.toUpperCase() + d.slice(1));
    const good = [...[...advice.values()].flatMap((a) => a.good), ...split];
    expect(good.length).toBeGreaterThanOrEqual(6);
    for (const language of ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh']) {
      for (const prompt of good) expect([prompt, language, codes(prompt, language)]).toEqual([prompt, language, []]);
    }
  });

  it('fires on the bad examples of the advice it checks: positive wording (2), one directive (3), no chat request (6)', () => {
    expect(codes(advice.get(2)!.bad[0]!)).toContain('instruction-negative');
    expect(codes(advice.get(3)!.bad[0]!)).toEqual(['instruction-several-directives']);
    expect(codes(advice.get(6)!.bad[0]!)).toContain('instruction-chat-request');
  });
});

describe('each documented bad pattern', () => {
  it.each([
    ['Use formal address; convert all measurements to metric.', 'instruction-several-directives'],
    ['Keep product names in English and translate UI labels literally.', 'instruction-several-directives'],
    ["Don't use exclamation marks.", 'instruction-negative'],
    ['Never translate the brand name.', 'instruction-negative'],
    ['Avoid anglicisms.', 'instruction-negative'],
    ['When translating buttons, do not use periods.', 'instruction-negative'],
    ['Please keep the tone friendly.', 'instruction-chat-request'],
    ['Can you make the translation sound more natural?', 'instruction-chat-request'],
    ['I want this text to sound like a native speaker wrote it.', 'instruction-chat-request'],
    ['You are a professional translator for medical devices.', 'instruction-chat-request'],
  ])('%s → %s', (prompt, code) => {
    expect(codes(prompt)).toContain(code);
  });

  it('a third language: neither English nor the list’s (a script, or Latin-script function words)', () => {
    expect(codes('です・ます調で書いてください。', 'de')).toEqual(['instruction-language']);
    expect(codes('请使用简体中文的标点符号。', 'fr')).toEqual(['instruction-language']);
    expect(codes('Используйте официальный тон.', 'de')).toEqual(['instruction-language']);
    expect(codes('Utilisez le vouvoiement et des phrases courtes pour les boutons.', 'de')).toEqual(['instruction-language']);
    expect(codes('Verwende die Sie-Form und für Buttons immer den Infinitiv.', 'fr')).toEqual(['instruction-language']);
    // In the list's own language, or in English: silent.
    expect(codes('です・ます調で書いてください。', 'ja')).toEqual([]);
    expect(codes('Utilisez le vouvoiement et des phrases courtes pour les boutons.', 'fr')).toEqual([]);
    expect(codes('Verwende die Sie-Form und für Buttons immer den Infinitiv.', 'de')).toEqual([]);
    // A fragment's instruction has no list language here: only the wording is checked.
    expect(instructionAdvice('です・ます調で書いてください。')).toEqual([]);
    const [warning] = instructionAdvice('Utilisez le vouvoiement et des phrases courtes pour les boutons.', 'de');
    expect(warning!.message).toBe("the instruction seems written in French; the service's advice is to write it in English or in the target language, German (de)");
    expect(warning!.hint).toContain('docs/style-files.md#what-makes-an-instruction-work');
  });

  it('every warning names the advice and links the doc section', () => {
    for (const prompt of ['Use X, convert Y.', "Don't shout.", 'Please be nice.']) {
      for (const a of instructionAdvice(prompt, 'de')) {
        expect(a.message).toContain("the service's advice");
        expect(a.hint).toContain('(docs/style-files.md#what-makes-an-instruction-work)');
      }
    }
  });
});

describe('plausible real instructions stay silent', () => {
  it.each([
    ['de', 'Use the formal address (Sie) consistently.'],
    ['de', 'Write dates in the format DD.MM.YYYY.'],
    ['de', 'Keep product names such as Acme Cloud in English.'],
    ['de', 'Translate "dashboard" as "Übersicht".'],
    ['de', 'Use sentence case for headings, buttons and menu items.'],
    ['de', 'Address the reader with du, not Sie.'],
    ['de', 'Convert imperial units to metric, keeping one decimal place.'],
    ['fr', 'Use a non-breaking space before colons, semicolons, question marks and exclamation marks.'],
    ['fr', 'Use « guillemets » for quotations.'],
    ['es', 'Use the inverted question mark at the start of questions.'],
    ['it', 'Use the informal tu in marketing texts and the formal Lei in legal texts.'],
    ['ja', 'Use the です/ます style for UI text.'],
    ['ja', 'UIテキストには「です・ます」調を使用してください。'],
    ['ko', 'Use the 합쇼체 (hapsyo-che) honorific style.'],
    ['zh', 'Use full-width punctuation such as ，and 。 in Chinese text.'],
    ['de', 'Keep the brand name "Acme" as it is.'],
    ['de', 'Prefer short sentences of at most 20 words.'],
    ['de', 'When a sentence addresses the user, use the imperative.'],
    ['de', 'Render “Acme” unchanged; it is a brand name.'],
    ['de', 'Verwende die Du-Form.'],
    ['en', 'Use American spelling (color, not colour).'],
  ])('%s: %s', (language, prompt) => {
    expect(codes(prompt, language)).toEqual([]);
  });
});
