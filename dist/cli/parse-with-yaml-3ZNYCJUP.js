import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  parseWithYaml,
  posTree
} from "./chunk-HT4ZRL7K.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-V5274J54.js";
export {
  parseWithYaml,
  posTree
};
