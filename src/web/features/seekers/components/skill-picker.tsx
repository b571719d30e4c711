import { Plus } from 'lucide-react';
import { skillName } from '@shared/skills/catalogue';
import { suggestedSkills, SUGGESTED_SKILLS_LIMIT } from '@shared/skills/search';
import { SkillChips } from '@web/components/skill-chips';
import { SkillSearch } from '@web/components/skill-search';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';

/**
 * The seeker's skill picker: a search (up to 8 suggestions, leaving out chosen skills, Enter picks
 * the first), a Suggested Skills tab of at most 12 from the seeker's interest categories, and the
 * chosen skills as removable chips.
 */
export function SkillPicker({
  value,
  onChange,
  interests,
}: {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  interests: readonly string[];
}) {
  const suggestions = suggestedSkills(interests, value, SUGGESTED_SKILLS_LIMIT);
  const add = (id: string) => {
    if (!value.includes(id)) onChange([...value, id]);
  };
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="chosen-skills-heading" className="flex flex-col gap-2">
        <h2 id="chosen-skills-heading" className="text-lg font-bold">
          Your skills ({value.length})
        </h2>
        <SkillChips
          skills={value}
          onRemove={(id) => onChange(value.filter((v) => v !== id))}
          emptyText="No skills added yet. Search or pick from the suggestions below."
        />
      </section>
      <Tabs defaultValue="search">
        <TabsList aria-label="Find skills">
          <TabsTrigger value="search">Search Skills</TabsTrigger>
          <TabsTrigger value="suggested">Suggested Skills</TabsTrigger>
        </TabsList>
        <TabsContent value="search" className="pt-3">
          <SkillSearch chosen={value} onPick={(skill) => add(skill.id)} />
        </TabsContent>
        <TabsContent value="suggested" className="pt-3">
          {suggestions.length === 0 ? (
            <p className="text-sm text-muted">You have added every suggested skill.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Suggested skills">
              {suggestions.map((skill) => (
                <li key={skill.id}>
                  <button
                    type="button"
                    onClick={() => add(skill.id)}
                    className="inline-flex min-h-10 items-center gap-1 rounded-full border border-leaf-700 bg-white px-3 py-1.5 text-sm font-semibold text-leaf-900 hover:bg-leaf-50"
                    aria-label={`Add ${skillName(skill.id)}`}
                  >
                    <Plus aria-hidden className="h-4 w-4" />
                    {skill.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
