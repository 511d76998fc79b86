import { z } from 'zod/mini';

const WIZARD_STEP_COUNT = 5;

/** The wizard's steps after the intro (step 0), in order. */
export const REPORT_STEPS = [
  { number: 1, title: 'Location' },
  { number: 2, title: 'Description' },
  { number: 3, title: 'Details' },
  { number: 4, title: 'Evidence' },
  { number: 5, title: 'Review' },
] as const;

export const INTRO_STEP = 0;
export const LOCATION_STEP = 1;
export const DESCRIPTION_STEP = 2;
export const DETAILS_STEP = 3;
export const EVIDENCE_STEP = 4;
export const REVIEW_STEP = WIZARD_STEP_COUNT;

const nullableText = z.nullable(z.string());

/**
 * Everything the visitor has answered so far (not the files, which a browser cannot keep). Kept as
 * the inputs hold it; `report-request.ts` turns it into what the server accepts.
 */
export const reportDraftSchema = z.object({
  step: z.number().check(z.int(), z.gte(INTRO_STEP), z.lte(REVIEW_STEP)),
  address: z.string(),
  latitude: z.nullable(z.number().check(z.gte(-90), z.lte(90))),
  longitude: z.nullable(z.number().check(z.gte(-180), z.lte(180))),
  city: nullableText,
  region: nullableText,
  country: nullableText,
  iso2CountryCode: nullableText,
  summary: z.string(),
  /** Set once a summary was generated: the Generate button stays off from then on. */
  summarised: z.boolean(),
  detailedDescription: z.string(),
  /** The datetime-local input's value, 'yyyy-MM-ddTHH:mm' in the visitor's time, or ''. */
  occurred: z.string(),
  duration: z.object({ hours: z.number(), minutes: z.number(), seconds: z.number() }),
  altitude: z.string(),
  underCloudCover: z.boolean(),
  distance: z.string(),
  features: z.array(z.string()),
  flightPath: z.array(z.string()),
  shape: z.array(z.string()),
  tags: z.array(z.string()),
});
export type ReportDraft = z.infer<typeof reportDraftSchema>;

/** What each step that asks for answers is given: the draft, and a way to change some of its answers. */
export interface DraftStepProps {
  draft: ReportDraft;
  update: (changes: Partial<ReportDraft>) => void;
}

export function emptyDraft(): ReportDraft {
  return {
    step: INTRO_STEP,
    address: '',
    latitude: null,
    longitude: null,
    city: null,
    region: null,
    country: null,
    iso2CountryCode: null,
    summary: '',
    summarised: false,
    detailedDescription: '',
    occurred: '',
    duration: { hours: 0, minutes: 0, seconds: 0 },
    altitude: '',
    underCloudCover: false,
    distance: '',
    features: [],
    flightPath: [],
    shape: [],
    tags: [],
  };
}

export function hasPin(draft: Pick<ReportDraft, 'latitude' | 'longitude'>): boolean {
  return draft.latitude !== null && draft.longitude !== null;
}

/** Whether the visitor has answered anything yet, so a restored draft is worth mentioning. */
export function hasAnswers(draft: ReportDraft): boolean {
  const empty = emptyDraft();
  return (Object.keys(empty) as Array<keyof ReportDraft>).some(
    (key) => key !== 'step' && JSON.stringify(draft[key]) !== JSON.stringify(empty[key]),
  );
}
