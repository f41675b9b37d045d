import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-V5QVCGAP.js";
import "./chunk-ATSD6IG4.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-TELZF4ZY.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-YUCJLB43.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-SYVPUEBG.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-V4H2QOLM.js";
import "./chunk-ACIIMHOW.js";
import "./chunk-CPGDYQKI.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-EONSISUG.js";
import "./chunk-IUNVGJGX.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-H73KWJZO.js";
import "./chunk-O6LHGIPT.js";
import "./chunk-MYDTMDIW.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-CCIFR7IZ.js";
import "./chunk-HYMDCOR5.js";
import "./chunk-DFW3UD3O.js";
import "./chunk-EDBK7QIF.js";
import "./chunk-UEI424LT.js";
import "./chunk-A3C6QQL2.js";
import "./chunk-X7S5KYRM.js";
import "./chunk-TEZ4EFMH.js";
import "./chunk-MADRQNID.js";
import "./chunk-3HDISWOH.js";
import "./chunk-V5274J54.js";
export {
  addPlanningOptions,
  planCommand,
  planningFlags
};
