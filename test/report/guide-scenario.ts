import type { DesiredDictionary, DesiredGlossary, TermNotes } from '../../src/catalog/glossary.ts';
import { CATALOG } from '../../src/catalog/catalog.ts';
import type { DesiredList, Example, GuideText } from '../../src/config/model.ts';
import { type RecordedSample, sampleHasher, sampleKey } from '../../src/catalog/samples.ts';

/**
 * The rich guide scenario of issue #22, as the loader would hand it over:
 * 4 target languages (German, French, Japanese, Arabic: Latin, CJK and RTL),
 * 40 lists with rules, long prompts and examples, a German dictionary of
 * `terms` terms (2,000 for the acceptance, 10,000 for the bench) with
 * forbidden variants, definitions, notes and terms not to translate, and
 * small dictionaries for the others holding hostile terms (markup, links,
 * mentions, workflow commands, a bidi override) that must show as text.
 *
 * Built as objects with `notes`, not YAML: the long form of glossary entries
 * is parsed on another branch (issue #22); once merged, this can be files.
 * Deterministic: the same arguments give the same scenario.
 */
export interface GuideScenario {
  lists: DesiredList[];
  glossaries: DesiredGlossary[];
  about: GuideText;
}

const at = (file: string, line = 1) => ({ file, line, col: 1 });

export const LANGUAGES = ['de', 'fr', 'ja', 'ar'] as const;

export function guideScenario(options: { lists?: number; terms?: number } = {}): GuideScenario {
  const count = options.lists ?? 40;
  const terms = options.terms ?? 2_000;
  const lists = Array.from({ length: count }, (_, i) => scenarioList(i));
  return {
    lists,
    glossaries: [bigGlossary(terms), smallGlossary()],
    about: { audience: 'Customers of Acme Cloud, most of them administrators.\nSome are developers.', voice: 'Friendly and direct; short sentences. <b>Never</b> shout.' },
  };
}

const AREAS = ['Marketing', 'Support', 'Docs', 'Legal', 'Checkout', 'Billing', 'Onboarding', 'Mobile', 'Release notes', 'Status page'];

function scenarioList(i: number): DesiredList {
  const language = LANGUAGES[i % LANGUAGES.length] as string;
  const area = AREAS[Math.floor(i / LANGUAGES.length) % AREAS.length] as string;
  const name = `Acme ${area} ${language.toUpperCase()}`;
  const file = `styles/${name.toLowerCase().replace(/ /g, '-')}.yaml`;
  const hostile = i === 1;
  return {
    file,
    name: hostile ? `${name} <script>alert(1)</script>` : name,
    language,
    state: 'present',
    configured_rules: rulesFor(i),
    ruleOrigins: {},
    custom_instructions: [
      { label: 'Tone', prompt: `Write for ${area.toLowerCase()} readers: friendly, direct, no jargon.`, ...at(file, 8) },
      {
        label: hostile ? 'Links | <img src=x onerror=alert(1)>' : 'Product names',
        prompt: hostile
          ? 'Never translate @octocat or [this link](https://e.vil).\n::error::not a command\n<iframe src=//e.vil></iframe>'
          : `Keep product names (Acme Cloud, Acme Vault, Acme Relay) in English, and never inflect them. ${'When a sentence would need an inflected product name, rephrase it so the name stands alone, for example as the subject or after a preposition. '.repeat(3)}`,
        ...at(file, 10),
      },
    ],
    examples: [example(file, `Your refund of 12.50 euros for Acme Cloud arrives by 3pm (list ${i}).`, language), example(file, 'Sign in to Acme Vault to continue.', language, 1)],
    origin: at(file),
    glossaries: [{ name: language === 'de' ? 'Acme Product Terms' : 'Acme Hostile Terms', origin: at(file, 20), path: 'glossaries[0]' }],
    ...(i % 8 === 0 ? { guide: { audience: `${area} readers.`, voice: 'Warm.' } } : {}),
  };
}

function example(file: string, text: string, language: string, n = 0): Example {
  return { text, source_language: 'en', target_language: language, origin: at(file, 30 + n * 4), path: `examples[${n}]`, at: {} };
}

/** A few rules per list from the catalog, different from list to list. */
function rulesFor(i: number): DesiredList['configured_rules'] {
  const rules: Record<string, Record<string, string>> = {};
  const groups = Object.keys(CATALOG);
  for (let k = 0; k < 4; k++) {
    const group = groups[(i + k) % groups.length] as string;
    const names = Object.keys(CATALOG[group] ?? {});
    const rule = names[(i * 3 + k) % names.length] as string;
    const values = CATALOG[group]?.[rule] ?? [];
    (rules[group] ??= {})[rule] = values[i % values.length] as string;
  }
  return rules;
}

const WORDS = ['account', 'billing', 'cluster', 'dashboard', 'endpoint', 'firewall', 'gateway', 'handshake', 'invoice', 'journal', 'key', 'ledger', 'mirror', 'node', 'outage', 'payload', 'quota', 'replica', 'snapshot', 'tenant', 'upload', 'vault', 'webhook', 'zone'];
const GERMAN = ['Konto', 'Abrechnung', 'Cluster', 'Dashboard', 'Endpunkt', 'Firewall', 'Gateway', 'Handshake', 'Rechnung', 'Journal', 'Schlüssel', 'Hauptbuch', 'Spiegel', 'Knoten', 'Ausfall', 'Nutzlast', 'Kontingent', 'Replikat', 'Snapshot', 'Mandant', 'Upload', 'Tresor', 'Webhook', 'Zone'];

/** `terms` English → German entries; most with notes, some not to translate. */
function bigGlossary(terms: number): DesiredGlossary {
  const file = 'glossaries/acme-product-terms.yaml';
  const entries = new Map<string, string>();
  const notes = new Map<string, TermNotes>();
  for (let i = 0; i < terms; i++) {
    const w = i % WORDS.length;
    const source = `${WORDS[w]} ${i < WORDS.length ? '' : `type ${Math.floor(i / WORDS.length)}`}`.trim();
    const keep = i % 17 === 0;
    entries.set(source, keep ? source : `${GERMAN[w]} Typ ${Math.floor(i / WORDS.length)}`);
    const note: TermNotes = {
      ...(i % 3 === 0 ? { forbidden: [{ term: `${GERMAN[w]}-Art ${i}` }, { term: `${WORDS[w]}-Ding` }] } : {}),
      ...(Math.floor(i / WORDS.length) % 2 === 0 || i % 7 === 0
        ? { definition: `The ${WORDS[w]} of kind ${Math.floor(i / WORDS.length)} as the Acme Cloud console shows it: ${'a thing administrators configure once per project and rarely touch again. '.repeat(1 + (i % 3))}` }
        : {}),
      ...(i % 5 === 0 ? { note: 'Capitalise as a noun; never hyphenate with the product name.' } : {}),
      ...(keep ? { translate: false as const } : {}),
    };
    if (Object.keys(note).length > 0) notes.set(source, note);
  }
  return glossary('Acme Product Terms', file, [{ ...dictionary('en', 'de', file, entries), notes }]);
}

/** Small dictionaries for fr, ja and ar, with hostile and right-to-left terms. */
function smallGlossary(): DesiredGlossary {
  const file = 'glossaries/acme-hostile-terms.yaml';
  const hostile: Array<[string, string]> = [
    ['<script>alert(1)</script>', '<b>gras</b>'],
    ['pipe | term', 'tube | terme'],
    ['[link](https://e.vil)', '![image](https://e.vil/i.png)'],
    ['@octocat', '@team'],
    ['::error::boom', '##[warning]x'],
    ['bidi \u202Eevil', 'bidi'],
  ];
  const fr = new Map<string, string>([['sign in', 'se connecter'], ['account', 'compte'], ...hostile]);
  const ja = new Map<string, string>([['sign in', 'ログイン'], ['account', 'アカウント'], ['billing', '請求'], ['vault', '保管庫'], ...hostile]);
  const ar = new Map<string, string>([['sign in', 'تسجيل الدخول'], ['account', 'حساب'], ['billing', 'الفوترة'], ['Acme Cloud', 'Acme Cloud'], ...hostile]);
  const notes = new Map<string, TermNotes>([
    ['sign in', { forbidden: [{ term: '<i>log in</i>' }, { term: 'login' }], definition: 'To open a session. <script>x</script>', note: 'A verb; the noun is "sign-in".' }],
    ['Acme Cloud', { translate: false, note: 'The product name stays in Latin script, left to right.' }],
  ]);
  return glossary('Acme Hostile Terms', file, [
    { ...dictionary('en', 'fr', file, fr), notes },
    { ...dictionary('en', 'ja', file, ja), notes },
    { ...dictionary('en', 'ar', file, ar), notes },
  ]);
}

function dictionary(source_lang: string, target_lang: string, file: string, entries: Map<string, string>): DesiredDictionary {
  return { source_lang, target_lang, entries, entryOrigins: new Map(), origin: at(file, 3) };
}

function glossary(name: string, file: string, dictionaries: DesiredDictionary[]): DesiredGlossary {
  return { file, name, state: 'present', origin: at(file), dictionaries };
}

/**
 * Samples as `plan --check-translations` records them against the emulator
 * (`[DE] text`): current for most examples, a hostile translation in list 1,
 * stale (recorded with other files) for every fifth list, none for list 3.
 */
export function scenarioSamples(scenario: GuideScenario): RecordedSample[] {
  const hash = sampleHasher(scenario.glossaries);
  return scenario.lists.flatMap((list, i) =>
    i === 3
      ? []
      : list.examples.map((example) => ({
          key: sampleKey(list.name, example),
          list: list.name,
          file: list.file,
          text: example.text,
          target_language: example.target_language ?? list.language,
          glossaries: (list.glossaries ?? []).map((g) => g.name),
          content_hash: i % 5 === 4 ? 'recorded-with-other-files' : hash(list, example),
          translation: i === 1 ? `<img src=x onerror=alert(1)> [${list.language.toUpperCase()}] ${example.text} @octocat` : `[${list.language.toUpperCase()}] ${example.text.replace('12.50', '12,50')}`,
          recorded_at: '2026-11-27T10:00:00.000Z',
        })),
  );
}
