import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-UGWQ3KUJ.js";
import "./chunk-EBFJOC2K.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-QFDDPL45.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-4U72XLFG.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-4JQCAZU7.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-YRYY5K74.js";
import "./chunk-UNCMGKI7.js";
import "./chunk-HK2UHOY2.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-FHXWXBTQ.js";
import "./chunk-FDKXGLEN.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-KM6U3AQU.js";
import "./chunk-UG6R5WR7.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WADOF54X.js";
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
