import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addListOption,
  addPlanningOptions,
  planningFlags,
  subsetChoice,
  withPlanHeap
} from "./chunk-UGWQ3KUJ.js";
import {
  openRecordFile,
  recordEntry
} from "./chunk-QDW75YAG.js";
import {
  planLive,
  protectionProblems,
  savedChoice,
  subsetOf
} from "./chunk-EBFJOC2K.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import {
  manifestAfter,
  writeManifest
} from "./chunk-DP4CA5ZC.js";
import {
  IDS_FORMAT_VERSION,
  managedIds
} from "./chunk-QFDDPL45.js";
import "./chunk-YZB7WZ6R.js";
import {
  managedGlossaries,
  repoPath
} from "./chunk-4U72XLFG.js";
import {
  writeOrExplain
} from "./chunk-S4RQX44Y.js";
import {
  allBlocked,
  allProblems,
  desiredChecksum,
  glossaryKind,
  heldBack,
  heldBackWords,
  isEmptyDifference,
  listKind,
  output,
  parseCount,
  parseSavedPlan,
  planHasChanges,
  renderText,
  reportDiagnostics,
  savedDifference,
  showEvent,
  staleness,
  summaryLine
} from "./chunk-4JQCAZU7.js";
import {
  isGlossaryRecord
} from "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-M3JBXZHY.js";
import {
  interruptible
} from "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-YRYY5K74.js";
import {
  openSession
} from "./chunk-UNCMGKI7.js";
import {
  MissingScopeError
} from "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import {
  keyInFile
} from "./chunk-RFHINAKV.js";
import {
  renderValidationJson
} from "./chunk-FHXWXBTQ.js";
import {
  addTargetOptions,
  sessionOptions
} from "./chunk-FDKXGLEN.js";
import {
  paint
} from "./chunk-S3ZJRUGJ.js";
import {
  terminalText
} from "./chunk-YU2LL6H5.js";
import "./chunk-KM6U3AQU.js";
import {
  isYamlFileName
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import {
  pairKey,
  pairText,
  plural
} from "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-EDBK7QIF.js";
import {
  instructionBody
} from "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import {
  Command,
  Option
} from "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import {
  StylesyncError
} from "./chunk-MADRQNID.js";
import {
  entriesToTsv
} from "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";

// src/cli/apply.ts
import { statSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/apply/backup.ts
import { mkdir, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
var BACKUP_FORMAT_VERSION = 1;
function createBackupWriter(kind, place) {
  return async (item) => {
    const at = place.now();
    const stem = `${kind.stem(item)}-${at.replace(/[:.]/g, "-")}`;
    const { body, beside } = kind.content(item);
    const json = `${JSON.stringify({ stylesync_backup: BACKUP_FORMAT_VERSION, backed_up_at: at, ...body }, null, 2)}
`;
    const files = beside?.files ?? [];
    const text = [json, ...files.map((f) => f.text)].join("\n");
    const refusal = keyInFile(text, place.secrets ?? [], join(place.dir, beside ? stem : `${stem}.json`), kind.label);
    if (refusal !== void 0) throw refusal;
    await mkdir(place.dir, { recursive: true });
    for (let n = 1; ; n++) {
      const base = join(place.dir, n === 1 ? stem : `${stem}-${n}`);
      try {
        if (beside === void 0) await writeFile(`${base}.json`, json, { flag: "wx" });
        else {
          await mkdir(base);
          for (const file of files) await writeFile(join(base, file.name), file.text, { flag: "wx" });
          await writeFile(join(base, beside.index), json, { flag: "wx" });
        }
      } catch (error) {
        if (error.code === "EEXIST" && n < 100) continue;
        throw error;
      }
      const made = beside === void 0 ? `${base}.json` : base;
      const shown = relative(place.root, made);
      return shown.startsWith("..") || isAbsolute(shown) ? made : shown;
    }
  };
}
function safeName(text) {
  return text.replace(/[^A-Za-z0-9_-]/g, "_");
}

// src/apply/chain.ts
function chain(kind, item, copies, run) {
  const outcome = { ...item.outcome, status: "applied", applied: 0, skipped: 0 };
  const count = item.writes.length;
  let next = 0;
  let over = false;
  let backup;
  const end = (status, skipped) => {
    Object.assign(outcome, { status, skipped, [kind.idField]: item.id() });
    over = true;
  };
  const backupFirst = async (consequence) => {
    if (backup !== void 0) return kind.backupInEveryRecord ? backup : void 0;
    const id = item.liveId;
    const read = copies.snapshot(id) ?? await copies.readNow?.(id);
    if (!read) {
      throw new StylesyncError(
        `no copy of the live ${kind.noun} "${outcome.name}" (${id}) was read before this run, so ${consequence} (there would be no backup)`,
        "this is a bug in stylesync; run plan again and report the output.",
        { code: "internal" }
      );
    }
    try {
      backup = await copies.backup(read);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StylesyncError(
        `could not write the backup of ${kind.noun} "${read.name}" (${id}), so ${consequence}: ${reason}`,
        "make the backup directory writable (or choose another with --backup-dir) and run apply again.",
        { code: "backup-failed", cause: error }
      );
    }
    return backup;
  };
  const emit = (fields, result) => run.emit({ ...fields, at: run.now(), ...result });
  if (count === 0) end("applied", 0);
  return {
    outcome,
    remaining: () => over ? 0 : count - next,
    async step() {
      const write = item.writes[next++];
      let fields;
      try {
        const saved = write.loses === void 0 ? void 0 : await backupFirst(write.loses);
        const { answer, fields: after } = await write.send();
        fields = {
          ...write.fields,
          ...after,
          // A create recovered after an unclear answer has no response of its own, so no trace id ('' from the client): recorded as null.
          trace_id: answer.traceId || null,
          ...saved === void 0 ? {} : { backup: saved },
          ...answer.recovered ? { recovered: true } : {},
          ...answer.resent ? { resent: true } : {},
          ...answer.alreadyGone ? { already_gone: true } : {}
        };
      } catch (error) {
        const failure = toFailure(error);
        const failed = { ...write.fields, [kind.idField]: item.id(), ...kind.nothingWritten, trace_id: failure.trace_id ?? null };
        emit(failed, { outcome: "failed", error: failure.message });
        outcome.failure = failure;
        end("failed", count - next);
        return;
      }
      emit(fields, { outcome: "applied" });
      outcome.applied++;
      if (next === count) end("applied", 0);
    },
    stop() {
      if (!over) end("stopped", count - next);
    }
  };
}
function toFailure(error) {
  if (error instanceof StylesyncError) return { message: error.message, hint: error.hint, ...error.traceId ? { trace_id: error.traceId } : {} };
  return { message: error instanceof Error ? error.message : String(error), hint: "this is a bug in stylesync; rerun with --debug and report the output." };
}
function noTarget(noun, idField) {
  return new StylesyncError(
    `the plan writes to a ${noun} that has no ${idField} (it was never created or was deleted earlier in the plan)`,
    "this is a bug in stylesync; run plan again and report the saved plan.",
    { code: "internal" }
  );
}

// src/apply/kinds.ts
var listKind2 = {
  backup: {
    stem: (list) => safeName(list.style_id),
    label: "the backup before a delete",
    content: (list) => ({ body: { list } })
  },
  writes: {
    // The kind's words are the plan's: one place says what a list is called and which field is its id.
    noun: listKind.noun,
    idField: listKind.idField,
    nothingWritten: { version_after: null, version_source: null },
    backupInEveryRecord: false,
    items: listWrites
  }
};
function listWrites(plan, api) {
  let styleId = plan.style_id ?? null;
  let version = plan.live_version ?? null;
  const target = () => {
    if (styleId === null) throw noTarget(listKind.noun, listKind.idField);
    return styleId;
  };
  const fromList = (answer) => {
    version = answer.value.version;
    return { answer, fields: { style_id: styleId, version_after: version, version_source: "response" } };
  };
  const derived = (answer) => {
    if (!answer.alreadyGone && version !== null) version += 1;
    return { answer, fields: { style_id: styleId, version_after: version, version_source: version === null ? null : "derived" } };
  };
  const write = (change) => {
    const fields = { list: plan.name, file: plan.file ?? null, operation: change.kind };
    switch (change.kind) {
      case "create_list":
        return {
          fields,
          async send() {
            const answer = await api.create(change.body);
            styleId = answer.value.style_id;
            return fromList(answer);
          }
        };
      case "delete_list":
        return {
          fields,
          loses: "it was not deleted",
          async send() {
            const answer = await api.deleteList(change.before.style_id);
            [styleId, version] = [null, null];
            return { answer, fields: { style_id: change.before.style_id, version_after: null, version_source: null } };
          }
        };
      case "rename_list":
        return { fields, send: async () => fromList(await api.rename(target(), change.to)) };
      case "replace_rules":
        return { fields, send: async () => fromList(await api.replaceRules(target(), change.after)) };
      case "delete_instruction":
        return {
          fields: { ...fields, label: change.before.label, instruction_id: change.instruction_id },
          loses: `its instruction "${change.before.label}" was not deleted`,
          send: async () => derived(await api.deleteInstruction(target(), change.instruction_id))
        };
      case "update_instruction":
        return { fields: { ...fields, label: change.after.label, instruction_id: change.instruction_id }, send: async () => derived(await api.updateInstruction(target(), change.instruction_id, instructionBody(change.after))) };
      case "create_instruction":
        return { fields: { ...fields, label: change.after.label }, send: async () => derived(await api.createInstruction(target(), instructionBody(change.after))) };
    }
  };
  return {
    outcome: {
      name: plan.name,
      file: plan.file ?? null,
      action: plan.action,
      style_id: styleId,
      previous_style_id: plan.style_id ?? null,
      ...plan.pinned ? { pinned: true } : {}
    },
    liveId: plan.style_id,
    writes: plan.changes.map(write),
    id: () => styleId
  };
}
var glossaryKind2 = {
  backup: {
    stem: (glossary) => `glossary-${safeName(glossary.glossary_id)}`,
    label: "the backup before a glossary write",
    content(glossary) {
      const files = glossary.entries.map((d) => ({ d, name: `${safeName(d.source_lang)}-${safeName(d.target_lang)}.tsv`, text: d.entries.size === 0 ? "" : `${entriesToTsv(d.entries)}
` }));
      const dictionaries = files.map(({ d, name }) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.size, entries_file: name }));
      return { body: { glossary_id: glossary.glossary_id, name: glossary.name, dictionaries }, beside: { index: "glossary.json", files } };
    }
  },
  writes: {
    noun: glossaryKind.noun,
    idField: glossaryKind.idField,
    nothingWritten: { entry_count_after: null },
    // One backup holds every dictionary, so each write that loses terms names it.
    backupInEveryRecord: true,
    items: glossaryWrites
  }
};
function glossaryWrites(plan, calls) {
  let glossary = plan.glossary_id === void 0 ? null : { glossary_id: plan.glossary_id, name: plan.rename?.from ?? plan.name, dictionaries: [] };
  const renamedFrom = glossary?.name;
  const target = () => {
    if (glossary === null) throw noTarget(glossaryKind.noun, glossaryKind.idField);
    return glossary;
  };
  const send2 = async (write) => {
    switch (write.kind) {
      case "create_glossary": {
        const answer = await calls.createGlossary(write.name, write.dictionaries);
        glossary = answer.value;
        return { answer, fields: { glossary_id: glossary.glossary_id, entry_count_after: glossary.dictionaries.reduce((n, d) => n + d.entry_count, 0) } };
      }
      case "patch_glossary": {
        const change = { ...write.name === void 0 ? {} : { name: write.name }, ...write.dictionary ? { dictionary: write.dictionary } : {} };
        const answer = await calls.patchGlossary(target(), change);
        glossary = answer.value;
        const after = write.dictionary === void 0 ? void 0 : glossary.dictionaries.find((d) => pairKey(d) === pairKey(write.dictionary));
        return { answer, fields: { glossary_id: glossary.glossary_id, entry_count_after: after?.entry_count ?? null } };
      }
      case "put_dictionary": {
        const to = target();
        const answer = await calls.putDictionary(to, write.dictionary);
        return { answer, fields: { glossary_id: to.glossary_id, entry_count_after: answer.value.entry_count } };
      }
      case "delete_dictionary":
        return { answer: await calls.deleteDictionary(target(), write), fields: { glossary_id: target().glossary_id, entry_count_after: null } };
      case "delete_glossary": {
        const { glossary_id } = target();
        const answer = await calls.deleteGlossary(target());
        glossary = null;
        return { answer, fields: { glossary_id, entry_count_after: null } };
      }
    }
  };
  return {
    outcome: { name: plan.name, file: plan.file ?? null, action: plan.action, glossary_id: plan.glossary_id ?? null },
    liveId: plan.glossary_id,
    writes: plan.writes.map((write) => ({
      fields: {
        glossary: plan.name,
        file: plan.file ?? null,
        operation: write.kind,
        ...pairOf(write),
        ...write.kind === "patch_glossary" && write.name !== void 0 && renamedFrom !== void 0 ? { renamed_from: renamedFrom } : {}
      },
      ...lossOfTerms(plan, write),
      send: () => send2(write)
    })),
    id: () => glossary?.glossary_id ?? null
  };
}
function lossOfTerms(plan, write) {
  if (write.kind === "delete_glossary") return { loses: "it was not deleted" };
  if (write.kind === "delete_dictionary") return { loses: `its ${pairText(write)} dictionary was not deleted` };
  const drops = write.kind === "put_dictionary" && plan.dictionaries.some((d) => pairKey(d) === pairKey(write.dictionary) && d.removed.length > 0);
  return drops ? { loses: `its ${pairText(write.dictionary)} dictionary was not replaced` } : {};
}
function pairOf(write) {
  const pair = write.kind === "delete_dictionary" ? write : write.kind === "put_dictionary" || write.kind === "patch_glossary" ? write.dictionary : void 0;
  return pair === void 0 ? {} : { source_lang: pair.source_lang, target_lang: pair.target_lang };
}

// src/apply/schedule.ts
async function schedule(chains, concurrency, stopped) {
  const max = Math.max(1, Math.floor(concurrency) || 1);
  const ready = new ReadyChains();
  chains.forEach((c, order) => ready.push(c, order));
  let running = 0;
  let thrown;
  await new Promise((resolve3) => {
    const pump = () => {
      while (running < max && thrown === void 0 && !stopped()) {
        const next = ready.pop();
        if (next === void 0) break;
        running++;
        next.chain.step().then(
          () => done(next),
          (error) => {
            thrown ??= { error };
            done(next);
          }
        );
      }
      if (running === 0) resolve3();
    };
    const done = (item) => {
      running--;
      ready.push(item.chain, item.order);
      pump();
    };
    pump();
  });
  for (const c of chains) c.stop();
  if (thrown !== void 0) throw thrown.error;
}
var ReadyChains = class {
  heap = [];
  push(chain2, order) {
    const left = chain2.remaining();
    if (left === 0) return;
    const heap = this.heap;
    heap.push({ chain: chain2, order, left });
    for (let i = heap.length - 1; i > 0; ) {
      const parent = i - 1 >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }
  pop() {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === void 0 || last === void 0 || heap.length === 0) return top;
    heap[0] = last;
    for (let i = 0; ; ) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let best = i;
      if (l < heap.length && before(heap[l], heap[best])) best = l;
      if (r < heap.length && before(heap[r], heap[best])) best = r;
      if (best === i) break;
      [heap[i], heap[best]] = [heap[best], heap[i]];
      i = best;
    }
    return top;
  }
};
function before(a, b) {
  return a.left !== b.left ? a.left > b.left : a.order < b.order;
}

// src/apply/send-plan.ts
async function sendPlan(plan, api, options) {
  const planned = plan.glossaries?.items ?? [];
  const { chains: [lists, glossaries], records, ...run } = await sendChains(options, (record) => [
    plan.lists.items.map((l) => chain(listKind2.writes, listKind2.writes.items(l, api), options, record)),
    planned.map((g) => chain(glossaryKind2.writes, glossaryKind2.writes.items(g, api), options.glossaries ?? noGlossaryCopies(g), record))
  ]);
  return {
    lists: lists.map((c) => c.outcome),
    ...planned.length === 0 ? {} : { glossaries: glossaries.map((c) => c.outcome) },
    records,
    ...run
  };
}
async function sendChains(options, build) {
  const records = [];
  let failure;
  const emit = (record) => {
    records.push(record);
    try {
      options.onRecord?.(record);
    } catch (error) {
      failure ??= error;
    }
    options.onProgress?.({ kind: "write", record });
  };
  const chains = build({ emit, now: options.now });
  await schedule(chains.flat(), options.concurrency, () => failure !== void 0 || (options.stopped?.() ?? false));
  if (failure !== void 0) throw failure;
  const outcomes = chains.flat().map((c) => c.outcome);
  const [failed, skipped] = [outcomes.filter((o) => o.status === "failed").length, outcomes.reduce((n, o) => n + o.skipped, 0)];
  const totals = { applied: records.filter((r) => r.outcome === "applied").length, failed, skipped };
  return { chains, records, totals, ...outcomes.some((o) => o.status === "stopped") ? { interrupted: true } : {} };
}
function noGlossaryCopies(plan) {
  throw new StylesyncError(
    `the plan writes glossary "${plan.name}" but apply was given no glossary backups`,
    "this is a bug in stylesync; run plan again and report the output.",
    { code: "internal" }
  );
}

// src/app/saved-plan.ts
import { constants } from "node:buffer";
import { constants as fsConstants } from "node:fs";
import { open } from "node:fs/promises";
import { resolve } from "node:path";
async function readPlanFile(path, shown, maxBytes = MAX_PLAN_FILE_BYTES) {
  return parseSavedPlan(await readPlanText(path, shown, maxBytes), shown);
}
var MAX_PLAN_FILE_BYTES = constants.MAX_STRING_LENGTH;
async function readPlanText(path, shown, maxBytes) {
  const hint = "Give the path written by `stylesync plan --out FILE`.";
  const unreadable = (why, cause) => new StylesyncError(`Cannot read the plan file ${shown}: ${why}`, hint, { code: "plan-file-unreadable", ...cause === void 0 ? {} : { cause } });
  let handle;
  try {
    handle = await open(path, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  } catch (error) {
    throw unreadable(error.message, error);
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw unreadable(stats.isDirectory() ? "it is a directory" : "it is not a regular file (a pipe or a device)");
    if (stats.size > maxBytes) throw unreadable(`it is ${stats.size.toLocaleString("en-US")} bytes, more than the ${maxBytes.toLocaleString("en-US")} a plan file is read to`);
    const chunks = [];
    let total = 0;
    for (; ; ) {
      const { buffer, bytesRead } = await handle.read(Buffer.allocUnsafe(PLAN_READ_BYTES), 0, PLAN_READ_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw unreadable(`it grew past ${maxBytes.toLocaleString("en-US")} bytes, the most a plan file is read to, while it was read`);
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total).toString("utf8");
  } catch (error) {
    if (error instanceof StylesyncError) throw error;
    throw unreadable(error.message, error);
  } finally {
    await handle.close();
  }
}
var PLAN_READ_BYTES = 1 << 20;
async function openSavedSession(options, saved, shown) {
  const where2 = saved.applies_to;
  const describe = (name) => name === null ? "no --target" : `--target ${name}`;
  if (options.target !== void 0 && options.target !== where2.target) {
    throw new StylesyncError(
      `${shown} was made with ${describe(where2.target)}, but this apply was given ${describe(options.target)}. Nothing was written.`,
      `Leave out --target: the plan applies to the target it was made for. To change ${options.target}, make a new plan with --target ${options.target}.`,
      { code: "plan-target-differs" }
    );
  }
  const withTarget = { ...options, ...where2.target === null ? {} : { target: where2.target } };
  let session = await openSession(withTarget);
  if (repoPath(session.config.root, session.config.styles_dir) !== where2.styles_dir) {
    if (options.stylesDir !== void 0) {
      throw new StylesyncError(
        `${shown} was made from the style files in ${where2.styles_dir}, but this apply was given --dir ${options.stylesDir}. Nothing was written.`,
        "Leave out --dir: the plan reads the styles directory it was made from. To apply other files, make a new plan from them.",
        { code: "plan-dir-differs" }
      );
    }
    session = await openSession({ ...withTarget, stylesDir: resolve(session.config.root, where2.styles_dir) });
  }
  if (session.target.baseUrl !== where2.base_url) {
    throw new StylesyncError(
      `${shown} was made against ${where2.base_url}, but this apply would send to ${session.target.baseUrl}. Nothing was written.`,
      `Run it where it was made (the same --base-url, STYLESYNC_BASE_URL or base_url in stylesync.yaml), e.g. \`stylesync apply ${shown} --base-url ${where2.base_url}\` if that is the service you mean, or make a new plan against ${session.target.baseUrl}.`,
      { code: "plan-address-differs" }
    );
  }
  return session;
}
function checkPlanningFlags(saved, planning, config, shown) {
  const now = { prune: Boolean(planning.prune) || config.prune && saved.partial === void 0, allow_replace: Boolean(planning.allowReplace), allow_deletes: planning.allowDeletes ?? null };
  const then = saved.planned_with;
  if (now.prune === then.prune && now.allow_replace === then.allow_replace && now.allow_deletes === then.allow_deletes) return;
  const describe = (p) => [p.prune && "--prune", p.allow_replace && "--allow-replace", p.allow_deletes !== null && `--allow-deletes ${p.allow_deletes}`].filter(Boolean).join(" ") || "none of --prune, --allow-replace, --allow-deletes";
  throw new StylesyncError(
    `${shown} was made with ${describe(then)}, but this apply was given ${describe(now)}. Nothing was written.`,
    `Apply it with the command plan printed (the same --prune, --allow-replace and --allow-deletes it was made with): whoever applies a plan confirms what it may delete and replace. If you did not make it that way, it was edited: make a new plan.`,
    { code: "planning-flags-differ" }
  );
}
async function checkSavedPlan(session, saved, shown) {
  const { planned_with: how } = saved;
  const planning = {
    prune: how.prune,
    allowReplace: how.allow_replace,
    ...how.allow_deletes === null ? {} : { allowDeletes: how.allow_deletes },
    // A saved partial plan is planned again as the same part.
    ...saved.partial === void 0 ? {} : { subset: savedChoice(session.config, saved.partial) }
  };
  const { plan, live, glossaries } = await planLive(session, planning).catch((error) => {
    throw partGone(error, shown);
  });
  const current = { lists: live, ...saved.glossaries === void 0 ? {} : { glossaries: await glossariesRead(saved.glossaries.fingerprint, glossaries ?? [], session.api) } };
  const stale = staleness(saved, current, desiredChecksum(subsetOf(session, planning)?.lists ?? session.result.lists));
  const difference = savedDifference(saved, plan);
  if (stale.length === 0 && isEmptyDifference(difference)) return { status: "current", plan, live, ...glossaries === void 0 ? {} : { glossaries } };
  const problems = stale.length > 0 ? stale : [{ code: "saved-plan-differs", message: `${shown} is not what applying would do now.`, hint: "Run `stylesync plan --out FILE` again and apply the new file." }];
  return { status: "refused", code: stale.length > 0 ? "stale-plan" : "saved-plan-differs", problems, stale, difference };
}
async function glossariesRead(saved, fresh, calls) {
  const unread = fresh.filter((g) => g.glossary_id in saved.hashes && !Array.isArray(g.entries));
  const read = unread.length === 0 ? [] : (await calls.readGlossaries(unread, SAVED_GLOSSARY_READS)).glossaries;
  const byId2 = new Map(read.map((g) => [g.glossary_id, g]));
  return fresh.map((g) => byId2.get(g.glossary_id) ?? g);
}
var SAVED_GLOSSARY_READS = 4;
function partGone(error, shown) {
  if (!(error instanceof StylesyncError) || error.code !== "subset-invalid") return error;
  return new StylesyncError(`${shown} is a partial plan, and its part selects nothing now: ${error.message} Nothing was written.`, "Run `stylesync plan PATH\u2026 --out FILE` again for the part as it is now, and apply the new file.", {
    code: "stale-plan",
    cause: error
  });
}

// src/app/apply.ts
var DEFAULT_BACKUP_DIR = ".stylesync/backups";
async function applyPlan(session, planned, options) {
  const { plan, live } = planned;
  refuseProtected(session, plan);
  const record = openRecord(session, options);
  let result;
  try {
    result = !planHasChanges(plan) ? emptyResult() : await send(session, planned, options, record);
  } finally {
    record?.close();
  }
  options.onEvent?.({ kind: "sent", result });
  if (options.idsFile === void 0 && options.outputsFile === void 0) return result;
  const liveGlossaries = await liveGlossaryInfos(session, planned);
  if (options.idsFile !== void 0) {
    const glossaries = managedGlossaries(session.result);
    const lists = managedIds(listKind, session.result.lists, live, result.lists);
    const ids = { format_version: IDS_FORMAT_VERSION, lists, glossaries: glossaries === void 0 ? {} : managedIds(glossaryKind, glossaries, liveGlossaries ?? [], result.glossaries) };
    await writeOrExplain(options.idsFile, `${JSON.stringify(ids, null, 2)}
`, "--ids-out", session.secrets);
  }
  if (options.outputsFile !== void 0) await writeManifest(options.outputsFile, manifestAfter(session, live, liveGlossaries, result), "--outputs", session.secrets);
  return result;
}
function refuseProtected(session, plan) {
  const { lists, glossaries } = protectionProblems(plan, session);
  const found = [...lists, ...glossaries];
  const [first] = found;
  if (first === void 0) return;
  throw new StylesyncError(`${first.message}${found.length > 1 ? ` (and ${found.length - 1} more protected)` : ""}`, first.hint, { code: "protected" });
}
async function liveGlossaryInfos(session, planned) {
  if (managedGlossaries(session.result) === void 0) return void 0;
  return planned.glossaries ?? (await session.api.listGlossaries()).value;
}
async function send(session, planned, options, record) {
  const now = options.now ?? (() => (/* @__PURE__ */ new Date()).toISOString());
  const glossaries = byGlossaryId(planned.glossaries ?? []);
  const place = { dir: options.backupDir, root: session.config.root, now, secrets: session.secrets };
  const sendOptions = {
    concurrency: options.concurrency,
    now,
    ...record === void 0 ? {} : { onRecord: (entry) => record.append(entry) },
    onProgress: (event) => options.onEvent?.(event),
    backup: createBackupWriter(listKind2.backup, place),
    snapshot: byId(planned.live),
    glossaries: {
      backup: createBackupWriter(glossaryKind2.backup, place),
      snapshot: glossaries,
      readNow: (id) => readGlossaryNow(session, id, options.concurrency)
    }
  };
  const scope = scopeStop(session.api);
  let interrupted = false;
  const result = await interruptible(
    options.onInterrupt,
    () => options.onEvent?.({ kind: "stopping", what: "writes" }),
    (stopped) => sendPlan(planned.plan, scope.api, {
      ...sendOptions,
      stopped: () => (interrupted ||= stopped()) || scope.missing() !== void 0
    })
  );
  const missing = scope.missing();
  if (missing === void 0) return result;
  const { interrupted: _stopped, ...rest } = result;
  return { ...rest, ...interrupted ? { interrupted } : {}, missing_scopes: [...missing] };
}
function scopeStop(api) {
  let missing;
  const watched = new Proxy(api, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return (...args) => {
        const answer = value.apply(target, args);
        if (!(answer instanceof Promise)) return answer;
        return answer.catch((error) => {
          if (error instanceof MissingScopeError) missing ??= error.missingScopes;
          throw error;
        });
      };
    }
  });
  return { api: watched, missing: () => missing };
}
async function applySavedPlan(session, saved, shown, options) {
  checkPlanningFlags(saved, options.planning, session.config, shown);
  const check = await checkSavedPlan(session, saved, shown);
  if (check.status === "refused") return check;
  options.onCurrent?.(check.plan);
  const problems = allProblems(check.plan);
  if (problems.length > 0) return { status: "refused", code: "plan-problems", problems, plan: check.plan };
  return { status: "applied", plan: check.plan, result: await applyPlan(session, check, options) };
}
function emptyResult() {
  return { lists: [], records: [], totals: { applied: 0, failed: 0, skipped: 0 } };
}
function openRecord(session, options) {
  if (options.recordFile === void 0) return void 0;
  return openRecordFile(options.recordFile, { target: session.target.name, base_url: session.target.baseUrl }, "--record", session.secrets);
}
function byGlossaryId(glossaries) {
  const map = new Map(glossaries.filter((g) => Array.isArray(g.entries)).map((g) => [g.glossary_id, g]));
  return (id) => map.get(id);
}
async function readGlossaryNow(session, id, concurrency) {
  const info = (await session.api.listGlossaries()).value.find((g) => g.glossary_id === id);
  return info === void 0 ? void 0 : (await session.api.readGlossaries([info], concurrency)).glossaries[0];
}
function byId(lists) {
  const map = new Map(lists.map((l) => [l.style_id, l]));
  return (styleId) => map.get(styleId);
}

// src/report/apply-json.ts
function renderApplyJson(input) {
  const { plan, result } = input;
  const lists = result?.lists ?? [];
  const byKind = [...input.records.filter((r) => !isGlossaryRecord(r)), ...input.records.filter(isGlossaryRecord)];
  const backups = [...new Set(byKind.flatMap((r) => r.backup === void 0 ? [] : [r.backup]))];
  const refused = input.refused ?? [];
  const document = {
    /** Every planned write went through, nothing was refused or held back. */
    complete: refused.length === 0 && (result?.totals.failed ?? 0) === 0 && !result?.interrupted && allBlocked(plan).length === 0,
    summary: plan.lists.summary,
    totals: result?.totals ?? { applied: 0, failed: 0, skipped: 0 },
    problems: [...refused],
    held_back: allBlocked(plan),
    // The scopes the key lacked, when a refusal for them stopped the run.
    ...result?.missing_scopes === void 0 ? {} : { missing_scopes: result.missing_scopes },
    lists,
    // A replace hands out a new style_id as a create does.
    created: createdIds(lists, (l) => l.action === "create" || l.action === "replace" ? l.style_id : null),
    // Only when the plan covers glossaries: a repository without glossary files keeps its document as it was.
    ...plan.glossaries === void 0 ? {} : glossaryParts(result),
    records: input.records,
    files_written: [...input.outputs, ...backups]
  };
  return `${JSON.stringify(document, null, 2)}
`;
}
function glossaryParts(result) {
  const glossaries = result?.glossaries ?? [];
  return { glossaries, created_glossaries: createdIds(glossaries, (g) => g.action === "create" ? g.glossary_id : null) };
}
function createdIds(outcomes, idOf) {
  const created = {};
  for (const o of outcomes) {
    const id = o.status === "applied" ? idOf(o) : null;
    if (id !== null) Object.defineProperty(created, o.name, { value: id, enumerable: true, writable: true, configurable: true });
  }
  return created;
}

// src/report/apply-text.ts
function where(list) {
  return list.file ? ` (${terminalText(list.file)})` : "";
}
function renderApplyText(result, options) {
  const red = paint(options.color, "31");
  const green = paint(options.color, "32");
  const yellow = paint(options.color, "33");
  const bold = paint(options.color, "1");
  const lines = [];
  const outcomes = [
    ...result.lists.map((l) => ({ ...l, shown: terminalText(l.name), unit: "list", id: `style_id ${terminalText(String(l.style_id))}` })),
    ...(result.glossaries ?? []).map((g) => ({ ...g, shown: `glossary ${terminalText(g.name)}`, unit: "glossary", id: `glossary_id ${terminalText(String(g.glossary_id))}` }))
  ];
  const failed = outcomes.filter((l) => l.status === "failed");
  const created = options.quiet ? [] : outcomes.filter((l) => l.status === "applied" && l.action === "create");
  const replaced = options.quiet ? [] : result.lists.filter((l) => l.status === "applied" && l.action === "replace");
  if (failed.length > 0) {
    lines.push(red(bold("Failed:")));
    for (const list of failed) {
      const failure = list.failure;
      lines.push(red(`  ! ${list.shown}${where(list)}: ${terminalText(failure?.message ?? "failed")}`));
      if (failure?.hint) lines.push(`      hint: ${terminalText(failure.hint)}`);
      if (failure?.trace_id) lines.push(`      trace id: ${terminalText(failure.trace_id)}`);
      const done = list.applied > 0 ? `${plural(list.applied, "earlier write")} of this ${list.unit} went through; ` : "";
      if (list.skipped > 0) lines.push(yellow(`      ${done}${plural(list.skipped, "later write")} skipped.`));
      else if (done) lines.push(`      ${done.slice(0, -2)}.`);
    }
    lines.push("");
  }
  const stopped = outcomes.filter((l) => l.status === "stopped");
  if (stopped.length > 0) {
    const why = result.missing_scopes === void 0 || result.interrupted ? "interrupted" : `the key lacks ${result.missing_scopes.map(terminalText).join(", ")}`;
    lines.push(yellow(bold(`Not finished (${why}):`)));
    for (const list of stopped) {
      const done = list.applied > 0 ? `${plural(list.applied, "write")} applied, ` : "";
      lines.push(yellow(`  \u2026 ${list.shown}${where(list)}: ${done}${plural(list.skipped, "write")} not sent`));
    }
    lines.push("");
  }
  if (created.length > 0) {
    lines.push("Created:");
    for (const item of created) lines.push(green(`  + ${item.shown}: ${item.id}`));
    lines.push("");
  }
  if (replaced.length > 0) {
    lines.push("Replaced (translation requests must use the new style_id):");
    for (const list of replaced) {
      lines.push(yellow(`  -/+ ${terminalText(list.name)}: ${terminalText(String(list.previous_style_id))} \u2192 ${terminalText(String(list.style_id))}`));
      if (list.pinned) lines.push(`      update the pin: set style_id: ${terminalText(String(list.style_id))} in ${list.file ? terminalText(list.file) : "its style file"}`);
    }
    lines.push("");
  }
  const { applied, failed: failedCount, skipped } = result.totals;
  const glossaries = result.glossaries?.length ?? 0;
  const touched = glossaries === 0 ? plural(result.lists.length, "list") : result.lists.length === 0 ? plural(glossaries, "glossary", "glossaries") : `${plural(result.lists.length, "list")} and ${plural(glossaries, "glossary", "glossaries")}`;
  const failedUnit = glossaries === 0 ? plural(failedCount, "list") : `${failedCount} of ${touched}`;
  if (result.interrupted) {
    const failedPart = failedCount > 0 ? `, ${failedUnit} failed` : "";
    lines.push(yellow(bold(`Apply interrupted: ${applied} applied${failedPart}, ${skipped} not sent.`)));
    lines.push("Nothing was sent after Ctrl+C except the writes already in flight. Run `stylesync plan` to see what is left, then `stylesync apply` again.");
  } else if (result.missing_scopes !== void 0) {
    const scopes = result.missing_scopes.map(terminalText).join(", ");
    lines.push(red(bold(`Apply stopped: the key lacks ${scopes}; ${applied} applied, ${skipped} not sent.`)));
    lines.push(`Nothing was sent after the refusal. Run \`stylesync apply\` again with a key that has ${scopes} (the apply key): it converges from here.`);
  } else if (failedCount === 0) {
    lines.push(green(bold(`Apply complete: ${plural(applied, "write")} to ${touched}.`)));
  } else {
    lines.push(
      red(bold(`Apply incomplete: ${applied} applied, ${failedUnit} failed, ${skipped} skipped.`))
    );
    lines.push("Fix the cause above, then run `stylesync plan` to see what is left and `stylesync apply` again.");
  }
  return `${lines.join("\n")}
`;
}

// src/report/saved-difference.ts
function renderSavedDifference(file, stale, difference) {
  const lines = [`${terminalText(file)} does not match what applying it now would do, so it is not applied:`];
  for (const problem of stale) lines.push(`  - ${terminalText(problem.message)}`);
  if (difference.onlySaved.length > 0) {
    lines.push(`  Writes only in ${terminalText(file)} (a fresh plan from the files and the service would not send them):`);
    for (const line of difference.onlySaved) lines.push(`    - ${terminalText(line)}`);
  }
  if (difference.onlyFresh.length > 0) {
    lines.push(`  Writes only in a fresh plan (${terminalText(file)} does not show them):`);
    for (const line of difference.onlyFresh) lines.push(`    + ${terminalText(line)}`);
  }
  for (const note of difference.notes) lines.push(`  - ${terminalText(file)}: ${terminalText(note)}`);
  lines.push(
    `  hint: Run \`stylesync plan --out ${terminalText(file)}\` again, review it, and apply the new file. If neither the files (style and glossary files) nor the service changed since the plan was saved, ${terminalText(file)} itself was edited: find out by whom before applying anything.`
  );
  return `${lines.join("\n")}
`;
}

// src/cli/apply.ts
function applyCommand(ctx) {
  const command = new Command("apply").description("make the live lists match the style files (or apply a plan saved with `plan --out`)").argument("[plan-or-paths...]", "a plan file saved by `stylesync plan --out` (refused if anything moved since), or style files and directories to apply only their lists (prune off)");
  addTargetOptions(command);
  addListOption(command);
  addPlanningOptions(command);
  command.option("--yes", "apply without asking (required when there is no terminal)").addOption(
    new Option("--format <format>", "json: one JSON document on stdout (records, created ids, files written); the plan and progress go to stderr").choices(["text", "json"]).default("text")
  ).option("--concurrency <n>", "writes sent at the same time, lists' and glossaries' together (the writes of one list or glossary are always in order)", "4").option("--record <file>", "record every write as it is confirmed, one JSON line each (list or glossary, operation, version or entry count, trace id); `stylesync record FILE` prints it as one JSON array").option("--ids-out <file>", 'write the ids of every managed list and glossary as JSON: {"format_version": 2, "lists": {name: style_id}, "glossaries": {name: glossary_id}}').option("--outputs <file>", "after the run, write the manifest for translation callers as JSON (as `stylesync outputs` prints it: ids, languages, versions, what each target passes; schema/outputs.schema.json)").option("--backup-dir <dir>", `where lists and glossaries are saved before anything of them is deleted (default ${DEFAULT_BACKUP_DIR} in the repository)`).action((args, flags) => withPlanHeap(() => applyAction(ctx, args, flags)));
  return command;
}
async function applyAction(ctx, args, flags) {
  const concurrency = parseCount("--concurrency", flags.concurrency, 1);
  const planFile = savedPlanArgument(ctx.io.cwd, args, flags.list);
  const subset = planFile === void 0 ? subsetChoice(ctx.io.cwd, args, flags.list, flags.prune) : void 0;
  const planning = { ...planningFlags(flags), readConcurrency: concurrency, ...subset === void 0 ? {} : { subset } };
  const saved = planFile === void 0 ? void 0 : await readPlanFile(resolve2(ctx.io.cwd, planFile), planFile);
  const json = flags.format === "json";
  if (json && planFile === void 0 && !flags.yes) {
    throw new StylesyncError(
      "apply --format json needs --yes (or a saved plan): a confirmation prompt would mix with the JSON on stdout. Nothing was written.",
      "Review the plan with `stylesync plan`, then run `stylesync apply --yes --format json`, or apply a plan saved with `stylesync plan --out FILE`.",
      { code: "needs-yes" }
    );
  }
  const options = { ...sessionOptions(ctx, flags), command: "apply", concurrency, ...saved === void 0 ? { readAhead: { concurrency } } : {} };
  const opened = { ...output(ctx), ...saved === void 0 ? await openSession(options) : await openSavedSession(options, saved, planFile) };
  if (saved !== void 0) checkPlanningFlags(saved, planning, opened.config, planFile);
  if (json && !opened.quiet) opened.out = opened.err;
  const session = reportDiagnostics(opened);
  if (session === void 0) {
    if (json) opened.final(renderValidationJson(opened.result));
    opened.err("The style files have errors; fix them first. Nothing was written.\n");
    ctx.conclude("error");
    return;
  }
  const run = { ctx, flags, session, json, options: applyOptions(ctx, flags, session, concurrency) };
  const sent = saved === void 0 ? await applyFresh(run, planning) : await applySaved(run, saved, planning, planFile);
  if (sent !== void 0) concludeApplied(run, sent.plan, sent.result);
}
function savedPlanArgument(cwd, args, lists) {
  const isPlan = (arg) => !isYamlFileName(arg) && !isDirectory(resolve2(cwd, arg));
  const plans = args.filter(isPlan);
  if (plans.length === 0) return void 0;
  if (args.length > 1 || (lists ?? []).length > 0) {
    throw new StylesyncError(
      `${plans[0]} is not a style file (.yaml or .yml) or directory, and a saved plan is applied alone.`,
      "Apply a saved plan alone (`stylesync apply plan.json`; a partial plan stays partial), or give style files, directories and --list NAME to plan and apply a part now.",
      { code: "invalid-flag" }
    );
  }
  return plans[0];
}
function isDirectory(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
function applyOptions(ctx, flags, session, concurrency) {
  const cwd = ctx.io.cwd;
  return {
    concurrency,
    // Paths given on the command line are relative to where stylesync runs; the default is in the repository.
    backupDir: flags.backupDir === void 0 ? resolve2(session.config.root, DEFAULT_BACKUP_DIR) : resolve2(cwd, flags.backupDir),
    ...flags.record === void 0 ? {} : { recordFile: resolve2(cwd, flags.record) },
    ...flags.idsOut === void 0 ? {} : { idsFile: resolve2(cwd, flags.idsOut) },
    ...flags.outputs === void 0 ? {} : { outputsFile: resolve2(cwd, flags.outputs) },
    onEvent: (event) => showEvent(session, event),
    ...ctx.io.onInterrupt === void 0 ? {} : { onInterrupt: ctx.io.onInterrupt }
  };
}
async function applyFresh(run, planning) {
  const { session, ctx } = run;
  const planned = await planLive(session, planning);
  const { plan } = planned;
  session.out(renderText(plan, { color: session.color }));
  const problems = allProblems(plan);
  if (problems.length > 0) return refuse(run, plan, problems, "");
  if (!planHasChanges(plan)) return { plan, result: await applyPlan(session, planned, withReport(run, () => plan)) };
  if (!run.flags.yes && !await confirmed(ctx, session, plan)) {
    session.err("Apply cancelled. Nothing was written.\n");
    ctx.conclude("error");
    return void 0;
  }
  session.out("\n");
  return { plan, result: await applyPlan(session, planned, withReport(run, () => plan)) };
}
async function applySaved(run, saved, planning, shown) {
  const { session } = run;
  let current = saved;
  const applied = await applySavedPlan(session, saved, shown, {
    ...withReport(run, () => current),
    planning,
    onCurrent: (plan) => {
      current = plan;
      session.out(`Applying ${terminalText(shown)} (${summaryLine(plan)})
`);
    }
  });
  if (applied.status === "applied") return applied;
  if (applied.code === "plan-problems") return refuse(run, applied.plan, applied.problems, `${terminalText(shown)} records problems:`);
  if (run.json) emitJson(run, saved, void 0, applied.problems);
  session.err(renderSavedDifference(shown, applied.stale, applied.difference));
  session.err("Nothing was written.\n");
  run.ctx.conclude("error");
  return void 0;
}
function withReport(run, plan) {
  const { session, json } = run;
  return {
    ...run.options,
    onEvent: (event) => {
      if (event.kind !== "sent") return run.options.onEvent?.(event);
      if (!planHasChanges(plan())) {
        if (!json) session.final("Nothing to apply.\n");
      } else {
        const report = renderApplyText(event.result, { color: session.color, quiet: session.quiet });
        if (session.quiet && !json) session.final(report);
        else session.out(`
${report}`);
      }
    }
  };
}
function concludeApplied(run, plan, result) {
  if (run.json) emitJson(run, plan, result);
  const heldBack2 = allBlocked(plan);
  if (heldBack2.length > 0 && planHasChanges(plan)) {
    const held = heldBack(plan);
    const words = heldBackWords(held.lists.length, held.glossaries.length).replace(/ is$/, " was").replace(/ are$/, " were");
    run.session.err(`${words} held back and not written; the plan above says why and what to do.
`);
  }
  run.ctx.conclude(result.totals.failed > 0 || result.interrupted || heldBack2.length > 0 ? "error" : "ok");
}
function refuse(run, plan, problems, title) {
  if (run.json) emitJson(run, plan, void 0, problems);
  if (title !== "") run.session.err(renderProblems(title, problems));
  run.session.err("The plan has problems (see above), so apply refuses it. Nothing was written.\n");
  run.ctx.conclude("error");
  return void 0;
}
function emitJson(run, plan, result, refused) {
  const { session, flags } = run;
  const context = { target: session.target.name, base_url: session.target.baseUrl };
  const records = result === void 0 ? [] : result.records.map((r) => recordEntry(r, context));
  const outputs = result === void 0 ? [] : [flags.record, flags.idsOut, flags.outputs].filter((f) => f !== void 0);
  session.final(renderApplyJson({ plan, records, outputs, ...result === void 0 ? {} : { result }, ...refused === void 0 ? {} : { refused } }));
}
async function confirmed(ctx, session, plan) {
  if (!ctx.io.isTTY || ctx.io.confirm === void 0) {
    throw new StylesyncError(
      "apply needs a confirmation, and there is no terminal to ask on. Nothing was written.",
      "Review the plan above and run `stylesync apply --yes`, or save it with `stylesync plan --out plan.json` and run `stylesync apply plan.json`.",
      { code: "no-terminal" }
    );
  }
  const where2 = terminalText(session.target.name === null ? session.target.baseUrl : `target "${session.target.name}" (${session.target.baseUrl})`);
  return ctx.io.confirm(`${summaryLine(plan)} Apply these changes to ${where2}?`);
}
function renderProblems(title, problems) {
  const lines = [title];
  for (const problem of problems) lines.push(`  - ${terminalText(problem.message)}`, `    hint: ${terminalText(problem.hint)}`);
  return `${lines.join("\n")}
`;
}
export {
  applyCommand
};
