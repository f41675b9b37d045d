import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-TZ6XXPGK.js";
import "./chunk-XHYXIB2Y.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-B3LK5NQ4.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-PS2ZKODL.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-VQ4A2ZWV.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-W7XJBZFO.js";
import "./chunk-U2VHOI2B.js";
import "./chunk-XRSOIAVA.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-JK4XPF7Q.js";
import "./chunk-2VYY3745.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6LJWKUKI.js";
import "./chunk-4PB34GUX.js";
import "./chunk-O6LHGIPT.js";
import "./chunk-ZYDZHZRH.js";
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
