import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
