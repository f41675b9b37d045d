import { closeSync, readSync } from 'node:fs';
import type { LoadedYaml } from './loaded-yaml.ts';
import { openChecked, type SizeLimit } from './read-yaml.ts';

/** Thrown while the pieces are read when the file grew past its limit after it was opened. */
export class GrewTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`the file grew to ${bytes} bytes while it was read`);
  }
}

/** A piece's size: large enough that reading costs little, small enough that a piece is nothing beside the file. */
export const PIECE_BYTES = 1 << 16;

/** A file open for reading a piece at a time: its pieces, and what closes it whether they were read or not. */
export interface FilePieces {
  pieces: Generator<Uint8Array, void, undefined>;
  /** Closes the file (again: nothing). A generator never started runs no `finally`, so its reader closes it in one. */
  close(): void;
}

/**
 * A file's bytes a piece at a time, after the checks readStyleBytes makes (read-yaml.ts openChecked: a regular file,
 * opened without blocking, within its size limit), or why not (issue #31: a 40 MiB termbase held whole, as bytes and
 * then as text, made its load's peak four times the file). The file is read synchronously, as style files are. Each
 * piece is valid only until the next is read (one buffer is read into again). At most the limit is read: a file that
 * grows past it throws GrewTooLarge. The reader closes it (`close`, in a `finally`).
 */
export function filePieces(absPath: string, file: string, limit: SizeLimit, pieceBytes = PIECE_BYTES): FilePieces | LoadedYaml {
  const fd = openChecked(absPath, file, limit);
  if (typeof fd !== 'number') return fd;
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return { pieces: pieces(fd, limit.bytes, pieceBytes, close), close };
}

function* pieces(fd: number, maxBytes: number, pieceBytes: number, close: () => void): Generator<Uint8Array, void, undefined> {
  const buffer = Buffer.allocUnsafe(pieceBytes);
  let total = 0;
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, pieceBytes, null);
      if (read === 0) return;
      total += read;
      if (total > maxBytes) throw new GrewTooLarge(total);
      yield buffer.subarray(0, read);
    }
  } finally {
    close();
  }
}
