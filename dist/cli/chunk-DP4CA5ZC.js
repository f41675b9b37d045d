import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  outputsManifest
} from "./chunk-QFDDPL45.js";
import {
  managedGlossaries
} from "./chunk-4U72XLFG.js";
import {
  writeOrExplain
} from "./chunk-S4RQX44Y.js";
import {
  settleInOrder
} from "./chunk-UEUF6HZP.js";

// src/app/outputs.ts
async function readOutputs(session, concurrency) {
  const glossaries = managedGlossaries(session.result);
  const [read, liveGlossaries] = await settleInOrder([
    session.api.listAll({ concurrency, expect: session.result.lists.length }),
    glossaries === void 0 ? void 0 : session.api.listGlossaries()
  ]);
  return outputsManifest({
    lists: session.result.lists,
    live: read.lists,
    ...glossaries === void 0 ? {} : { glossaries, liveGlossaries: liveGlossaries?.value ?? [] }
  });
}
function manifestAfter(session, live, liveGlossaries, result) {
  const glossaries = managedGlossaries(session.result);
  return outputsManifest({
    lists: session.result.lists,
    live,
    result,
    ...glossaries === void 0 ? {} : { glossaries, liveGlossaries: liveGlossaries ?? [] }
  });
}
function manifestJson(manifest) {
  return `${JSON.stringify(manifest, null, 2)}
`;
}
async function writeManifest(file, manifest, flag, secrets) {
  await writeOrExplain(file, manifestJson(manifest), flag, secrets);
}

export {
  readOutputs,
  manifestAfter,
  manifestJson,
  writeManifest
};
