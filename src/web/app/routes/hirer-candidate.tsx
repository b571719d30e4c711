import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FileText, Heart, MapPin, MessageCircle, ShieldCheck, Sparkles } from 'lucide-react';
import type { CandidateProfile } from '@shared/contracts/matching';
import { FAVOURITE_TALENT_TOASTS } from '@shared/contracts/saved';
import { AVAILABILITY_STATUS, WORK_PREFERENCES } from '@shared/options/work';
import { optionLabel } from '@shared/options/option';
import { skillName } from '@shared/skills/catalogue';
import { DisclosureSummary } from '@web/components/disclosure-summary';
import { Avatar } from '@web/components/ui/avatar';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { DetailRow } from '@web/components/ui/detail-row';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { PageHeader } from '@web/components/ui/page-header';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useCandidate, useSetFavouriteTalent } from '@web/features/matching/api/candidate';
import { formatPlace } from '@shared/rules/format';

const yesNo = (value: boolean | null) => (value === true ? 'Yes' : value === false ? 'No' : 'Not given');
const labels = (options: Parameters<typeof optionLabel>[0], values: readonly string[]) =>
  values.map((value) => optionLabel(options, value, value));

/** /hirer-candidate/:id: Candidate Profile (View More) from the talent deck. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const candidate = useCandidate(id, {
    errorToast: (error) => errorMessage(error, 'Failed to load talent profiles'),
  });
  const setFavourite = useSetFavouriteTalent();
  const [contactOpen, setContactOpen] = useState(false);

  if (candidate.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading candidate">
        <PageHeader title="Candidate Profile" back={-1} />
        <Skeleton className="h-40" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (candidate.isError) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title="Candidate Profile" back="/hirer-discover" />
        <Card className="py-8 text-center">
          <p className="font-semibold">This candidate could not be found.</p>
        </Card>
      </div>
    );
  }

  const c: CandidateProfile = candidate.data;
  const toggleFavourite = () =>
    setFavourite.mutate(
      { seekerUserId: c.seekerUserId, favourite: !c.isFavourite },
      {
        onSuccess: (res) =>
          notify.success(res.favourite ? FAVOURITE_TALENT_TOASTS.added : FAVOURITE_TALENT_TOASTS.removed),
        onError: (err) => notify.error('Error', errorMessage(err)),
      },
    );
  const contact = () =>
    c.matchId
      ? navigate(`/hirer-messages?match=${c.matchId}`)
      : c.connected
        ? navigate(`/hirer-messages?seeker=${c.seekerUserId}`)
        : setContactOpen(true);
  const place = formatPlace(c.locationCity, c.locationCountry);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Candidate Profile" back={-1} />
      <Card className="flex flex-col items-center gap-2 text-center">
        <Avatar name={c.displayName} imageUrl={c.profileImageUrl} labelled size={96} />
        <h2 className="text-xl font-bold">{c.displayName}</h2>
        {c.sample && <SampleBadge />}
        {c.jobTitle && <p className="font-semibold text-leaf-900">{c.jobTitle}</p>}
        {place && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden className="h-4 w-4" /> {place}
          </p>
        )}
        {c.headline && <p className="text-sm">{c.headline}</p>}
        <p className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-3 py-1 text-sm font-bold text-leaf-900">
          <Sparkles aria-hidden className="h-4 w-4" />
          {/* One text node, so the figure and its unit are read as one item. */}
          {`${c.skillMatchPercentage}% skills match with your jobs`}
        </p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            className="flex-1"
            onClick={toggleFavourite}
            disabled={setFavourite.isPending}
            aria-pressed={c.isFavourite}
          >
            <Heart aria-hidden className={c.isFavourite ? 'h-5 w-5 fill-current' : 'h-5 w-5'} />
            {c.isFavourite ? 'Remove from Favorites' : 'Add to Favorites'}
          </Button>
          <Button className="flex-1" onClick={contact}>
            <MessageCircle aria-hidden className="h-5 w-5" /> Contact Candidate
          </Button>
        </div>
        {c.cvShared && (
          <a
            href={`/api/candidates/${encodeURIComponent(c.seekerUserId)}/cv`}
            target="_blank"
            rel="noopener"
            className={buttonVariants({ variant: 'secondary', className: 'mt-2 w-full' })}
          >
            <FileText aria-hidden className="h-5 w-5" /> View CV
          </a>
        )}
      </Card>

      {c.bio && (
        <Card>
          <CardTitle>About</CardTitle>
          <p className="mt-2 whitespace-pre-line text-sm">{c.bio}</p>
        </Card>
      )}

      <Card>
        <CardTitle>Skills &amp; Abilities</CardTitle>
        {c.keySkills.length ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Skills">
            {c.keySkills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-leaf-100 px-2.5 py-1 text-xs font-semibold text-leaf-900"
              >
                {skillName(skill)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">No skills listed yet.</p>
        )}
      </Card>

      <Card>
        <CardTitle>Work Preferences</CardTitle>
        <dl className="mt-2 divide-y divide-gray-100">
          <DetailRow term="Availability">
            {optionLabel(AVAILABILITY_STATUS, c.availabilityStatus, c.availabilityStatus)}
          </DetailRow>
          <DetailRow term="Preferred work">
            {labels(WORK_PREFERENCES, c.workPreferences).join(', ') || 'Not given'}
          </DetailRow>
          <DetailRow term="Driving licence">{yesNo(c.hasDrivingLicence)}</DetailRow>
          <DetailRow term="Open to relocation">{yesNo(c.openToRelocation)}</DetailRow>
        </dl>
      </Card>

      {c.conviction && <DisclosureSummary section="conviction" answers={c.conviction} />}
      {c.health && <DisclosureSummary section="health" answers={c.health} />}
      <p className="flex items-start gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
        {c.conviction || c.health
          ? 'The candidate chose to share this with you. Each view is recorded and shown to them.'
          : 'Candidates decide who sees their legal and health information, for example only employers they match with or apply to.'}
      </p>

      <Dialog open={contactOpen} onOpenChange={setContactOpen}>
        <DialogContent
          title="Contact Candidate"
          description="You can message a candidate once you have matched: like them in Discover Talent, and when they like one of your jobs (or apply), you match."
        >
          <Button className="w-full" onClick={() => setContactOpen(false)}>
            OK
          </Button>
        </DialogContent>
      </Dialog>
    </div>
  );
}
