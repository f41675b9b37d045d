import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-MBWNC4QP.js";
import "./chunk-KWSNWYZ5.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-3MLO5SRX.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-OJWGV6PH.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-KR4NFI7G.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-TN7CP6H2.js";
import "./chunk-BXGUUHWP.js";
import "./chunk-YM3SAOG4.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-NZXRSCHI.js";
import "./chunk-BUVDXY55.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-6LJWKUKI.js";
import "./chunk-IK2VBOUY.js";
import "./chunk-O6LHGIPT.js";
import "./chunk-XH63JSTW.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-WHG542F6.js";
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
