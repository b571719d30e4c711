import {
  EMPTY_FINAL_DRAFT,
  EMPTY_HEALTH_DRAFT,
  EMPTY_LEGAL_DRAFT,
  EMPTY_PERSONAL_DRAFT,
  EMPTY_SKILLS_DRAFT,
  finalDraftSchema,
  healthDraftSchema,
  legalDraftSchema,
  personalDraftSchema,
  skillsDraftSchema,
  type AccessLogEntry,
  type CompleteProfileInput,
  type CompleteProfileResponse,
  type DisclosureSection,
  type EmployerDisclosure,
  type SaveDraftInput,
  type SeekerDisclosure,
  type SeekerExport,
  type SeekerProfile,
  type Sharing,
  type UpdateSharingInput,
  type WizardDrafts,
  type WizardStep,
} from '@shared/contracts/seeker';
import { DEFAULT_AVAILABILITY_STATUS } from '@shared/options/work';
import { availabilityStatusSchema } from '@shared/contracts/option-schemas';
import { canEmployerSeeDisclosure } from '@shared/rules/disclosure-sharing';
import { sharingChoiceSchema } from '@shared/contracts/option-schemas';
import { profileCompletion, wizardCompletion } from '@shared/rules/seeker-completion';
import {
  finalFromStored,
  hasHealthAnswers,
  hasLegalAnswers,
  healthFromStored,
  legalFromStored,
  personalFromStored,
  skillsFromStored,
  storedFromSetup,
} from '@shared/rules/seeker-setup';
import type { z } from 'zod';
import { storedRecordSchema, type SavedRecord, type SavedRecordCheck } from '@shared/contracts/spent-check';
import { recordStatus } from '@shared/rules/spent-check';
import { savedRecordStatus } from '@shared/rules/saved-record';
import { todayInUk } from '@shared/rules/calendar-date';
import { AppError } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { UploadsService } from '../uploads/uploads.service';
import {
  seekersRepo,
  type ProfileWrite,
  type SeekerDisclosureRow,
  type SeekerProfileRow,
} from './seekers.repo';

function recordCheckOf(row: SeekerDisclosureRow | null): SavedRecordCheck | null {
  if (!row?.recordCheck || !row.recordCheckSavedAt) return null;
  const record = storedRecordSchema.safeParse(row.recordCheck);
  if (!record.success) return null;
  const today = recordStatus(record.data, todayInUk());
  return { record: record.data, savedAt: row.recordCheckSavedAt.toISOString(), ...today };
}

/** The spec's messages (spec 01 §8), returned with 403 FORBIDDEN_ROLE or 404 PROFILE_NOT_FOUND. */
export const SEEKER_MESSAGES = {
  create: 'Only job seekers can create a seeker profile',
  complete: 'Only job seekers can complete profile setup',
  access: 'Only job seekers can access seeker profiles',
  update: 'Only job seekers can update seeker profiles',
  notFound: 'Profile not found',
} as const;

const profileNotFound = () => new AppError('PROFILE_NOT_FOUND', SEEKER_MESSAGES.notFound);

const DRAFT_SCHEMAS = {
  personal: personalDraftSchema,
  skills: skillsDraftSchema,
  legal: legalDraftSchema,
  health: healthDraftSchema,
  final: finalDraftSchema,
} satisfies Record<WizardStep, z.ZodType>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function completionOf(row: {
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  headline?: string | null;
  bio?: string | null;
  keySkills?: string[] | null;
  locationCity?: string | null;
  locationCountry?: string | null;
  profileImageUrl?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  workPreferences?: string[] | null;
}) {
  return profileCompletion({ ...row, profilePictureUrl: row.profileImageUrl, phone: row.phoneNumber });
}

export function toProfileDto(row: SeekerProfileRow): SeekerProfile {
  const availability = availabilityStatusSchema.safeParse(row.availabilityStatus);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    jobTitle: row.jobTitle,
    headline: row.headline,
    bio: row.bio,
    locationCity: row.locationCity,
    locationCountry: row.locationCountry,
    keySkills: row.keySkills,
    jobInterests: row.jobInterests,
    profileImageUrl: row.profileImageUrl,
    hasDrivingLicence: row.hasDrivingLicence,
    workPreferences: row.workPreferences,
    openToRelocation: row.openToRelocation,
    availabilityStatus: availability.success ? availability.data : DEFAULT_AVAILABILITY_STATUS,
    profileCompletionPercentage: row.profileCompletionPercentage,
    setupCompletedAt: iso(row.setupCompletedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function sharingOf(row: SeekerDisclosureRow | null): Sharing {
  const conviction = sharingChoiceSchema.safeParse(row?.convictionSharing);
  const health = sharingChoiceSchema.safeParse(row?.healthSharing);
  return {
    convictionSharing: conviction.success ? conviction.data : 'connected',
    healthSharing: health.success ? health.data : 'connected',
  };
}

/** A draft read back from the database; one that no longer fits the contract is ignored. */
function parseDraft<S extends WizardStep>(step: S, data: unknown): z.infer<(typeof DRAFT_SCHEMAS)[S]> | null {
  const parsed = DRAFT_SCHEMAS[step].safeParse(data);
  return parsed.success ? (parsed.data as z.infer<(typeof DRAFT_SCHEMAS)[S]>) : null;
}

export interface EmployerViewer {
  userId: string;
  companyId: string | null;
  companyName: string;
}

export function seekersService({ db, uploads }: { db: Db; uploads: UploadsService }) {
  const repo = seekersRepo(db);

  return {
    /** Every step's form state: its draft, else what the stored profile holds, else empty. */
    async getDrafts(userId: string): Promise<WizardDrafts> {
      const [rows, profile, disclosure] = await Promise.all([
        repo.listDrafts(userId),
        repo.findProfile(userId),
        repo.findDisclosure(userId),
      ]);
      const draft = <S extends WizardStep>(step: S) => {
        const row = rows.find((r) => r.step === step);
        return row ? parseDraft(step, row.data) : null;
      };
      return {
        personal: draft('personal') ?? (profile ? personalFromStored(profile) : { ...EMPTY_PERSONAL_DRAFT }),
        skills: draft('skills') ?? (profile ? skillsFromStored(profile) : { ...EMPTY_SKILLS_DRAFT }),
        legal: draft('legal') ?? (disclosure ? legalFromStored(disclosure) : { ...EMPTY_LEGAL_DRAFT }),
        health: draft('health') ?? (disclosure ? healthFromStored(disclosure) : { ...EMPTY_HEALTH_DRAFT }),
        final: draft('final') ?? (profile ? finalFromStored(profile) : { ...EMPTY_FINAL_DRAFT }),
        setupCompleted: Boolean(profile?.setupCompletedAt),
      };
    },

    async saveDraft(userId: string, input: SaveDraftInput) {
      if (input.step === 'final') await uploads.assertOwnedUrl(userId, input.data.profileImageUrl);
      const updatedAt = await repo.upsertDraft(userId, input.step, input.data);
      return { step: input.step, updatedAt: updatedAt.toISOString() };
    },

    /**
     * Stores the profile (spec value mappings, blanks as null) and the disclosure answers in one
     * transaction, marks setup completed and clears the drafts. The stored completion figure is
     * the 12-field profile completion; the wizard's weighted figure is returned alongside.
     */
    async completeSetup(userId: string, input: CompleteProfileInput): Promise<CompleteProfileResponse> {
      await uploads.assertOwnedUrl(userId, input.final.profileImageUrl);
      const { profile, disclosure } = storedFromSetup(input);
      const row = await db.transaction(async (tx) => {
        const txRepo = seekersRepo(tx);
        const existing = await txRepo.findProfile(userId);
        const email = existing?.email ?? (await txRepo.accountEmail(userId));
        const merged = { ...existing, ...profile, email };
        const values: ProfileWrite = {
          ...profile,
          email,
          profileCompletionPercentage: completionOf(merged),
          setupCompletedAt: existing?.setupCompletedAt ?? new Date(),
          lastActiveAt: new Date(),
        };
        const saved = await txRepo.upsertProfile(userId, values);
        await txRepo.upsertDisclosure(userId, disclosure);
        await txRepo.deleteDrafts(userId);
        return saved;
      });
      return {
        profile: toProfileDto(row),
        setupCompletionPercentage: wizardCompletion({
          ...profile,
          sentenceCompleted: disclosure.sentenceCompleted,
        }),
      };
    },

    /** Whether the seeker has finished the setup wizard (their profile exists for others). */
    async hasCompletedSetup(userId: string): Promise<boolean> {
      return Boolean((await repo.findProfile(userId))?.setupCompletedAt);
    },

    async getProfile(userId: string): Promise<SeekerProfile> {
      const row = await repo.findProfile(userId);
      if (!row) throw profileNotFound();
      return toProfileDto(row);
    },

    async updateProfile(userId: string, patch: ProfileWrite): Promise<SeekerProfile> {
      const existing = await repo.findProfile(userId);
      if (!existing) throw profileNotFound();
      if (patch.profileImageUrl !== undefined && patch.profileImageUrl !== existing.profileImageUrl) {
        await uploads.assertOwnedUrl(userId, patch.profileImageUrl);
      }
      const merged = { ...existing, ...patch };
      const row = await repo.updateProfile(userId, {
        ...patch,
        profileCompletionPercentage: completionOf(merged),
        lastActiveAt: new Date(),
      });
      if (!row) throw profileNotFound();
      return toProfileDto(row);
    },

    async getDisclosure(userId: string): Promise<SeekerDisclosure> {
      const profile = await repo.findProfile(userId);
      if (!profile) throw profileNotFound();
      const row = await repo.findDisclosure(userId);
      return {
        legal: legalFromStored(row),
        health: healthFromStored(row),
        sharing: sharingOf(row),
        recordCheck: recordCheckOf(row),
        updatedAt: iso(row?.updatedAt),
      };
    },

    /** Saves a spent check to the profile: the spent/unspent answer follows it from now on. */
    async saveRecordCheck(userId: string, record: SavedRecord): Promise<SavedRecordCheck> {
      const profile = await repo.findProfile(userId);
      if (!profile) throw profileNotFound();
      const row = await repo.upsertDisclosure(userId, {
        recordCheck: record,
        recordCheckSavedAt: new Date(),
      });
      return recordCheckOf(row)!;
    },

    /** Forgets the saved check: the answer given in the legal step applies again. */
    async removeRecordCheck(userId: string): Promise<void> {
      const profile = await repo.findProfile(userId);
      if (!profile) throw profileNotFound();
      await repo.upsertDisclosure(userId, { recordCheck: null, recordCheckSavedAt: null });
    },

    async updateSharing(userId: string, input: UpdateSharingInput): Promise<Sharing> {
      const profile = await repo.findProfile(userId);
      if (!profile) throw profileNotFound();
      const row = await repo.upsertDisclosure(userId, {
        ...(input.convictionSharing ? { convictionSharing: input.convictionSharing } : {}),
        ...(input.healthSharing ? { healthSharing: input.healthSharing } : {}),
      });
      return sharingOf(row);
    },

    async getAccessLog(userId: string): Promise<AccessLogEntry[]> {
      const rows = await repo.listAccessLog(userId);
      return rows.map((r) => ({
        id: r.id,
        companyName: r.companyName,
        sections: r.sections.filter((s): s is DisclosureSection => s === 'conviction' || s === 'health'),
        viewedAt: r.viewedAt.toISOString(),
      }));
    },

    /**
     * For the matching module: the disclosure sections an employer may see under the seeker's
     * sharing choice (conviction and health apart). `connected` means the employer matched with
     * the seeker or the seeker applied to one of its jobs. Every time something is shown, the
     * access log records who and when. Sections with no answer are not shown (nor logged).
     */
    async getDisclosureForEmployer(input: {
      seekerUserId: string;
      viewer: EmployerViewer;
      connected: boolean;
      /** The employer hires for a job that needs a DBS check: only then may a spent conviction show. */
      hiresForDbsJob: boolean;
    }): Promise<EmployerDisclosure> {
      const row = await repo.findDisclosure(input.seekerUserId);
      if (!row) return { conviction: null, health: null };
      const relation = { connected: input.connected };
      const legal = legalFromStored(row);
      const health = healthFromStored(row);
      // The Rehabilitation of Offenders Act: a spent conviction need not be disclosed for most jobs,
      // so an employer without a DBS-checked job is told nothing of it.
      // A saved record whose every conviction is filtered shows on no DBS check at all.
      const filtered = savedRecordStatus(row.recordCheck)?.onEnhancedChecks === false;
      const spentAndIrrelevant = legal.convictionStatus === 'spent' && (!input.hiresForDbsJob || filtered);
      const shown: EmployerDisclosure = {
        conviction:
          !spentAndIrrelevant &&
          canEmployerSeeDisclosure(sharingChoiceSchema.safeParse(row.convictionSharing).data, relation) &&
          hasLegalAnswers(legal)
            ? legal
            : null,
        health:
          canEmployerSeeDisclosure(sharingChoiceSchema.safeParse(row.healthSharing).data, relation) &&
          hasHealthAnswers(health)
            ? health
            : null,
      };
      const sections: DisclosureSection[] = [];
      if (shown.conviction) sections.push('conviction');
      if (shown.health) sections.push('health');
      if (sections.length > 0) {
        await repo.insertAccessLog({
          seekerUserId: input.seekerUserId,
          viewerUserId: input.viewer.userId,
          companyId: input.viewer.companyId,
          companyName: input.viewer.companyName,
          sections,
        });
      }
      return shown;
    },

    /** The seeker's own rows; the account module adds the other modules' parts. */
    async exportData(
      userId: string,
    ): Promise<
      Omit<
        SeekerExport,
        | 'conversations'
        | 'interviews'
        | 'coaching'
        | 'cv'
        | 'modelUsage'
        | 'savedSearches'
        | 'pushSubscriptions'
      >
    > {
      const all = await repo.exportAll(userId);
      return {
        exportedAt: new Date().toISOString(),
        account: all.account ?? {},
        signInMethods: all.signInMethods,
        sessions: all.sessions,
        profile: all.profile,
        disclosure: all.disclosure,
        wizardDrafts: all.wizardDrafts,
        disclosureAccessLog: all.accessLog,
        uploads: all.uploads,
        jobSwipes: all.jobSwipes,
        employerSwipes: all.employerSwipes,
        savedJobs: all.savedJobs,
        applications: all.applications,
        matches: all.matches,
        favouritedBy: all.favouritedBy,
        activity: all.activity,
      };
    },

    /** The last step of erasure (the account module runs the others first): every row cascades. */
    deleteUserRow: (userId: string) => repo.deleteUser(userId),
  };
}

export type SeekersService = ReturnType<typeof seekersService>;
