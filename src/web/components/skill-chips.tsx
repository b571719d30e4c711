import { X } from 'lucide-react';
import { getSkill, skillName } from '@shared/skills/catalogue';
import { cn } from '@web/lib/cn';

/**
 * Chosen skills as chips, removable when `onRemove` is given. Apart from the skill search, so a
 * screen that only shows skills (a job, a profile) does not load the search and the forms with it.
 */
export function SkillChips({
  skills,
  onRemove,
  emptyText,
  className,
}: {
  skills: readonly string[];
  onRemove?: (id: string) => void;
  emptyText?: string;
  className?: string;
}) {
  if (skills.length === 0) {
    return emptyText ? <p className={cn('text-sm text-muted', className)}>{emptyText}</p> : null;
  }
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="Chosen skills">
      {skills.map((id) => (
        <li
          key={id}
          className="inline-flex items-center gap-1 rounded-full bg-leaf-100 py-1 pl-3 pr-1 text-sm font-semibold text-leaf-900"
        >
          <span className={onRemove ? undefined : 'pr-2'}>{getSkill(id)?.name ?? skillName(id)}</span>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(id)}
              className="rounded-full p-1.5 hover:bg-leaf-200"
              aria-label={`Remove ${skillName(id)}`}
            >
              <X aria-hidden className="h-3.5 w-3.5" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
