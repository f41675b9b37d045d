// The files of the temporary repository, in the documented formats.

/** A style file in the documented format. */
export function styleFile(list: {
  name: string;
  language?: string;
  style_id?: string;
  state?: 'present' | 'absent';
  rules?: Record<string, Record<string, string>>;
  instructions?: Array<{ label: string; prompt: string; source_language?: string }>;
}): string {
  const lines = ['# yaml-language-server: $schema=../schema/style-list.schema.json', `name: ${JSON.stringify(list.name)}`];
  if (list.language !== undefined || list.state !== 'absent') lines.push(`language: ${list.language ?? 'de'}`);
  if (list.style_id) lines.push(`style_id: ${list.style_id}`);
  if (list.state) lines.push(`state: ${list.state}`);
  if (list.state !== 'absent') {
    const rules = list.rules ?? {};
    if (Object.keys(rules).length > 0) {
      lines.push('configured_rules:');
      for (const [group, members] of Object.entries(rules)) {
        lines.push(`  ${group}:`);
        for (const [rule, value] of Object.entries(members)) lines.push(`    ${rule}: ${value}`);
      }
    }
    const instructions = list.instructions ?? [];
    if (instructions.length > 0) {
      lines.push('custom_instructions:');
      for (const i of instructions) {
        lines.push(`  - label: ${JSON.stringify(i.label)}`, `    prompt: ${JSON.stringify(i.prompt)}`, `    source_language: ${i.source_language ?? 'en'}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

export const DE_RULES = { numbers: { decimal_separator: 'use_comma_as_decimal_separator' } };

/** The one German list most tests start from: its style file. */
export const ACME_DE_FILES: Readonly<Record<string, string>> = { 'styles/de.yaml': styleFile({ name: 'Acme DE' }) };

/**
 * A glossary file in the documented short form: one dictionary per target
 * language, from English, entries as `source: target` (quoted only where YAML needs it).
 * `head` goes before `name:`, `tail` after the dictionaries.
 */
export function glossaryFile(glossary: { name: string; dictionaries: Record<string, Record<string, string>>; head?: string; tail?: string }): string {
  const lines = [`name: ${glossary.name}`, 'dictionaries:'];
  for (const [target, entries] of Object.entries(glossary.dictionaries)) {
    lines.push('  - source_language: en', `    target_language: ${target}`, '    entries:');
    for (const [source, term] of Object.entries(entries)) lines.push(`      ${source}: ${term}`);
  }
  return `${glossary.head ?? ''}${lines.join('\n')}\n${glossary.tail ?? ''}`;
}

/**
 * The style file of the translate checks with a glossary: a German list that
 * uses the glossary Acme Terms, whose one example must come back with
 * "anmelden" (the glossary's German for "sign in"; line 8 is that expectation).
 */
export function signInStyle(name = 'Acme DE'): string {
  return `name: ${name}
language: de
glossaries: [Acme Terms]
examples:
  - text: Please sign in.
    source_language: en
    expect:
      contains: [anmelden]
`;
}

/**
 * The glossary Acme Terms of the translate checks: "sign in" is `term` in
 * German (beside `more` German terms and the `others` dictionaries), with the
 * example "Please sign in to Acme Cloud." into German, and `expect` under it
 * (its lines, indented as the example's keys).
 */
export function signInGlossary(
  term: string,
  options: { more?: Record<string, string>; others?: Record<string, Record<string, string>>; expect?: string[] } = {},
): string {
  const example = ['examples:', '  - text: Please sign in to Acme Cloud.', '    source_language: en', '    target_language: de', ...(options.expect ?? [])];
  return glossaryFile({
    name: 'Acme Terms',
    dictionaries: { de: { 'sign in': term, ...options.more }, ...options.others },
    tail: `${example.join('\n')}\n`,
  });
}

/** The expectation of signInGlossary's example that the service's old term is gone. */
export const NOT_EINLOGGEN = ['    expect:', '      not_contains: [einloggen]'];

/**
 * A glossary file `name` of one en→de dictionary whose entries are `lines`
 * (indented here by six spaces): the first entry is on line 6, for tests
 * that check where a diagnostic points.
 */
export function deGlossaryText(lines: readonly string[], name = 'G'): string {
  return [`name: ${name}`, 'dictionaries:', '  - source_language: en', '    target_language: de', '    entries:', ...lines.map((l) => `      ${l}`), ''].join('\n');
}
