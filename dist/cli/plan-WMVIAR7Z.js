import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-3BJFLXXI.js";
import "./chunk-NQ3II2L6.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-G2YX4DUQ.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-MFILZDYI.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-GRZGORQ2.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-3CGFZDLY.js";
import "./chunk-YPW62UNR.js";
import "./chunk-4GRS5GQV.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-34GU6TMI.js";
import "./chunk-2VYY3745.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6LJWKUKI.js";
import "./chunk-F7UXUTIL.js";
import "./chunk-O6LHGIPT.js";
import "./chunk-M2277DTS.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WHG542F6.js";
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
