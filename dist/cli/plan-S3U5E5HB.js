import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-DR6ICE6X.js";
import "./chunk-V7UCQ3DH.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-SASXGCTV.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-PAHJ3DPB.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-4AHEOMGZ.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-XQDBIC75.js";
import "./chunk-J7UDSXP4.js";
import "./chunk-ZETWYZMQ.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-ZWDZMK7C.js";
import "./chunk-QNVJRR4I.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6LJWKUKI.js";
import "./chunk-AY6JHH35.js";
import "./chunk-37G62ST2.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-MN4JOI2O.js";
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
