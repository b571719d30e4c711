import { useState, type ComponentProps, type FormEvent, type RefObject } from 'react';
import type { JobSearch } from '@shared/contracts/job-search';
import { SEARCH_DISTANCES_MILES, isSearchDistance } from '@shared/rules/job-search-page';
import { JOB_BENEFITS, type JobBenefit } from '@shared/options/benefits';
import { JOB_CATEGORIES } from '@shared/options/job-categories';
import { EMPLOYMENT_TYPES } from '@shared/options/work';
import { isOneOf } from '@shared/options/option';
import { Button } from '@web/components/ui/button';
import { CheckboxGroup, CheckboxRow } from '@web/components/ui/checkbox-group';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';

/** The contract's limits (contracts/job-search.ts), copied: importing them would bring zod here. */
const KEYWORDS_MAX = 100;
const PLACE_MAX = 80;

const DISTANCES = SEARCH_DISTANCES_MILES.map((miles) => ({
  value: String(miles),
  label: `Within ${miles} miles`,
}));

/** What the form holds: text as typed, '' for "any". */
interface Draft {
  keywords: string;
  place: string;
  /** Miles as text ('' for "only this town"). */
  distance: string;
  category: string;
  employmentType: string;
  benefits: JobBenefit[];
  fairChanceOnly: boolean;
}

const draftOf = (search: JobSearch): Draft => ({
  keywords: search.keywords ?? '',
  place: search.place ?? '',
  distance: search.distanceMiles ? String(search.distanceMiles) : '',
  // A value from an old or hand-made address that the lists no longer have shows as "any".
  category: isOneOf(
    JOB_CATEGORIES.map((o) => o.value),
    search.category,
  )
    ? search.category
    : '',
  employmentType: isOneOf(
    EMPLOYMENT_TYPES.map((o) => o.value),
    search.employmentType,
  )
    ? search.employmentType
    : '',
  benefits: (search.benefits ?? []).filter((b) => JOB_BENEFITS.some((o) => o.value === b)),
  fairChanceOnly: search.fairChanceOnly ?? false,
});

function searchOf(draft: Draft): JobSearch {
  const search: JobSearch = {};
  const keywords = draft.keywords.trim();
  const place = draft.place.trim();
  if (keywords) search.keywords = keywords;
  if (place) search.place = place;
  const distance = Number(draft.distance);
  if (place && isSearchDistance(distance)) search.distanceMiles = distance;
  if (draft.category) search.category = draft.category as JobSearch['category'];
  if (draft.employmentType) search.employmentType = draft.employmentType as JobSearch['employmentType'];
  if (draft.benefits.length > 0) search.benefits = draft.benefits;
  if (draft.fairChanceOnly) search.fairChanceOnly = true;
  return search;
}

/** A select with its label above and, when it has one, its hint below. */
function SelectField({
  id,
  label,
  hint,
  ...select
}: ComponentProps<typeof Select> & { id: string; label: string; hint?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-describedby={hintId} {...select} />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The Discover deck's filters, in a sheet from the side, open while mounted. The Discover screen
 * loads it with its first opening, so the screen's own "Filters" button is the trigger: the focus
 * goes back there on closing. Apply hands the new search over; Clear hands an empty one.
 */
export function JobFiltersDialog({
  search,
  onApply,
  onClose,
  trigger,
}: {
  search: JobSearch;
  onApply: (search: JobSearch) => void;
  onClose: () => void;
  trigger: RefObject<HTMLElement | null>;
}) {
  const [draft, setDraft] = useState(() => draftOf(search));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(searchOf(draft));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        side="right"
        title="Filter jobs"
        description="Only jobs that match every filter you set are shown."
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div>
            <Label htmlFor="filter-keywords">Keywords</Label>
            <Input
              id="filter-keywords"
              type="search"
              enterKeyHint="search"
              maxLength={KEYWORDS_MAX}
              value={draft.keywords}
              onChange={(e) => set('keywords', e.target.value)}
              aria-describedby="filter-keywords-hint"
            />
            <p id="filter-keywords-hint" className="mt-1 text-sm text-muted">
              For example: chef, forklift, night shifts. Jobs need every word.
            </p>
          </div>
          <div>
            <Label htmlFor="filter-place">Town or city</Label>
            <Input
              id="filter-place"
              autoComplete="address-level2"
              enterKeyHint="search"
              maxLength={PLACE_MAX}
              value={draft.place}
              onChange={(e) => set('place', e.target.value)}
            />
          </div>
          <SelectField
            id="filter-distance"
            label="Distance"
            hint="Type a town or city first. Distances are as the crow flies."
            options={DISTANCES}
            placeholder="Only this town or city"
            value={draft.distance}
            disabled={draft.place.trim() === ''}
            onChange={(e) => set('distance', e.target.value)}
          />
          <SelectField
            id="filter-category"
            label="Category"
            options={JOB_CATEGORIES}
            placeholder="Any category"
            value={draft.category}
            onChange={(e) => set('category', e.target.value)}
          />
          <SelectField
            id="filter-type"
            label="Employment type"
            options={EMPLOYMENT_TYPES}
            placeholder="Any type"
            value={draft.employmentType}
            onChange={(e) => set('employmentType', e.target.value)}
          />
          <CheckboxGroup
            legend="Benefits"
            hint="Jobs that offer all of the ones you tick."
            options={JOB_BENEFITS}
            value={draft.benefits}
            onChange={(benefits) => set('benefits', benefits)}
          />
          <fieldset className="min-w-0">
            <legend className="mb-1 text-sm font-semibold text-ink">Employers</legend>
            <CheckboxRow
              label="Fair-chance employers only"
              checked={draft.fairChanceOnly}
              onChange={(checked) => set('fairChanceOnly', checked)}
            />
          </fieldset>
          <div className="sticky bottom-0 -mx-5 -mb-5 flex gap-3 border-t border-gray-200 bg-white p-4">
            <Button
              type="button"
              variant="secondary"
              className="flex-1"
              onClick={() => {
                onApply({});
                onClose();
              }}
            >
              Clear filters
            </Button>
            <Button type="submit" className="flex-1">
              Apply filters
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
