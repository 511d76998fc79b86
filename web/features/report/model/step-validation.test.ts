import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../../../common/schemas/report.ts';
import { emptyDraft, type ReportDraft } from './report-draft.ts';
import { canLocate, canPressNext, firstUnfinishedStep, stepProblems } from './step-validation.ts';

const draft = (changes: Partial<ReportDraft> = {}): ReportDraft => ({ ...emptyDraft(), ...changes });
const complete = draft({
  latitude: 33.39,
  longitude: -104.52,
  summary: 'Silent disc',
  detailedDescription: 'A silent disc hovered over the ranch.',
  occurred: '2024-06-01T21:30',
});

describe('location step', () => {
  it('needs a pin, whatever the address says', () => {
    expect(stepProblems(1, draft({ address: 'Roswell, New Mexico' }))).toEqual([
      { title: 'Location Missing', message: REPORT_MESSAGES.location },
    ]);
    expect(stepProblems(1, draft({ latitude: 0, longitude: 0 }))).toEqual([]);
  });

  it('offers Locate and Next from 3 characters of address, or Next once a pin is set', () => {
    expect(canLocate('ab')).toBe(false);
    expect(canLocate('  ab  ')).toBe(false);
    expect(canLocate('abc')).toBe(true);
    expect(canPressNext(1, draft({ address: 'ab' }))).toBe(false);
    expect(canPressNext(1, draft({ address: 'abc' }))).toBe(true);
    expect(canPressNext(1, draft({ latitude: 10, longitude: 20 }))).toBe(true);
    expect(canPressNext(2, draft())).toBe(true);
  });
});

describe('description step', () => {
  it('reports both missing texts at once', () => {
    expect(stepProblems(2, draft({ summary: '  ', detailedDescription: '' }))).toEqual([
      { title: 'Summary Missing', message: 'You must enter a summary to continue.' },
      { title: 'Description Missing', message: 'You must enter a detailed description to continue.' },
    ]);
    expect(stepProblems(2, draft({ summary: 'x' })).map((problem) => problem.title)).toEqual(['Description Missing']);
    expect(stepProblems(2, draft({ detailedDescription: 'x' })).map((problem) => problem.title)).toEqual([
      'Summary Missing',
    ]);
  });
});

describe('details step', () => {
  it('needs the date of the sighting', () => {
    expect(stepProblems(3, draft())).toEqual([
      { title: 'Occurrence Date Missing', message: 'You must enter the date of the sighting to continue.' },
    ]);
    expect(stepProblems(3, draft({ occurred: '2024-13-45T99:99' }))).toHaveLength(1);
    expect(stepProblems(3, draft({ occurred: '2024-06-01T21:30' }))).toEqual([]);
  });
});

it('the intro, evidence and review steps always validate', () => {
  for (const step of [0, 4, 5]) expect(stepProblems(step, draft())).toEqual([]);
});

it('a restored draft resumes at its first unfinished step', () => {
  expect(firstUnfinishedStep(complete, 5)).toBe(5);
  expect(firstUnfinishedStep({ ...complete, summary: '' }, 5)).toBe(2);
  expect(firstUnfinishedStep({ ...complete, latitude: null }, 5)).toBe(1);
  expect(firstUnfinishedStep({ ...complete, summary: '' }, 2)).toBe(2);
  expect(firstUnfinishedStep(draft(), 0)).toBe(0);
});
