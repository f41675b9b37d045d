import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  recordItem
} from "./chunk-ZO4YGO5I.js";
import {
  keyInFile
} from "./chunk-RFHINAKV.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";

// src/apply/record-file.ts
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname } from "node:path";
var RECORD_FORMAT_VERSION = 1;
function openRecordFile(file, context, flag = "--record", secrets = []) {
  let fd;
  try {
    mkdirSync(dirname(file), { recursive: true });
    fd = openSync(file, "w");
  } catch (error) {
    throw new StylesyncError(
      `Could not open ${file} (${flag}): ${error.message}. Nothing was written to the service.`,
      `Check that the directory is writable, or give ${flag} another path.`,
      { code: "record-unwritable", cause: error }
    );
  }
  return {
    append(record) {
      const line = `${JSON.stringify(recordEntry(record, context))}
`;
      const refusal = keyInFile(line, secrets, file, flag);
      if (refusal !== void 0) throw new StylesyncError(`${refusal.message} No further write was sent.`, refusal.hint, { code: "key-in-file" });
      try {
        writeSync(fd, line);
      } catch (error) {
        const { noun, name } = recordItem(record);
        throw new StylesyncError(
          `Could not add to ${file} (${flag}): ${error.message}. The write to ${noun === "glossary" ? "glossary " : ""}"${name}" went through; no further write was sent.`,
          "Free space or fix the path, then run `stylesync plan` to see what is left and apply again (the progress lines above show what was written).",
          { code: "record-unwritable", cause: error }
        );
      }
    },
    close() {
      closeSync(fd);
    }
  };
}
function recordEntry(record, context) {
  return { format_version: RECORD_FORMAT_VERSION, ...record, target: context.target, base_url: context.base_url };
}
function parseRecord(text, file) {
  const lines = text.split("\n");
  const last = lines.pop();
  const entries = lines.flatMap((line, index) => line.trim() === "" ? [] : [parseLine(line, file, index + 1)]);
  if (last.trim() === "") return { entries };
  try {
    entries.push(parseLine(last, file, lines.length + 1));
    return { entries };
  } catch {
    return { entries, torn: last };
  }
}
function parseLine(line, file, lineNumber) {
  const notEntry = (why) => new StylesyncError(
    `${file}:${lineNumber} is not a record entry: ${why}.`,
    "Give the file written by `stylesync apply --record FILE` (one JSON object per line).",
    { code: "record-invalid" }
  );
  let value;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw notEntry(error.message);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || typeof value.operation !== "string") {
    throw notEntry('expected a JSON object with an "operation"');
  }
  const version = value.format_version;
  if (version !== void 0 && version !== RECORD_FORMAT_VERSION) {
    throw new StylesyncError(
      `${file}:${lineNumber} is a record entry of format_version ${JSON.stringify(version)}; this stylesync reads format_version ${RECORD_FORMAT_VERSION}.`,
      "Read it with the stylesync that wrote it (its version is in the run's output), or apply again with this one to write a new record.",
      { code: "record-invalid" }
    );
  }
  return value;
}

export {
  openRecordFile,
  recordEntry,
  parseRecord
};
