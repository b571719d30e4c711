import type { Db } from '../../db/client';
import {
  COMPANY_MESSAGES,
  type Company,
  type CompanyCreate,
  type CompanyUpdate,
} from '@shared/contracts/company';
import { companyCompletion } from '@shared/rules/company-completion';
import { fairChanceFromStored } from '@shared/options/fair-chance';
import { AppError } from '../../lib/errors';
import type { UploadsService } from '../uploads/uploads.service';
import { companiesRepo, type CompanyRow, type CompanyValues } from './companies.repo';

export function toCompanyDto(row: CompanyRow): Company {
  return {
    id: row.id,
    companyName: row.companyName,
    industry: row.industry,
    companySize: row.companySize,
    websiteUrl: row.websiteUrl,
    description: row.description,
    locationCity: row.locationCity,
    locationCountry: row.locationCountry,
    logoUrl: row.logoUrl,
    preferredSkills: row.preferredSkills,
    fairChance: fairChanceFromStored(row.fairChance),
    contactName: row.contactName,
    profileCompletionPercentage: row.profileCompletionPercentage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sample: row.sample,
  };
}

/** Drops the keys a request left out, so only the fields sent change. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** One company per employer account; its completion is the spec's share of 8 filled fields. */
export function companiesService({ db, uploads }: { db: Db; uploads: UploadsService }) {
  const repo = companiesRepo(db);

  const service = {
    /** The company of an employer account, or null before setup. For other modules too. */
    getCompanyForUser: (userId: string) => repo.findByUserId(userId),

    getCompanyById: (id: string) => repo.findById(id),

    /** The user's company, or 404 'Company profile not found'. */
    async requireCompany(userId: string): Promise<CompanyRow> {
      const row = await repo.findByUserId(userId);
      if (!row) throw new AppError('COMPANY_NOT_FOUND', COMPANY_MESSAGES.notFound);
      return row;
    },

    async create(userId: string, input: CompanyCreate): Promise<Company> {
      const values: CompanyValues = {
        companyName: input.companyName,
        industry: input.industry ?? null,
        companySize: input.companySize ?? null,
        websiteUrl: input.websiteUrl ?? null,
        description: input.description ?? null,
        locationCity: input.locationCity ?? null,
        locationCountry: input.locationCountry ?? null,
        preferredSkills: input.preferredSkills ?? [],
        fairChance: input.fairChance ?? [],
        contactName: input.contactName ?? null,
      };
      values.profileCompletionPercentage = companyCompletion(values);
      const row = await repo.insert(userId, values);
      if (!row) throw new AppError('CONFLICT', COMPANY_MESSAGES.exists);
      return toCompanyDto(row);
    },

    /** The employer's company, or null before setup. */
    async find(userId: string): Promise<Company | null> {
      const row = await repo.findByUserId(userId);
      return row ? toCompanyDto(row) : null;
    },

    async get(userId: string): Promise<Company> {
      return toCompanyDto(await service.requireCompany(userId));
    },

    async update(userId: string, input: CompanyUpdate): Promise<Company> {
      const current = await service.requireCompany(userId);
      if (input.logoUrl !== undefined && input.logoUrl !== current.logoUrl) {
        await uploads.assertOwnedUrl(userId, input.logoUrl);
      }
      const changes: Partial<CompanyValues> = defined({
        ...input,
        logoUrl: input.logoUrl === '' ? null : input.logoUrl,
      });
      const merged = { ...current, ...changes };
      changes.profileCompletionPercentage = companyCompletion(merged);
      const row = await repo.update(current.id, changes);
      if (!row) throw new AppError('COMPANY_NOT_FOUND', COMPANY_MESSAGES.notFound);
      return toCompanyDto(row);
    },

    /** Erasure's last step: the employer's account row (the company and its rows cascade). */
    deleteOwner: (userId: string) => repo.deleteOwner(userId),

    /** The employer's account and company, for their data export. */
    exportAccount: (userId: string) => repo.exportAccount(userId),
  };
  return service;
}

export type CompaniesService = ReturnType<typeof companiesService>;
