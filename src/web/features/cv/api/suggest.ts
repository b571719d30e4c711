import { useMutation } from '@tanstack/react-query';
import type { CvSuggestInput, CvSuggestResponse } from '@shared/contracts/cv';
import { api } from '@web/lib/api-client';

export const suggestCvText = (input: CvSuggestInput) =>
  api<CvSuggestResponse>('/api/cv/suggest', { body: input });
export const useSuggestCvText = () => useMutation({ mutationFn: suggestCvText });
