import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  insideRepository,
  loadProject
} from "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WADOF54X.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";
export {
  insideRepository,
  loadProject
};
