import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  canonicalRules,
  instructionBody
} from "./chunk-UEI424LT.js";

// src/catalog/create-body.ts
function createListBody(desired) {
  return {
    name: desired.name,
    language: desired.language,
    configured_rules: canonicalRules(desired.configured_rules),
    custom_instructions: desired.custom_instructions.map(instructionBody)
  };
}

export {
  createListBody
};
