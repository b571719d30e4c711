import { SENTENCE_CODES, SENTENCES, type SentenceCode, type SentenceGroup } from '@shared/rules/spent-check';

export const GROUP_LABELS: Record<SentenceGroup, string> = {
  custody: 'Prison, detention or hospital',
  community: 'Community and other orders',
  discharge: 'Discharges and bind overs',
  money: 'Fines and compensation',
  motoring: 'Motoring',
  military: 'Armed forces',
};

/** The sentences someone of that age could have had, grouped for the picker. */
export function sentenceGroups(youth: boolean) {
  const groups = new Map<SentenceGroup, { value: SentenceCode; label: string }[]>();
  for (const code of SENTENCE_CODES) {
    const info = SENTENCES[code];
    if ((info.who === 'youth' && !youth) || (info.who === 'adult' && youth)) continue;
    const list = groups.get(info.group) ?? [];
    list.push({ value: code, label: info.label });
    groups.set(info.group, list);
  }
  return [...groups].map(([group, options]) => ({ group, label: GROUP_LABELS[group], options }));
}
