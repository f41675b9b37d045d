import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LiveList } from '../catalog/types.ts';
import type { PersistedGlossary } from './glossary-store.ts';

const FORMAT = 1;

/** `glossaries` is optional: files written before the emulator held glossaries still load. */
export interface DataFile {
  format: number;
  lists: LiveList[];
  glossaries?: PersistedGlossary[];
}

export type State = Omit<DataFile, 'format'>;

/** The state stored in `file`, or undefined when it does not exist. Throws on a corrupt file. */
export async function loadState(file: string): Promise<State | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`emulator data file ${file} is not valid JSON`, { cause: error });
  }
  const parsed = data as Partial<DataFile>;
  if (parsed?.format !== FORMAT || !Array.isArray(parsed.lists)) {
    throw new Error(`emulator data file ${file} is not in format ${FORMAT} (expected {"format": ${FORMAT}, "lists": [...]})`);
  }
  for (const list of parsed.lists) {
    if (typeof list?.style_id !== 'string' || typeof list.version !== 'number' || !Array.isArray(list.custom_instructions)) {
      throw new Error(`emulator data file ${file} holds a malformed list`);
    }
  }
  const glossaries = parsed.glossaries ?? [];
  if (!Array.isArray(glossaries) || glossaries.some((g) => typeof g?.glossary_id !== 'string' || !Array.isArray(g.dictionaries))) {
    throw new Error(`emulator data file ${file} holds a malformed glossary`);
  }
  return { lists: parsed.lists, glossaries };
}

/**
 * Writes the state atomically (tmp file + rename), coalescing bursts: while
 * one write runs, later changes only mark the state dirty and one more write
 * follows. `flush()` waits until the file matches the latest state.
 */
export class StateWriter {
  private running: Promise<void> | undefined;
  private dirty = false;
  private counter = 0;
  private lastError: unknown;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => State,
  ) {}

  schedule(): void {
    this.dirty = true;
    this.running ??= this.loop();
  }

  async flush(): Promise<void> {
    while (this.running) await this.running;
    if (this.lastError !== undefined) {
      const error = this.lastError;
      this.lastError = undefined;
      throw error;
    }
  }

  private async loop(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        await this.write();
      }
    } catch (error) {
      this.lastError = error;
    } finally {
      this.running = undefined;
    }
  }

  private async write(): Promise<void> {
    const data: DataFile = { format: FORMAT, ...this.snapshot() };
    const tmp = `${this.file}.${process.pid}.${this.counter++}.tmp`;
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(tmp, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
    await rename(tmp, this.file);
  }
}
