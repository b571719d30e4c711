import { describe, expect, it } from 'vitest';
import { CRISIS_KINDS, crisisLines } from '@shared/coach/crisis';
import { linesFor } from './crisis-lines';

describe("the help card's lines", () => {
  it.each(CRISIS_KINDS)('are the lines the crisis reply gives for %s', (kind) => {
    const ids = linesFor(kind).map((line) => line.id);
    expect([...ids].sort()).toEqual([...crisisLines(kind)].sort());
  });
});
