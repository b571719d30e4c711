import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApplyInput,
  ApplyResponse,
  ContactEmployerInput,
  SeekerApplication,
} from '@shared/contracts/applications';
import { api } from '@web/lib/api-client';
import { applicationKeys } from './keys';

export const applyToJob = (input: ApplyInput) => api<ApplyResponse>('/api/applications', { body: input });

export const setCvAttached = async ({ id, attached }: { id: string; jobId: string; attached: boolean }) =>
  (
    await api<{ application: SeekerApplication }>(`/api/applications/${encodeURIComponent(id)}/cv`, {
      method: 'PUT',
      body: { attached },
    })
  ).application;

export const withdrawApplication = (id: string) =>
  api<void>(`/api/applications/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const contactEmployer = async ({ id, ...input }: ContactEmployerInput & { id: string }) =>
  (
    await api<{ application: SeekerApplication }>(`/api/applications/${encodeURIComponent(id)}/contact`, {
      body: input,
    })
  ).application;

/** The dashboards' figures follow through meta.changed. */
const meta = { changed: ['application'] } as const;

function refresh(qc: QueryClient, jobId?: string) {
  if (jobId) void qc.invalidateQueries({ queryKey: applicationKeys.jobDetails(jobId) });
  return qc.invalidateQueries({ queryKey: applicationKeys.mine });
}

export function useApplyToJob() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: applyToJob, meta, onSuccess: (_res, input) => refresh(qc, input.jobId) });
}

export function useSetCvAttached() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setCvAttached, meta, onSuccess: (_res, { jobId }) => refresh(qc, jobId) });
}

export function useWithdrawApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; jobId: string }) => withdrawApplication(id),
    meta,
    onSuccess: (_res, { jobId }) => refresh(qc, jobId),
  });
}

export function useContactEmployer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: contactEmployer, meta, onSuccess: (app) => refresh(qc, app.jobId) });
}
