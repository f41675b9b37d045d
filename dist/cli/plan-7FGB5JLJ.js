import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-QENHILBD.js";
import "./chunk-NE6DXQJ5.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-NRQUDZBR.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-KLT7TO4Y.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-KOC6NDXC.js";
import "./chunk-SWVM2OA4.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-L2WC5LKO.js";
import "./chunk-DXFCKJFW.js";
import "./chunk-VZOW2RQY.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-GBLUIOFM.js";
import "./chunk-RGKCRUDV.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6TL47E55.js";
import "./chunk-EEUOL4P3.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-AQNEA2WU.js";
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
