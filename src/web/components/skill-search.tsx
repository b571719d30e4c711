import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, Search } from 'lucide-react';
import type { Skill } from '@shared/skills/catalogue';
import { searchSkills, SKILL_SUGGESTION_LIMIT } from '@shared/skills/search';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/**
 * A skill search box: suggestions appear once something is typed (up to `limit`, leaving out
 * skills already chosen); Enter picks the first.
 */
export function SkillSearch({
  chosen,
  onPick,
  label = 'Search skills',
  limit = SKILL_SUGGESTION_LIMIT,
  placeholder = 'e.g. forklift, food hygiene, teamwork',
}: {
  chosen: readonly string[];
  onPick: (skill: Skill) => void;
  label?: string;
  limit?: number;
  placeholder?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const results = searchSkills(query, { exclude: chosen, limit });
  const pick = (skill: Skill) => {
    onPick(skill);
    setQuery('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (results[0]) pick(results[0]);
    }
  };
  return (
    <div>
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={`${id}-input`}
          type="search"
          autoComplete="off"
          className="pl-9"
          value={query}
          placeholder={placeholder}
          aria-describedby={`${id}-status`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <p id={`${id}-status`} className="sr-only" aria-live="polite">
        {query.trim() === '' ? '' : `${results.length} skills found`}
      </p>
      {query.trim() !== '' && (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Matching skills">
          {results.length === 0 && <li className="px-1 py-2 text-sm text-muted">No matching skills</li>}
          {results.map((skill) => (
            <li key={skill.id}>
              <button
                type="button"
                onClick={() => pick(skill)}
                className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white px-3 py-2 text-left hover:bg-leaf-50"
              >
                <span>
                  <span className="font-semibold">{skill.name}</span>
                  <span className="block text-xs text-muted">{skill.type}</span>
                </span>
                <Plus aria-hidden className="h-4 w-4 shrink-0 text-leaf-800" />
                <span className="sr-only">Add</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
