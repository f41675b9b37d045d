import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-IBEMUK4D.js";
import "./chunk-QVTJQSMN.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-OJFQVEJL.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-CWDRZ6H5.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-SKI432J2.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-CBKSRQRT.js";
import "./chunk-Y2MXIELP.js";
import "./chunk-7QPCRUC6.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-DE4WNVOQ.js";
import "./chunk-VI74BTCS.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-GDBNMBT7.js";
import "./chunk-VFFKVXTD.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-D5I53U5T.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-EDBK7QIF.js";
import "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import "./chunk-RYA7DBSA.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-3HDISWOH.js";
import "./chunk-V5274J54.js";
export {
  addPlanningOptions,
  planCommand,
  planningFlags
};
