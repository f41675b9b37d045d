import { mkdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { LiveGlossary } from '../catalog/glossary.ts';
import { entriesToTsv } from '../catalog/glossary-entries.ts';
import { keyInFile } from '../live/redact.ts';
import { BACKUP_FORMAT_VERSION } from './backup.ts';

/** `glossary.json` in a glossary backup: what the TSV files beside it are. */
export interface GlossaryBackupFile {
  stylesync_backup: typeof BACKUP_FORMAT_VERSION;
  backed_up_at: string;
  glossary_id: string;
  name: string;
  /** One per dictionary as read, with the TSV file (in the same directory) that holds its entries. */
  dictionaries: Array<{ source_lang: string; target_lang: string; entry_count: number; entries_file: string }>;
}

/**
 * Makes the glossary `backup` function apply needs. A glossary about to lose
 * terms (deleted, a dictionary deleted, or a dictionary replaced by a PUT
 * that drops terms) is saved as the directory
 * `<dir>/glossary-<glossary_id>-<timestamp>/`: one `<source>-<target>.tsv`
 * per dictionary as read (TSV, the format terminology tools and a glossary
 * file's `entries_file` read), and `glossary.json` naming the glossary and
 * its files. An earlier backup is never overwritten. Returns the directory
 * as shown to the user (relative to `root` when inside it).
 */
export function createGlossaryBackupWriter(options: { dir: string; root: string; now: () => string; secrets?: readonly string[] }): (glossary: LiveGlossary) => Promise<string> {
  return async (glossary) => {
    const at = options.now();
    const stem = `glossary-${safe(glossary.glossary_id)}-${stamp(at)}`;
    // Codes come from the service: made safe for a file name, so a hostile answer cannot write elsewhere.
    const tsvs = glossary.entries.map((d) => ({ d, file: `${safe(d.source_lang)}-${safe(d.target_lang)}.tsv`, text: d.entries.size === 0 ? '' : `${entriesToTsv(d.entries)}\n` }));
    const dictionaries: GlossaryBackupFile['dictionaries'] = tsvs.map(({ d, file }) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size, entries_file: file }));
    const body: GlossaryBackupFile = { stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at, glossary_id: glossary.glossary_id, name: glossary.name, dictionaries };
    const json = `${JSON.stringify(body, null, 2)}\n`;
    // A name or term holding the key is not written: the backup is a file people keep and share (and the glossary is not changed).
    const refusal = keyInFile([json, ...tsvs.map((t) => t.text)].join('\n'), options.secrets ?? [], join(options.dir, stem), 'the backup before a glossary write');
    if (refusal !== undefined) throw refusal;
    await mkdir(options.dir, { recursive: true });
    const dir = await freshDirectory(options.dir, stem);
    for (const { file, text } of tsvs) await writeFile(join(dir, file), text, { flag: 'wx' });
    await writeFile(join(dir, 'glossary.json'), json, { flag: 'wx' });
    const shown = relative(options.root, dir);
    return shown.startsWith('..') || isAbsolute(shown) ? dir : shown;
  };
}

/** A directory no earlier backup made: `mkdir` without `recursive` fails on an existing one, so two runs in the same millisecond get two. */
async function freshDirectory(parent: string, stem: string): Promise<string> {
  for (let n = 1; ; n++) {
    const dir = join(parent, n === 1 ? stem : `${stem}-${n}`);
    try {
      await mkdir(dir);
      return dir;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && n < 100) continue;
      throw error;
    }
  }
}

function safe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

function stamp(at: string): string {
  return at.replace(/[:.]/g, '-');
}
