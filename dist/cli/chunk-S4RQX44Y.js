import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  keyInFile
} from "./chunk-RFHINAKV.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/app/write-file.ts
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
async function writeOrExplain(file, text, flag, secrets) {
  const refusal = keyInFile(text, secrets, file, flag);
  if (refusal !== void 0) throw refusal;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  } catch (error) {
    throw new StylesyncError(`Could not write ${file} (${flag}): ${error.message}`, `Check that the directory exists and is writable, or give ${flag} another path.`, {
      code: "write-failed",
      cause: error
    });
  }
}
async function makeDirOrExplain(dir, flag) {
  try {
    return await mkdir(dir, { recursive: true });
  } catch (error) {
    throw new StylesyncError(`Could not make the directory ${dir} (${flag}): ${error.message}`, `Give ${flag} a directory (new or existing), not a file, somewhere writable.`, {
      code: "write-failed",
      cause: error
    });
  }
}
async function writeFileAtomically(file, text, secrets, what) {
  const refusal = keyInFile(text, secrets, file, what);
  if (refusal !== void 0) throw refusal;
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(text);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => void 0);
    throw error;
  }
}

// src/app/entry-kind.ts
import { lstat } from "node:fs/promises";
import path from "node:path";
async function entryKind(file) {
  try {
    const stat = await lstat(file);
    if (stat.isSymbolicLink()) return "link";
    if (stat.isFile()) return "file";
    if (stat.isDirectory()) return "dir";
    return "other";
  } catch (error) {
    if (error.code === "ENOENT") return "missing";
    throw new StylesyncError(`Cannot look at ${file}: ${error.message}`, "Check that the directory can be read (its permissions), or give --out another path.", {
      code: "write-failed",
      cause: error
    });
  }
}
async function linkOnTheWay(root, dir) {
  const rel = path.relative(root, dir);
  if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return await entryKind(dir) === "link" ? dir : void 0;
  let at = root;
  for (const part of rel.split(path.sep)) {
    at = path.join(at, part);
    const kind = await entryKind(at);
    if (kind === "link") return at;
    if (kind === "missing") return void 0;
  }
  return void 0;
}

export {
  entryKind,
  linkOnTheWay,
  writeOrExplain,
  makeDirOrExplain,
  writeFileAtomically
};
