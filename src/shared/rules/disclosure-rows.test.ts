import { describe, it, expect } from 'vitest';
import {
  EMPTY_HEALTH_DRAFT,
  EMPTY_LEGAL_DRAFT,
  type HealthDraft,
  type LegalDraft,
} from '../contracts/seeker';
import { DISCLOSURE_TITLES, disclosureRows } from './disclosure-rows';

const legal = (answers: Partial<LegalDraft>): LegalDraft => ({ ...EMPTY_LEGAL_DRAFT, ...answers });
const health = (answers: Partial<HealthDraft>): HealthDraft => ({ ...EMPTY_HEALTH_DRAFT, ...answers });
const table = (rows: readonly { term: string; value: string }[]) => rows.map((r) => [r.term, r.value]);

describe('disclosureRows: conviction', () => {
  it('always shows the labelled answers, unset ones as the spec reads them', () => {
    expect(table(disclosureRows({ section: 'conviction', answers: legal({}) }))).toEqual([
      ['Criminal record', 'Not Disclosed'],
      ['Barred from regulated work', 'Unknown'],
      ['On a DBS barring list', 'Unknown'],
      ['Relevant for safeguarding checks', 'Unknown'],
      ['MAPPA level', 'N/A'],
    ]);
  });

  it('shows every answer given, with the option lists’ labels, in order', () => {
    const rows = disclosureRows({
      section: 'conviction',
      answers: legal({
        sentenceCompleted: true,
        convictionTypes: ['theft_burglary_robbery', 'other'],
        convictionOtherDetails: '  Criminal damage ',
        convictionStatus: 'spent',
        barredFromRegulatedWork: false,
        onDbsBarringList: true,
        relevantForSafeguardingChecks: false,
        mappaLevel: 'level_2',
      }),
    });
    expect(table(rows)).toEqual([
      ['Criminal record', 'Sentence Completed'],
      ['Conviction types', 'Theft, burglary or robbery, Other'],
      ['Other conviction', 'Criminal damage'],
      ['Conviction status', 'Spent (under the Rehabilitation of Offenders Act 1974)'],
      ['Barred from regulated work', 'No'],
      ['On a DBS barring list', 'Yes'],
      ['Relevant for safeguarding checks', 'No'],
      ['MAPPA level', 'Level 2'],
    ]);
  });

  it('labels MAPPA from its option list: not_applicable and unset are N/A', () => {
    const mappa = (mappaLevel: LegalDraft['mappaLevel']) =>
      disclosureRows({ section: 'conviction', answers: legal({ mappaLevel }) }).find(
        (r) => r.term === 'MAPPA level',
      )?.value;
    expect(mappa('level_1')).toBe('Level 1');
    expect(mappa('level_3')).toBe('Level 3');
    expect(mappa('not_applicable')).toBe('N/A');
    expect(mappa(null)).toBe('N/A');
  });

  it('leaves out blank free text', () => {
    const rows = disclosureRows({
      section: 'conviction',
      answers: legal({ sentenceCompleted: false, convictionOtherDetails: '   ' }),
    });
    expect(rows.map((r) => r.term)).not.toContain('Other conviction');
    expect(rows[0]).toEqual({ term: 'Criminal record', value: 'No Criminal Record' });
  });
});

describe('disclosureRows: health', () => {
  it('shows only the disability answer when there is no disability, or none was given', () => {
    for (const hasDisability of [false, null]) {
      const rows = disclosureRows({
        section: 'health',
        // Lists left over from an earlier answer are not shown (they are not kept either).
        answers: health({
          hasDisability,
          disabilityTypes: ['mental_health'],
          workplaceAdjustments: ['none'],
        }),
      });
      expect(table(rows)).toEqual([
        ['Disability', hasDisability === false ? 'No Disability' : 'Not Disclosed'],
      ]);
    }
  });

  it('shows the types and adjustments given, and the other details apart', () => {
    const rows = disclosureRows({
      section: 'health',
      answers: health({
        hasDisability: true,
        disabilityTypes: ['neurodivergence', 'other'],
        disabilityOtherDetails: 'Dyspraxia',
        workplaceAdjustments: ['flexible_working_hours', 'assistive_technology'],
        workplaceAdjustmentsOther: 'A quiet desk',
      }),
    });
    expect(table(rows)).toEqual([
      ['Disability', 'Has Disability'],
      ['Disability types', 'Neurodivergence (for example autism or ADHD), Other'],
      ['Other disability', 'Dyspraxia'],
      ['Workplace adjustments', 'Flexible working hours, Assistive technology'],
      ['Other adjustments', 'A quiet desk'],
    ]);
  });

  it('leaves out empty lists and unticked or blank other text', () => {
    const rows = disclosureRows({
      section: 'health',
      answers: health({ hasDisability: true, workplaceAdjustmentsOther: '' }),
    });
    expect(table(rows)).toEqual([['Disability', 'Has Disability']]);
  });
});

describe('DISCLOSURE_TITLES', () => {
  it('names the sections as the spec does', () => {
    expect(DISCLOSURE_TITLES).toEqual({ conviction: 'Legal Information', health: 'Health & Accessibility' });
  });
});
