import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** 'entries': boxed entries under a bold legend (qualifications); 'lines': a job's achievement lines. */
const LOOKS = {
  entries: {
    legend: 'mb-1 font-bold',
    row: 'flex flex-col gap-2 rounded-2xl border border-gray-300 bg-white p-3',
    add: { variant: 'secondary', size: undefined },
  },
  lines: {
    legend: 'mb-1 text-sm font-semibold',
    row: 'flex flex-col gap-1 rounded-xl bg-gray-50 p-2',
    add: { variant: 'link', size: 'sm' },
  },
} as const;

const firstField = (row: HTMLElement | undefined) =>
  row?.querySelector<HTMLElement>('input, select, textarea');

/**
 * A fieldset of rows the seeker adds and removes, with Add under them. Adding puts the focus in
 * the new row's first field; removing puts it in the row before (or the first, or on Add when
 * none is left), so a keyboard user is never dropped on the page body. At `max` rows, Add gives
 * way to `limitText`. Below `minRows`, `renderRow` gets no `remove`.
 */
export function RepeatableFieldset({
  look,
  legend,
  rowKeys,
  minRows = 0,
  max,
  addLabel,
  limitText,
  onAdd,
  onRemove,
  renderRow,
}: {
  look: keyof typeof LOOKS;
  legend: ReactNode;
  /** One React key per row, in order. */
  rowKeys: readonly Key[];
  minRows?: number;
  max: number;
  addLabel: string;
  limitText: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number, remove: (() => void) | undefined) => ReactNode;
}) {
  const styles = LOOKS[look];
  const rows = useRef<HTMLDivElement[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the rows have changed: a row's index, or the Add button.
  const focusAfterChange = useRef<number | 'add' | null>(null);
  const count = rowKeys.length;

  useEffect(() => {
    rows.current.length = count;
    const target = focusAfterChange.current;
    if (target === null) return;
    focusAfterChange.current = null;
    (target === 'add' ? addButton.current : firstField(rows.current[target]))?.focus();
  }, [count]);

  const add = () => {
    focusAfterChange.current = count;
    onAdd();
  };
  const remove = (index: number) => {
    focusAfterChange.current = count > 1 ? Math.max(index - 1, 0) : 'add';
    onRemove(index);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={styles.legend}>{legend}</legend>
      {rowKeys.map((key, index) => (
        <div
          key={key}
          ref={(row) => {
            if (row) rows.current[index] = row;
          }}
          className={styles.row}
        >
          {renderRow(index, count > minRows ? () => remove(index) : undefined)}
        </div>
      ))}
      {count < max ? (
        <Button
          ref={addButton}
          type="button"
          variant={styles.add.variant}
          size={styles.add.size}
          className="self-start"
          onClick={add}
        >
          <Plus aria-hidden className="h-4 w-4" /> {addLabel}
        </Button>
      ) : (
        <p className="text-sm text-muted">{limitText}</p>
      )}
    </fieldset>
  );
}
