import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  DiagnosticCap,
  byPosition
} from "./chunk-AQNEA2WU.js";

// src/config/add-diagnostics.ts
function addDiagnostics(result, diagnostics) {
  if (diagnostics.length === 0) return;
  const cap = new DiagnosticCap();
  for (const d of [...result.errors, ...result.warnings, ...diagnostics]) cap.add(d);
  const all = cap.list().sort(byPosition);
  result.errors.splice(0, result.errors.length, ...all.filter((d) => d.severity === "error"));
  result.warnings.splice(0, result.warnings.length, ...all.filter((d) => d.severity === "warning"));
}

// src/app/project-options.ts
function projectOptions(options) {
  return {
    cwd: options.cwd,
    ...options.configPath === void 0 ? {} : { configPath: options.configPath },
    ...options.stylesDir === void 0 ? {} : { stylesDir: options.stylesDir },
    ...options.target === void 0 ? {} : { target: options.target },
    ...options.strict === void 0 ? {} : { strict: options.strict }
  };
}

export {
  addDiagnostics,
  projectOptions
};
