import { CRISIS_KINDS, detectCrisis, type CrisisKind } from '@shared/coach/crisis';
import type { ChatModel } from '../../lib/chat-model';

/**
 * The second opinion on risk when a model is configured: a short, separate classification
 * request under a tight timeout. The lexicon runs first; either saying "risk" wins. A classifier
 * that fails or is slow counts as "no opinion", never as "safe" over the lexicon.
 */
const CLASSIFIER_PROMPT = [
  'You are a safety classifier for a UK job-search coaching app used by people with criminal records, disabilities and mental-health conditions.',
  "Read the user's message and answer with exactly one word from this list and nothing else:",
  'SUICIDE (thoughts of ending their life, passive or active, plans, means, goodbyes), SELF_HARM, ABUSE (domestic abuse or coercive control), SEXUAL_ABUSE, EXPLOITATION (forced work, debt bondage, made to carry or sell drugs), DANGER (threats to life or immediate danger), SAFE.',
  'Job-search idioms ("this interview is killing me"), a past conviction described factually, and ordinary stress are SAFE. When unsure between SAFE and a risk, choose the risk.',
].join('\n');

const LABELS: Record<string, CrisisKind> = Object.fromEntries(CRISIS_KINDS.map((k) => [k.toUpperCase(), k]));

export async function classifyRisk(
  model: ChatModel,
  message: string,
  timeoutMs: number,
): Promise<CrisisKind | null> {
  try {
    const answer = await model.complete(
      [
        { role: 'system', content: CLASSIFIER_PROMPT },
        { role: 'user', content: message },
      ],
      AbortSignal.timeout(timeoutMs),
    );
    const word =
      answer
        .trim()
        .toUpperCase()
        .replace(/[^A-Z_]/g, ' ')
        .trim()
        .split(/\s+/)[0] ?? '';
    return LABELS[word] ?? null;
  } catch {
    return null;
  }
}

/** Lexicon first (no wait), then the model's opinion when there is a model. */
export async function riskOf(
  message: string,
  model: ChatModel | null,
  timeoutMs: number,
): Promise<{ kind: CrisisKind; by: 'lexicon' | 'model' } | null> {
  const lexicon = detectCrisis(message);
  if (lexicon) return { kind: lexicon, by: 'lexicon' };
  if (!model) return null;
  const kind = await classifyRisk(model, message, timeoutMs);
  return kind ? { kind, by: 'model' } : null;
}
