import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  diagnosticsOf,
  filesRead,
  validationResult
} from "./chunk-UG6R5WR7.js";
import {
  DiagnosticCap,
  byPosition
} from "./chunk-WADOF54X.js";

// src/config/add-diagnostics.ts
function addDiagnostics(result, diagnostics) {
  if (diagnostics.length === 0) return result;
  const cap = new DiagnosticCap();
  for (const d of [...diagnosticsOf(result), ...diagnostics]) cap.add(d);
  return validationResult(filesRead(result), cap.list().sort(byPosition));
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
