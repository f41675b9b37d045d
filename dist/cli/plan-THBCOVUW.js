import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-CKVZTNJL.js";
import "./chunk-LXGZHOHN.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-T2WZJ2UO.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-T6SGWU5L.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-R6YIS636.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-26XCWGR6.js";
import "./chunk-CGB4XEB6.js";
import "./chunk-7HXNSSHP.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-3OLUHH54.js";
import "./chunk-R74NUCDG.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-XFQSW2RZ.js";
import "./chunk-G7ZMTEVR.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-TSGOZXFN.js";
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
