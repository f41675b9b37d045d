import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/util/code-unit-order.ts
function codeUnitOrder(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export {
  codeUnitOrder
};
