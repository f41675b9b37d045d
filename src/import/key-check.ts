import type { LiveList } from '../catalog/types.ts';
import { holdsKey, redactAll } from '../live/redact.ts';
import type { GlossaryImportFile } from './plan-glossary-import.ts';
import type { ImportFile } from './plan-import.ts';

/** A planned file left unwritten because its list holds the API key. */
export interface KeyHolder {
  file: ImportFile;
  /** Where the list holds it: `name`, `custom_instructions[2].prompt`, ... */
  where: string[];
}

/**
 * Splits the planned files into those safe to write and those whose list holds the
 * API key (in any form src/live/redact.ts knows, reversed included) in its name, a label, a prompt or a
 * rule: such a file is meant to be committed, so it is never written. The file name
 * and the whole rendered text are checked too, as a backstop.
 */
export function withoutKeyHolders(files: readonly ImportFile[], secrets: readonly string[]): { safe: ImportFile[]; refused: KeyHolder[] } {
  const holds = (text: string) => holdsKey(text, secrets);
  const safe: ImportFile[] = [];
  const refused: KeyHolder[] = [];
  for (const file of files) {
    const where = fieldsHolding(file.list, holds);
    if (where.length === 0 && (holds(file.content) || holds(file.shown))) where.push('its file');
    if (where.length === 0) safe.push(file);
    else refused.push({ file, where });
  }
  return { safe, refused };
}

function fieldsHolding(list: LiveList, holds: (text: string) => boolean): string[] {
  const where: string[] = [];
  if (holds(list.name)) where.push('name');
  if (holds(list.style_id)) where.push('style_id');
  list.custom_instructions.forEach((instruction, i) => {
    if (holds(instruction.label)) where.push(`custom_instructions[${i}].label`);
    if (holds(instruction.prompt)) where.push(`custom_instructions[${i}].prompt`);
  });
  for (const [group, rules] of Object.entries(list.configured_rules)) {
    for (const [rule, value] of Object.entries(rules)) if (holds(group) || holds(rule) || holds(value)) where.push(`configured_rules.${group}.${rule}`);
  }
  return where;
}

/** What to tell the user, with the key masked (the name may be what holds it). */
export function keyHolderMessage(holder: KeyHolder, secrets: readonly string[]): { message: string; hint: string } {
  const { list } = holder.file;
  return {
    message:
      `the live list ${JSON.stringify(redactAll(list.name, secrets))} (style_id ${redactAll(list.style_id, secrets)}) holds the API key in ${holder.where.join(', ')}; ` +
      'import did not write its file, so the key stays out of the repository',
    hint: 'Remove the key from that list on the service (rename it or edit the instruction), rotate the key, then run import again.',
  };
}

/** A planned glossary file left unwritten because its glossary holds the API key. */
export interface GlossaryKeyHolder {
  file: GlossaryImportFile;
  /** Where: `name`, `en→de entries`, `its file`. */
  where: string[];
}

/**
 * As withoutKeyHolders, for glossaries: the name, the id, every term of every
 * dictionary, and the rendered YAML and TSV texts as a backstop.
 */
export function glossariesWithoutKeyHolders(files: readonly GlossaryImportFile[], secrets: readonly string[]): { safe: GlossaryImportFile[]; refused: GlossaryKeyHolder[] } {
  const holds = (text: string) => holdsKey(text, secrets);
  const safe: GlossaryImportFile[] = [];
  const refused: GlossaryKeyHolder[] = [];
  for (const file of files) {
    const { glossary } = file;
    const where: string[] = [];
    if (holds(glossary.name)) where.push('name');
    if (holds(glossary.glossary_id)) where.push('glossary_id');
    for (const d of glossary.entries) {
      for (const [source, target] of d.entries) {
        if (holds(source) || holds(target)) {
          where.push(`${d.source_lang}→${d.target_lang} entries`);
          break;
        }
      }
    }
    if (where.length === 0 && [file, ...file.entriesFiles].some((f) => holds(f.content) || holds(f.shown))) where.push('its file');
    if (where.length === 0) safe.push(file);
    else refused.push({ file, where });
  }
  return { safe, refused };
}

export function glossaryKeyHolderMessage(holder: GlossaryKeyHolder, secrets: readonly string[]): { message: string; hint: string } {
  const { glossary } = holder.file;
  return {
    message:
      `the live glossary ${JSON.stringify(redactAll(glossary.name, secrets))} (glossary_id ${redactAll(glossary.glossary_id, secrets)}) holds the API key in ${holder.where.join(', ')}; ` +
      'import did not write its file, so the key stays out of the repository',
    hint: 'Remove the key from that glossary on the service (rename it or replace the term), rotate the key, then run import again.',
  };
}
