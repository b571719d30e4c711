import { toOptions } from '@shared/options/option';

/** A yes / no question whose answer may also be unset (no radio checked). */
export const YES_NO = toOptions(['yes', 'no'] as const, { yes: 'Yes', no: 'No' });
export type YesNo = (typeof YES_NO)[number]['value'];

export const toYesNo = (value: boolean | null): YesNo | null =>
  value === true ? 'yes' : value === false ? 'no' : null;
export const fromYesNo = (value: YesNo): boolean => value === 'yes';
