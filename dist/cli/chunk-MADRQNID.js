import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/errors.ts
var StylesyncError = class extends Error {
  code;
  hint;
  /** The service's X-Trace-ID, when the error came from a response. */
  traceId;
  constructor(message, hint, options) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = "StylesyncError";
    this.code = options.code;
    this.hint = hint;
    if (options.traceId) this.traceId = options.traceId;
  }
};

export {
  StylesyncError
};
