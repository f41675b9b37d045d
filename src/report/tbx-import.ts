import type { TbxImportOutcome } from '../app/import-tbx.ts';
import { terminalText } from './user-text.ts';

type Written = Extract<TbxImportOutcome, { status: 'written' }>;

/** Skipped concepts and variants listed in text; the rest counted (a termbase can skip thousands). JSON lists them all. */
const SHOWN_SKIPS = 20;

/**
 * `import --tbx`: the file written with its dictionaries, the schemas beside
 * it, and what the termbase held that the glossary could not (each escaped:
 * terms and concept ids are the termbase author's text).
 */
export function renderTbxImportText(outcome: Written, tbxFile: string): { out: string; err: string } {
  const [file, ...schemas] = outcome.written;
  const pairs = outcome.dictionaries.map((d) => `${terminalText(d.source_lang)}→${terminalText(d.target_lang)} ${d.terms.toLocaleString('en-US')} ${d.terms === 1 ? 'term' : 'terms'}`);
  let out = `+ ${terminalText(file ?? '')}  (${terminalText(outcome.name)} from ${terminalText(tbxFile)}: ${pairs.join(', ')})\n`;
  for (const schema of schemas) out += `+ ${terminalText(schema)}  (the JSON schema the file's $schema line points at)\n`;
  let err = '';
  for (const skip of outcome.skipped.slice(0, SHOWN_SKIPS)) err += `skipped: ${terminalText(skip.where)}: ${terminalText(skip.reason)}\n`;
  const more = outcome.skipped.length - SHOWN_SKIPS;
  if (more > 0) err += `skipped: … and ${more.toLocaleString('en-US')} more (\`--format json\` lists them all)\n`;
  out += `\nImported 1 glossary from ${terminalText(tbxFile)}${outcome.skipped.length > 0 ? `, ${outcome.skipped.length.toLocaleString('en-US')} ${outcome.skipped.length === 1 ? 'item' : 'items'} skipped (see above)` : ''}. \`stylesync validate\` checks it; \`stylesync plan\` shows the glossary to create.\n`;
  return { out, err };
}

/** `import --tbx --format json`: the same, every skip included. */
export function renderTbxImportJson(outcome: Written): string {
  const document = {
    imported: 1,
    glossary: { file: outcome.written[0], name: outcome.name, dictionaries: outcome.dictionaries },
    files_written: outcome.written,
    skipped: outcome.skipped,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
