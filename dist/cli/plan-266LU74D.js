import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-VCD34DQX.js";
import "./chunk-YCTIMPOR.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-HQWK23WK.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-QIQOX26G.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-A2K4L6A3.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-OIVBLTZC.js";
import "./chunk-EIMK4TCN.js";
import "./chunk-OORTYL2O.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-HS24WGFI.js";
import "./chunk-72ZHA5OX.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-SXQNZJ3Z.js";
import "./chunk-M5QCJ2J2.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-CINK5TIL.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-EDBK7QIF.js";
import "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-XKJFTXK7.js";
import "./chunk-V5274J54.js";
export {
  addPlanningOptions,
  planCommand,
  planningFlags
};
