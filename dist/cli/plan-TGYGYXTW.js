import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-GTBD4MZZ.js";
import "./chunk-JV67OABY.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-A4ZTPT2B.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-6AAMOKOP.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-OS6JBN4S.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-OCZGE2C7.js";
import "./chunk-5WX4MI6R.js";
import "./chunk-5UVONN7J.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-4UG5BK6L.js";
import "./chunk-AONKVUNB.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6HRR7FK4.js";
import "./chunk-MENKEVQQ.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-KQGOAWFT.js";
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
