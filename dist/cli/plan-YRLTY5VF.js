import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-AWW766KP.js";
import "./chunk-YK5E6QFB.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-XR3IP7TJ.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-MWONKCQ4.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-JQJ37FT3.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-GNHH6BQD.js";
import "./chunk-2IJLO6XP.js";
import "./chunk-4WWTYIWX.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-DK2OHPFH.js";
import "./chunk-4UCSTBHO.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6LJWKUKI.js";
import "./chunk-52ZLUMEO.js";
import "./chunk-UFEATHRQ.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-3ARLKSTK.js";
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
