import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-U6FPPDXO.js";
import "./chunk-4H6ONRMW.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-3T3VRXUJ.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-2P3EU463.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-4KG2Q3EX.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-FU4PBENL.js";
import "./chunk-M3JBXZHY.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-O6WON6GN.js";
import "./chunk-NI634EYY.js";
import "./chunk-LVC7PZXN.js";
import "./chunk-UEUF6HZP.js";
import "./chunk-RFHINAKV.js";
import "./chunk-FZTTG3EB.js";
import "./chunk-3QPUKOYY.js";
import "./chunk-S3ZJRUGJ.js";
import "./chunk-YU2LL6H5.js";
import "./chunk-PWH3MPK3.js";
import "./chunk-NJCRUR2Y.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-U5AV5JWV.js";
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
