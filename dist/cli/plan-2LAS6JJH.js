import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-XURXMTXT.js";
import "./chunk-F375N6TB.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-KMUZDAKD.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-BWY2ESRC.js";
import "./chunk-FCBMK4VH.js";
import "./chunk-SWVM2OA4.js";
import "./chunk-ACQMQELK.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-GBLUIOFM.js";
import "./chunk-IQGGEPDW.js";
import "./chunk-DJYHRTQH.js";
import "./chunk-TV35B6OY.js";
import "./chunk-H3VKORXO.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-O4PVE6SH.js";
import "./chunk-OEXZQYMH.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-EDBK7QIF.js";
import "./chunk-A3C6QQL2.js";
import "./chunk-UEI424LT.js";
import "./chunk-RYA7DBSA.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-I63ARZ4U.js";
import "./chunk-V5274J54.js";
export {
  addPlanningOptions,
  planCommand,
  planningFlags
};
