import { describe, expect, it } from 'vitest';
import { canSaveDraft, missingForPublish } from './job-publish';

describe('missingForPublish', () => {
  it('needs title, description, category and employment type', () => {
    expect(missingForPublish({})).toEqual(['title', 'description', 'category', 'employmentType']);
    expect(
      missingForPublish({
        title: 'Chef',
        description: 'Cook',
        category: 'Chef & Cooking',
        employmentType: 'Full-time',
      }),
    ).toEqual([]);
  });

  it('treats blank text as missing', () => {
    expect(
      missingForPublish({ title: '  ', description: '', category: 'Care Work', employmentType: 'Part-time' }),
    ).toEqual(['title', 'description']);
  });

  it('ignores city and country (marked required but not checked)', () => {
    expect(
      missingForPublish({ title: 'A', description: 'B', category: 'Cleaning', employmentType: 'Contract' }),
    ).toHaveLength(0);
  });
});

describe('canSaveDraft', () => {
  it('needs only a non-blank title', () => {
    expect(canSaveDraft({ title: 'Porter' })).toBe(true);
    expect(canSaveDraft({ title: ' ' })).toBe(false);
    expect(canSaveDraft({})).toBe(false);
  });
});
