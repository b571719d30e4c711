import { CheckCircle2, CircleAlert } from 'lucide-react';
import { longDate } from '@shared/rules/calendar-date';
import { SENTENCES, type DetailedResult, type RecordInput } from '@shared/rules/spent-check';
import { describeResult } from '@shared/rules/spent-check-words';

/** Each caution and conviction in words, with what each DBS check shows. */
export function RecordResults({
  record,
  results,
}: {
  record: RecordInput;
  results: { cautions: DetailedResult[]; convictions: DetailedResult[] };
}) {
  const items = [
    ...record.cautions.map((c, i) => ({
      key: `c${i}`,
      title: `${c.type === 'conditional' ? 'Conditional caution' : 'Caution'} on ${longDate(c.date)}`,
      result: results.cautions[i]!,
    })),
    ...record.convictions.map((c, i) => ({
      key: `v${i}`,
      title: `Conviction on ${longDate(c.date)}: ${c.sentences.map((s) => SENTENCES[s.type].label.toLowerCase()).join(', ')}`,
      result: results.convictions[i]!,
    })),
  ];
  return (
    <ul className="flex flex-col gap-3">
      {items.map(({ key, title, result }) => {
        const words = describeResult(result);
        return (
          <li key={key} className="rounded-2xl border border-gray-300 bg-white p-3">
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 flex items-start gap-2 text-lg font-bold">
              {result.spent ? (
                <CheckCircle2 aria-hidden className="mt-1 h-5 w-5 shrink-0 text-leaf-800" />
              ) : (
                <CircleAlert aria-hidden className="mt-1 h-5 w-5 shrink-0 text-amber-700" />
              )}
              {words.headline}
            </p>
            <p className="mt-1">{words.advice}</p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              <li>{words.basic}</li>
              <li>{words.higher}</li>
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
