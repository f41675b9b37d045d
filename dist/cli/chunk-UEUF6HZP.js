import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/util/settle-in-order.ts
async function settleInOrder(tasks) {
  const settled = await Promise.allSettled(tasks);
  const failed = settled.find((s) => s.status === "rejected");
  if (failed !== void 0) throw failed.reason;
  return settled.map((s) => s.value);
}

// src/version.ts
var VERSION = "0.1.0";

export {
  settleInOrder,
  VERSION
};
