import { closeSync, readSync } from 'node:fs';
import type { LoadedYaml } from './loaded-yaml.ts';
import { openChecked, unreadableFile, type SizeLimit } from './read-yaml.ts';

/** Thrown while the pieces are read when the file grew past its limit after it was opened. */
export class GrewTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`the file grew to ${bytes} bytes while it was read`);
  }
}

/** Thrown while the pieces are read when a read fails after the open (EIO: a failing disk, a network file system). */
export class PieceUnreadable extends Error {
  constructor(readonly error: unknown) {
    super(`a piece of the file could not be read: ${String(error)}`);
  }
}

/** A piece's size: large enough that reading costs little, small enough that a piece is nothing beside the file. */
export const PIECE_BYTES = 1 << 16;

/**
 * A file's bytes a piece at a time, after the checks readStyleBytes makes (read-yaml.ts openChecked: a regular file,
 * opened without blocking, within its size limit), or why not (issue #31: a 40 MiB termbase held whole, as bytes and then as text, made its
 * load's peak four times the file). The file is read synchronously, as style files are. It is open from here until
 * the pieces are read to their end, a read throws, or they are given up (a `for … of` that stops early, or
 * `return()`, also before the first piece: the caller closes what it opened with return() in a `finally`); each
 * piece is valid only until the next is read (one buffer is read into again). At most the limit is read: a file
 * that grows past it throws GrewTooLarge; a read that fails throws PieceUnreadable.
 */
export function filePieces(absPath: string, file: string, limit: SizeLimit, pieceBytes = PIECE_BYTES): FilePieces | LoadedYaml {
  const opened = openChecked(absPath, file, limit);
  return 'fd' in opened ? new FilePieces(opened.fd, limit.bytes, pieceBytes) : opened;
}

/**
 * The pieces of an open file. An iterator of its own rather than a generator: a generator's return() before its
 * first next() ends it without running its `finally`, so the file opened before it started would stay open.
 */
export class FilePieces implements IterableIterator<Uint8Array, undefined> {
  #fd: number | undefined;
  #total = 0;
  readonly #buffer: Buffer;

  constructor(
    fd: number,
    readonly maxBytes: number,
    pieceBytes: number,
  ) {
    this.#fd = fd;
    this.#buffer = Buffer.allocUnsafe(pieceBytes);
  }

  [Symbol.iterator](): this {
    return this;
  }

  next(): IteratorResult<Uint8Array, undefined> {
    if (this.#fd === undefined) return { done: true, value: undefined };
    let read: number;
    try {
      read = readSync(this.#fd, this.#buffer, 0, this.#buffer.length, null);
    } catch (error) {
      this.return();
      throw new PieceUnreadable(error);
    }
    if (read === 0) return this.return();
    this.#total += read;
    if (this.#total > this.maxBytes) {
      this.return();
      throw new GrewTooLarge(this.#total);
    }
    return { done: false, value: this.#buffer.subarray(0, read) };
  }

  /** Closes the file (once; again does nothing). */
  return(): IteratorResult<Uint8Array, undefined> {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
    return { done: true, value: undefined };
  }
}

/** What a read of the pieces that threw says to the user (`limit`'s diagnostic, or the file unreadable), or undefined for another error. */
export function piecesFailure(error: unknown, file: string, limit: SizeLimit): LoadedYaml | undefined {
  if (error instanceof GrewTooLarge) return { ok: false, file, diagnostics: [limit.tooLarge(file, error.bytes)] };
  if (error instanceof PieceUnreadable) return { ok: false, file, diagnostics: [unreadableFile(file, error.error)] };
  return undefined;
}
