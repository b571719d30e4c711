import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedRecord, SavedRecordCheck } from '@shared/contracts/spent-check';
import { api } from '@web/lib/api-client';
import { seekerKeys } from './keys';

export const saveRecordCheck = (record: SavedRecord) =>
  api<SavedRecordCheck>('/api/seeker/record-check', { method: 'PUT', body: record });

export const removeRecordCheck = () => api<void>('/api/seeker/record-check', { method: 'DELETE' });

/** Save or remove the spent check; the disclosure (whose status follows it) is fetched again. */
export function useRecordCheck() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: seekerKeys.disclosure });
  return {
    save: useMutation({ mutationFn: saveRecordCheck, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeRecordCheck, onSuccess: refresh }),
  };
}
