import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/contracts/moderation';
import { api } from '@web/lib/api-client';
import { moderationKeys } from './keys';

export const getAuditLog = async () =>
  (await api<{ entries: AuditEntry[] }>('/api/moderation/audit')).entries;

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: moderationKeys.audit(), queryFn: getAuditLog });

export const useAuditLog = () => useQuery(auditLogQueryOptions());
