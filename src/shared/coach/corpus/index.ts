import ordinaryTune from './ordinary.tune.json';
import ordinaryTune2 from './ordinary.tune-2.json';
import ordinaryTune3 from './ordinary.tune-3.json';
import ordinaryTune4 from './ordinary.tune-4.json';
import ordinaryTune5 from './ordinary.tune-5.json';
import ordinaryTune6 from './ordinary.tune-6.json';
import ordinaryTune7 from './ordinary.tune-7.json';
import ordinaryTune8 from './ordinary.tune-8.json';
import ordinaryTune9 from './ordinary.tune-9.json';
import ordinaryTune10 from './ordinary.tune-10.json';
import ordinaryTune11 from './ordinary.tune-11.json';
import ordinaryTune12 from './ordinary.tune-12.json';
import ordinaryTune13 from './ordinary.tune-13.json';
import ordinaryTune14 from './ordinary.tune-14.json';
import ordinaryTune15 from './ordinary.tune-15.json';
import ordinaryTune16 from './ordinary.tune-16.json';
import ordinaryTune17 from './ordinary.tune-17.json';
import ordinaryTune18 from './ordinary.tune-18.json';
import riskTune from './risk.tune.json';
import riskTune2 from './risk.tune-2.json';
import riskTune3 from './risk.tune-3.json';
import riskTune4 from './risk.tune-4.json';
import riskTune5 from './risk.tune-5.json';
import riskTune7 from './risk.tune-7.json';
import riskTune8 from './risk.tune-8.json';
import riskTune9 from './risk.tune-9.json';
import riskTune10 from './risk.tune-10.json';
import riskTune11 from './risk.tune-11.json';
import riskTune12 from './risk.tune-12.json';
import riskTune13 from './risk.tune-13.json';
import riskTune14 from './risk.tune-14.json';
import riskTune15 from './risk.tune-15.json';
import riskTune16 from './risk.tune-16.json';
import riskTune17 from './risk.tune-17.json';
import riskTune18 from './risk.tune-18.json';

/**
 * The files the detector learns from: every `*.tune*.json` of this folder, in one list (the
 * corpus test checks none is missing). The `*.holdout*.json` files are never imported by code.
 */
export const RISK_TUNE_FILES = {
  'risk.tune.json': riskTune,
  'risk.tune-2.json': riskTune2,
  'risk.tune-3.json': riskTune3,
  'risk.tune-4.json': riskTune4,
  'risk.tune-5.json': riskTune5,
  'risk.tune-7.json': riskTune7,
  'risk.tune-8.json': riskTune8,
  'risk.tune-9.json': riskTune9,
  'risk.tune-10.json': riskTune10,
  'risk.tune-11.json': riskTune11,
  'risk.tune-12.json': riskTune12,
  'risk.tune-13.json': riskTune13,
  'risk.tune-14.json': riskTune14,
  'risk.tune-15.json': riskTune15,
  'risk.tune-16.json': riskTune16,
  'risk.tune-17.json': riskTune17,
  'risk.tune-18.json': riskTune18,
};
export const ORDINARY_TUNE_FILES = {
  'ordinary.tune.json': ordinaryTune,
  'ordinary.tune-2.json': ordinaryTune2,
  'ordinary.tune-3.json': ordinaryTune3,
  'ordinary.tune-4.json': ordinaryTune4,
  'ordinary.tune-5.json': ordinaryTune5,
  'ordinary.tune-6.json': ordinaryTune6,
  'ordinary.tune-7.json': ordinaryTune7,
  'ordinary.tune-8.json': ordinaryTune8,
  'ordinary.tune-9.json': ordinaryTune9,
  'ordinary.tune-10.json': ordinaryTune10,
  'ordinary.tune-11.json': ordinaryTune11,
  'ordinary.tune-12.json': ordinaryTune12,
  'ordinary.tune-13.json': ordinaryTune13,
  'ordinary.tune-14.json': ordinaryTune14,
  'ordinary.tune-15.json': ordinaryTune15,
  'ordinary.tune-16.json': ordinaryTune16,
  'ordinary.tune-17.json': ordinaryTune17,
  'ordinary.tune-18.json': ordinaryTune18,
};
