import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LiveGlossary } from '../catalog/glossary.ts';
import { entriesToTsv } from '../catalog/glossary-entries.ts';
import { BACKUP_FORMAT_VERSION } from './backup.ts';
import { freshBackup, safeName, stampOf, type BackupPlace } from './fresh-backup.ts';

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
export function createGlossaryBackupWriter(place: BackupPlace): (glossary: LiveGlossary) => Promise<string> {
  return async (glossary) => {
    const at = place.now();
    const stem = `glossary-${safeName(glossary.glossary_id)}-${stampOf(at)}`;
    // Codes come from the service: made safe for a file name, so a hostile answer cannot write elsewhere.
    const tsvs = glossary.entries.map((d) => ({ d, file: `${safeName(d.source_lang)}-${safeName(d.target_lang)}.tsv`, text: d.entries.size === 0 ? '' : `${entriesToTsv(d.entries)}\n` }));
    const dictionaries: GlossaryBackupFile['dictionaries'] = tsvs.map(({ d, file }) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size, entries_file: file }));
    const body: GlossaryBackupFile = { stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at, glossary_id: glossary.glossary_id, name: glossary.name, dictionaries };
    const json = `${JSON.stringify(body, null, 2)}\n`;
    const text = [json, ...tsvs.map((t) => t.text)].join('\n');
    return freshBackup(place, stem, { text, shown: stem, label: 'the backup before a glossary write' }, async (dir) => {
      // mkdir without `recursive` fails on an existing directory: an earlier backup is never written into.
      await mkdir(dir);
      for (const { file, text: tsv } of tsvs) await writeFile(join(dir, file), tsv, { flag: 'wx' });
      await writeFile(join(dir, 'glossary.json'), json, { flag: 'wx' });
      return dir;
    });
  };
}
