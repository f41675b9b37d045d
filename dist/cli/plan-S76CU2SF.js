import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-DITMJA7N.js";
import "./chunk-VCC3BCQC.js";
import "./chunk-OLJDDLXT.js";
import "./chunk-SWVM2OA4.js";
import "./chunk-ACQMQELK.js";
import "./chunk-SVQDMZU5.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-GBLUIOFM.js";
import "./chunk-7MYOKWH2.js";
import "./chunk-2ASKLR2K.js";
import "./chunk-ELPEDORC.js";
import "./chunk-FPF5QIC7.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-R7KBXF66.js";
import "./chunk-YIGARGFF.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-EDBK7QIF.js";
import "./chunk-A3C6QQL2.js";
import "./chunk-UEI424LT.js";
import "./chunk-RYA7DBSA.js";
import "./chunk-MADRQNID.js";
import "./chunk-I63ARZ4U.js";
import "./chunk-V5274J54.js";
export {
  addPlanningOptions,
  planCommand,
  planningFlags
};
