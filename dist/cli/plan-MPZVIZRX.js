import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-MVTRLYE6.js";
import "./chunk-NCCZROB3.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-ZRDIPP5C.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-EDCQANWW.js";
import "./chunk-Q5V7KJVX.js";
import "./chunk-SWVM2OA4.js";
import "./chunk-ACQMQELK.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-GBLUIOFM.js";
import "./chunk-MDKUPRMZ.js";
import "./chunk-DRAE3A3T.js";
import "./chunk-AYL77Q6S.js";
import "./chunk-42SJTKO6.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-R54F5TPN.js";
import "./chunk-N3G5LDEW.js";
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
