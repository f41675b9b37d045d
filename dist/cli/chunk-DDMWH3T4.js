import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/app/interrupt.ts
async function interruptible(onInterrupt, onStopping, work, lastWords) {
  let stopped = false;
  const release = onInterrupt?.(() => {
    stopped = true;
    onStopping();
  }, lastWords);
  try {
    return await work(() => stopped);
  } finally {
    release?.();
  }
}
function processInterrupts(insist) {
  return (handler, lastWords) => {
    let asked = false;
    const listener = () => {
      if (asked) {
        lastWords?.();
        insist();
      }
      asked = true;
      handler();
    };
    process.on("SIGINT", listener);
    process.on("SIGTERM", listener);
    return () => {
      process.off("SIGINT", listener);
      process.off("SIGTERM", listener);
    };
  };
}

export {
  interruptible,
  processInterrupts
};
