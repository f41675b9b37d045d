import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import "./chunk-V5274J54.js";

// src/cli/confirm.ts
import { createInterface } from "node:readline/promises";
async function askYes(question, input, output) {
  const rl = createInterface({ input, output });
  const closed = new Promise((resolve) => rl.once("close", () => resolve(void 0)));
  const asked = rl.question(`${question} Only 'yes' will be accepted: `).catch((error) => {
    if (error instanceof Error && error.name === "AbortError") return void 0;
    throw error;
  });
  try {
    const answer = await Promise.race([asked, closed]);
    return answer?.trim() === "yes";
  } finally {
    rl.close();
  }
}
export {
  askYes
};
