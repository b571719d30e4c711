/**
 * The model's reply is screened before it is shown: a reply that gives means or methods of harm,
 * or urges harm, is withheld. Written against the normalised text like the lexicon.
 */
import { normalise } from './normalise';

const UNSAFE = new RegExp(
  [
    'lethal dose|fatal dose|overdose threshold|(?:\\d+|how many) (?:mg|milligrams|grams|tablets|pills) (?:would|will|to) (?:kill|be fatal|be lethal)',
    '(?:the )?(?:best|easiest|quickest|most painless|painless) (?:way|method|ways|methods) to (?:die|kill yourself|end your life|end it|hang|overdose)',
    'how to (?:tie a noose|hang yourself|kill yourself|overdose|cut deeper|hide (?:cuts|scars|self harm) from)',
    '(?:you should|just|go ahead and|why not|you might as well|do it and) (?:kill yourself|end it|end your life|hurt yourself|cut yourself|die)',
    'kill yourself|kys|no one would miss you|you are a burden|better off without you|you deserve (?:to die|pain|to suffer)',
  ].join('|'),
);

/** Does a model's reply give means, methods or encouragement of harm? */
export function unsafeReply(text: string): boolean {
  return UNSAFE.test(normalise(text));
}
