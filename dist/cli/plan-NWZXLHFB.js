import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  addPlanningOptions,
  planCommand,
  planningFlags
} from "./chunk-ENDUIWMP.js";
import "./chunk-5FIOGJSQ.js";
import "./chunk-3VYUPDIQ.js";
import "./chunk-JOKD4RYP.js";
import "./chunk-QNCYVQMC.js";
import "./chunk-YZB7WZ6R.js";
import "./chunk-YCX652FH.js";
import "./chunk-S4RQX44Y.js";
import "./chunk-YJQWAJW3.js";
import "./chunk-ZO4YGO5I.js";
import "./chunk-5UXTJFUM.js";
import "./chunk-V5RVDXXI.js";
import "./chunk-DDMWH3T4.js";
import "./chunk-3B2DKV5V.js";
import "./chunk-FQOWHF53.js";
import "./chunk-UUY3LBWI.js";
import "./chunk-B544PDFQ.js";
import "./chunk-DM42LBX7.js";
import "./chunk-RFHINAKV.js";
import "./chunk-PKRVD5PC.js";
import "./chunk-GUSFDRH7.js";
import "./chunk-HYTBYW7E.js";
import "./chunk-BOGGWB4Y.js";
import "./chunk-6LJWKUKI.js";
import "./chunk-BBKUAUTC.js";
import "./chunk-O6LHGIPT.js";
import "./chunk-N3KGONKP.js";
import "./chunk-D6S6DZUD.js";
import "./chunk-J574JDD5.js";
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
