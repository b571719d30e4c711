import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { EmailSetting } from '@web/features/messaging/components/email-setting';
import { SavedSearchesCard } from '@web/features/alerts/components/saved-searches-card';
import { Link } from 'react-router';
import { ChevronRight, Mail, MapPin, Pencil, Phone, ShieldCheck } from 'lucide-react';
import type { SeekerProfile } from '@shared/contracts/seeker';
import { SkillChips } from '@web/components/skill-chips';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { useProfile } from '@web/features/seekers/api/profile';
import { Avatar } from '@web/components/ui/avatar';
import { Spinner } from '@web/components/ui/spinner';
import { formatPersonName, formatPlace } from '@shared/rules/format';

// The editor (its form, the skill picker and its tabs) loads when Edit is chosen, not with the
// page; it starts loading as the Edit button is pointed at or reached.
const loadEditor = () => import('@web/features/seekers/components/profile-editor');
const ProfileEditor = lazy(() => loadEditor().then((m) => ({ default: m.ProfileEditor })));
const warmEditor = () => void loadEditor().catch(() => undefined);

export function Component() {
  const profile = useProfile({ errorToast: 'Failed to load profile data' });
  const [editing, setEditing] = useState(false);
  // Back from the editor, the focus returns to the Edit button that opened it.
  const [returned, setReturned] = useState(false);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-xl font-bold">We could not load your profile</h1>
        <Button onClick={() => void profile.refetch()}>Try again</Button>
      </Card>
    );
  }
  if (!profile.data) {
    return (
      <Card className="flex flex-col items-center gap-3 py-8 text-center">
        <h1 className="text-xl font-bold">Profile Not Found</h1>
        <p className="text-muted">Finish setting up your profile to see it here.</p>
        <Link to="/seeker-setup-step1" className={buttonVariants()}>
          Complete Profile Setup
        </Link>
      </Card>
    );
  }
  return editing ? (
    <Suspense fallback={<Spinner label="Loading the editor" showLabel />}>
      <ProfileEditor
        profile={profile.data}
        onDone={() => {
          setEditing(false);
          setReturned(true);
        }}
      />
    </Suspense>
  ) : (
    <ViewProfile profile={profile.data} onEdit={() => setEditing(true)} focusEdit={returned} />
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile
      </span>
      <div className="flex items-center gap-3">
        <Skeleton round className="h-20 w-20" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

function ViewProfile({
  profile,
  onEdit,
  focusEdit,
}: {
  profile: SeekerProfile;
  onEdit: () => void;
  focusEdit: boolean;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);
  const name = formatPersonName(profile.firstName, profile.lastName, 'Your profile');
  const place = formatPlace(profile.locationCity, profile.locationCountry);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex items-start gap-3">
        <Avatar
          name={{ first: profile.firstName, last: profile.lastName }}
          imageUrl={profile.profileImageUrl}
          labelled
          size={80}
        />
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold">{name}</h1>
          {profile.jobTitle && <p className="font-semibold text-leaf-900">{profile.jobTitle}</p>}
          {place && (
            <p className="flex items-center gap-1 text-sm text-muted">
              <MapPin aria-hidden className="h-4 w-4" /> {place}
            </p>
          )}
          {profile.headline && <p className="mt-1 text-sm">{profile.headline}</p>}
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onEdit}
          onPointerEnter={warmEditor}
          onFocus={warmEditor}
          ref={editButton}
          aria-label="Edit profile"
        >
          <Pencil aria-hidden className="h-5 w-5" />
        </Button>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Contact Information</CardTitle>
        <p className="flex items-center gap-2 break-all">
          <Mail aria-hidden className="h-4 w-4 shrink-0 text-leaf-800" />
          <span className="sr-only">Email: </span>
          {profile.email ?? <span className="text-muted">No email added</span>}
        </p>
        <p className="flex items-center gap-2">
          <Phone aria-hidden className="h-4 w-4 shrink-0 text-leaf-800" />
          <span className="sr-only">Phone: </span>
          {profile.phoneNumber ?? <span className="text-muted">No phone number added</span>}
        </p>
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Professional Summary</CardTitle>
        {profile.bio ? (
          <p className="whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-muted">Add a short summary so employers get to know you.</p>
        )}
      </Card>
      <Card className="flex flex-col gap-2">
        <CardTitle>Skills & Abilities</CardTitle>
        <SkillChips skills={profile.keySkills} emptyText="No skills added yet." />
      </Card>
      <Card className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <CardTitle>Profile Completion</CardTitle>
          <span className="text-lg font-bold text-leaf-900">{`${profile.profileCompletionPercentage}%`}</span>
        </div>
        <Progress value={profile.profileCompletionPercentage} label="Profile completion" />
      </Card>
      <Link
        to="/seeker-disclosure"
        className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-leaf-700"
      >
        <ShieldCheck aria-hidden className="h-5 w-5 shrink-0 text-leaf-800" />
        <span className="flex-1">
          <span className="block font-semibold">Disclosure Status</span>
          <span className="block text-sm text-muted">
            Your legal and health answers, and who can see them
          </span>
        </span>
        <ChevronRight aria-hidden className="h-4 w-4 text-muted" />
      </Link>
      <EmailSetting />
      <SavedSearchesCard />
    </div>
  );
}
