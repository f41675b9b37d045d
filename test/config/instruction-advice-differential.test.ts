import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instructionAdvice } from '../../src/config/validate-instructions.ts';
import { runs } from '../fuzz/arbitraries.ts';
import { referenceAdvice } from './instruction-advice-reference.ts';

// Issue #31 made the advice checks fast (an ASCII path, a pre-test before the word count); the findings must not
// move. Prompts are built from the pieces every matcher looks at, in every case, with the characters whose case
// folding or script differs between the fast and the general path (ſ, the Kelvin sign, İ, ’, full-width letters).
const WORDS = [
  // function words of each language, and English ones
  'the', 'and', 'of', 'with', 'when', 'use', 'for', 'is', 'are', 'to', 'this', 'that', 'all',
  'der', 'das', 'und', 'nicht', 'mit', 'für', 'ist', 'den', 'dem', 'ein', 'eine', 'verwende', 'verwenden', 'sie', 'bei', 'wenn', 'immer', 'auf',
  'le', 'les', 'et', 'des', 'du', 'pour', 'avec', 'est', 'dans', 'utilisez', 'utiliser', 'pas', 'toujours', 'au', 'aux',
  'el', 'los', 'las', 'y', 'para', 'del', 'usar', 'utiliza', 'utilice', 'siempre', 'al', 'como',
  'il', 'gli', 'della', 'delle', 'per', 'di', 'che', 'sempre', 'nel', 'nella',
  // directives, leads, conditions, negations, chat openings
  'keep', 'write', 'translate', 'convert', 'avoid', 'render', 'format', 'rewrite', 'also', 'always', 'but', 'please', 'then', 'or',
  'if', 'unless', 'where', 'in', "don't", 'don’t', 'dont', 'do not', 'never', 'refrain', 'can you', 'could you', 'would you', 'will you',
  'i want', 'i need', 'i would like', "i'd like", 'i’d like', 'you are', "you're", 'act as', 'help me', 'the following', 'text',
  // letters and words that are not plain ASCII, or not Latin
  'é', 'über', 'straße', 'ſie', 'thiſ', '\u212Aeep', 'İ', 'Ω', 'язык', 'です', 'ます', '漢字', '한국어', 'ｔｅｘｔ', 'l', 'd', 'x2', 'a_b',
];
const SEPARATORS = [' ', ' ', ' ', ', ', ',', '. ', '.', '!', '?', '; ', '。', '！', '？', '\n', '\t', ' and ', ' or ', ' then ', "'", '’', '"', '“', '”', '„', '«', '»', '「', '」', '『', '』', '`', '-', '2', '_'];

const word = fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom('lower', 'upper', 'title')).map(([w, form]) =>
  form === 'upper' ? w.toUpperCase() : form === 'title' ? w.charAt(0).toUpperCase() + w.slice(1) : w,
);
const prompt = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(word, fc.constantFrom(...SEPARATORS)), { maxLength: 30 }).map((parts) => parts.map(([w, s]) => w + s).join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);
const language = fc.constantFrom('de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh', 'xx', undefined);
const checks = fc.record({ language: fc.boolean(), wording: fc.boolean() });

describe('the instruction advice finds what the plain matcher found', () => {
  it('on generated prompts, for every list language and set of checks', () => {
    fc.assert(
      fc.property(prompt, language, checks, (p, l, c) => {
        expect(instructionAdvice(p, l, c)).toEqual(referenceAdvice(p, l, c));
      }),
      { numRuns: runs(5_000) },
    );
  });

  // The chat phrase is looked for only where its end (` text`) is found: the phrase next to what ends or breaks it.
  it.each([
    'Keep this text short.', 'Keep THIS TEXT short', 'Translate the following text, then stop', 'This text.', 'the following text',
    'this  text', 'this\ttext', 'the following\ntext', 'this text2', 'this texts', 'this text_', 'context text', 'text only', ' text',
    'thiſ text', 'this ｔｅｘｔ', 'this te\u212Axt', 'über this text', '“this text”', 'this `text`',
  ])('the chat phrase in %j', (p) => {
    for (const l of ['en', 'de', undefined]) expect(instructionAdvice(p, l)).toEqual(referenceAdvice(p, l));
  });

  it('the generated prompts reach every finding, in English and in each other language', () => {
    const seen = new Map<string, number>();
    for (const [p, l] of fc.sample(fc.tuple(prompt, language), 5_000)) {
      for (const a of referenceAdvice(p, l)) {
        const key = a.code === 'instruction-language' ? a.message.split(';')[0]! : a.code;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    const keys = [...seen.keys()];
    for (const code of ['instruction-several-directives', 'instruction-negative', 'instruction-chat-request']) expect([code, seen.get(code) ?? 0]).not.toEqual([code, 0]);
    for (const written of ['German', 'French', 'Spanish', 'Italian', 'Japanese', 'Chinese or Japanese', 'Korean', 'a script none of the style languages uses']) {
      expect([written, keys.some((k) => k.endsWith(` written in ${written}`))]).toEqual([written, true]);
    }
  });

  // Sentences and clauses are read where they start in the text (issue #31), not as split copies: a lead word read
  // on into the next clause, spaces before a comma, empty clauses and sentences, a break at either end.
  it.each([
    'also and use it', 'Always, and keep it', 'please and then use it', 'also\nuse it', 'also. use it', 'but or keep it, and use it',
    'use it , keep it', 'use it\t, keep it', 'use it\u3000, keep it', 'use,, keep', ', use it, keep it', 'use it and ', ' and use it and keep it',
    'use it.. keep it', 'use it.\n\nkeep it', 'use it;keep it; write it', 'also\u3000and keep it, use it', 'Use x and\nkeep y', 'x\n and use y, keep z',
  ])('the clauses of %j', (p) => {
    for (const l of ['en', 'de', undefined]) expect(instructionAdvice(p, l)).toEqual(referenceAdvice(p, l));
  });

  it('on the prompts of the advice tests, in German and in French, Spanish and Italian function words', () => {
    const samples = [
      'Utilisez le vouvoiement et des phrases courtes pour les boutons.',
      'Verwende die Sie-Form und für Buttons immer den Infinitiv.',
      'Usa siempre el tuteo para los botones y las etiquetas del menú.',
      'Utilizza sempre il tu nelle etichette della interfaccia e delle pagine.',
      'Use the formal address with der, das and die; keep it.',
      "L'article et l'usage des titres: utilisez le tiret pour les listes.",
      'Write DER DAS UND in capitals, then translate the rest.',
      // Function words next to digits, underscores and hyphens: no letter, so they count (the ASCII pre-test takes that character).
      'x2der 2das_und-mit use them all',
      'der das_und',
      'der,das;und.',
      'Xder das und mit',
    ];
    for (const p of samples) for (const l of ['de', 'en', 'fr', undefined]) expect([p, l, instructionAdvice(p, l)]).toEqual([p, l, referenceAdvice(p, l)]);
  });
});
