import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  insideRepository,
  loadProject
} from "./chunk-O4PVE6SH.js";
import "./chunk-OEXZQYMH.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-I63ARZ4U.js";
import "./chunk-V5274J54.js";
export {
  insideRepository,
  loadProject
};
