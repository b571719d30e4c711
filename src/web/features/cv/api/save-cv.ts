import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvResponse, SaveCvInput } from '@shared/contracts/cv';
import { api } from '@web/lib/api-client';
import { cvKeys } from './keys';

export const saveCv = (input: SaveCvInput) => api<CvResponse>('/api/cv', { method: 'PUT', body: input });

export function useSaveCv() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCv, onSuccess: (res) => qc.setQueryData(cvKeys.mine, res) });
}
