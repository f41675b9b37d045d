import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-HSEQJT2F.js";
import "./chunk-D55KVO7L.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-BC3DBMRV.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-MVT7QZ2D.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-4Y4PX5IP.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-HWABVV2E.js";
import "./chunk-LQJE6G3N.js";
import "./chunk-GTUPYE3X.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-7CPUOXUD.js";
import "./chunk-A2GPOJG6.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-VNNT6O3T.js";
import "./chunk-YPC6T4AY.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-DFSGHL5J.js";
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
