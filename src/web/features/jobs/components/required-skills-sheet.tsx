import { useState } from 'react';
import { Check, ListChecks } from 'lucide-react';
import { SKILL_CATEGORIES, type Skill } from '@shared/skills/catalogue';
import { searchSkills } from '@shared/skills/search';
import { SkillChips } from '@web/components/skill-chips';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { cn } from '@web/lib/cn';

const SEARCH_LIMIT = 20;

function SkillToggle({
  skill,
  selected,
  onToggle,
}: {
  skill: Skill;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left',
        selected ? 'border-leaf-800 bg-leaf-50' : 'border-gray-200 bg-white hover:bg-gray-50',
      )}
    >
      <span>
        <span className="font-semibold">{skill.name}</span>
        <span className="block text-xs text-muted">{skill.type}</span>
      </span>
      <span
        aria-hidden
        className={cn(
          'flex h-6 w-6 shrink-0 items-center justify-center rounded-full border',
          selected ? 'border-leaf-800 bg-leaf-800 text-white' : 'border-gray-400',
        )}
      >
        {selected && <Check className="h-4 w-4" />}
      </span>
    </button>
  );
}

/**
 * The Required Skills side sheet (spec 02 §2): Search Skills and Browse Categories tabs, and a
 * Done (n skills selected) button. Chosen skills show under the trigger as removable chips.
 */
export function RequiredSkillsSheet({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (skills: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const selected = new Set(value);
  const toggle = (id: string) => onChange(selected.has(id) ? value.filter((s) => s !== id) : [...value, id]);
  const results = searchSkills(query, { limit: SEARCH_LIMIT });
  const count = value.length;

  return (
    <div className="flex flex-col gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="secondary" className="w-full">
            <ListChecks aria-hidden className="h-5 w-5" />
            {count === 0 ? 'Add Required Skills' : `Edit Required Skills (${count})`}
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Required Skills"
          description="Choose the skills this job needs. We rank candidates who have them first."
          side="right"
          className="flex flex-col"
        >
          <Tabs defaultValue="search" className="flex min-h-0 flex-1 flex-col gap-3">
            <TabsList aria-label="How to find skills">
              <TabsTrigger value="search">Search Skills</TabsTrigger>
              <TabsTrigger value="browse">Browse Categories</TabsTrigger>
            </TabsList>
            <TabsContent value="search" className="flex flex-col gap-3">
              <div>
                <Label htmlFor="required-skill-search">Search skills</Label>
                <Input
                  id="required-skill-search"
                  type="search"
                  autoComplete="off"
                  placeholder="e.g. forklift, food hygiene, CSCS"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      const first = results.find((s) => !selected.has(s.id));
                      if (first) toggle(first.id);
                    }
                  }}
                />
              </div>
              <p className="sr-only" aria-live="polite">
                {query.trim() ? `${results.length} skills found` : ''}
              </p>
              {query.trim() === '' ? (
                <p className="text-sm text-muted">Type a skill, licence or certificate to find it.</p>
              ) : results.length === 0 ? (
                <p className="text-sm text-muted">No matching skills</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label="Search results">
                  {results.map((skill) => (
                    <li key={skill.id}>
                      <SkillToggle
                        skill={skill}
                        selected={selected.has(skill.id)}
                        onToggle={() => toggle(skill.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="browse" className="flex flex-col gap-2">
              {SKILL_CATEGORIES.map((category) => {
                const chosenHere = category.skills.filter((s) => selected.has(s.id)).length;
                return (
                  <details key={category.id} className="group rounded-xl border border-gray-200 bg-white">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-3 py-2 font-semibold hover:bg-gray-50">
                      <span>{category.name}</span>
                      <span className="text-sm font-normal text-muted">
                        {chosenHere > 0 ? `${chosenHere} selected` : `${category.skills.length} skills`}
                      </span>
                    </summary>
                    <div className="flex flex-col gap-2 px-3 pb-3">
                      <p className="text-sm text-muted">{category.description}</p>
                      <ul className="flex flex-col gap-2">
                        {category.skills.map((skill) => (
                          <li key={skill.id}>
                            <SkillToggle
                              skill={skill}
                              selected={selected.has(skill.id)}
                              onToggle={() => toggle(skill.id)}
                            />
                          </li>
                        ))}
                      </ul>
                    </div>
                  </details>
                );
              })}
            </TabsContent>
          </Tabs>
          <div className="sticky bottom-0 -mx-5 -mb-5 mt-4 border-t border-gray-200 bg-white p-4">
            <Button type="button" className="w-full" onClick={() => setOpen(false)}>
              Done ({count} skills selected)
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <SkillChips skills={value} onRemove={toggle} emptyText="No required skills chosen." />
    </div>
  );
}
