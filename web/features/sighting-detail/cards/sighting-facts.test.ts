import { describe, expect, it } from 'vitest';
import type { Sighting } from '../../../../common/schemas/sighting.ts';
import { NO_OPTIONAL_DETAILS } from '../../../lib/testing/example-sighting.ts';
import { sightingFacts } from './sighting-facts.ts';

const bare = {
  daysBetweenOccurrenceAndSubmission: -1,
  type: null,
  source: null,
  ...NO_OPTIONAL_DETAILS,
} as unknown as Sighting;

describe('sightingFacts', () => {
  it('falls back to Unknown or Not specified when fields are missing', () => {
    expect(sightingFacts(bare)).toEqual({
      variance: 'Reported within 24 hours',
      accuracy: 'Approximate',
      type: 'Unknown',
      source: 'Unknown',
      stars: 1,
      labels: ['none'],
      shape: 'Unknown',
      features: 'Not specified',
      flightPath: 'Not specified',
      distance: 'Not specified',
      duration: 'Not Specified',
      altitude: 'Not specified',
    });
    expect(sightingFacts({ ...bare, shape: '  ', altitude: '' }).shape).toBe('Unknown');
  });
  it('shows the values a sighting has', () => {
    const full = {
      ...bare,
      daysBetweenOccurrenceAndSubmission: 800,
      addressResolution: 'ROOFTOP',
      type: 'Sighting',
      source: 'Skywatch',
      rating: 'Good',
      tags: ['lights'],
      media: ['a.jpg'],
      shape: 'Disc, Orb',
      features: 'Lights, Silent',
      flightPath: 'Hovering',
      distance: '1 Mile',
      duration: '00:05:30',
      altitude: 'Treetop',
    } as Sighting;
    expect(sightingFacts(full)).toEqual({
      variance: 'Reported 2 Year(s) Later',
      accuracy: 'Rooftop',
      type: 'Sighting',
      source: 'Skywatch',
      stars: 4,
      labels: ['lights', 'photo'],
      shape: 'Disc, Orb',
      features: 'Lights, Silent',
      flightPath: 'Hovering',
      distance: '1 Mile',
      duration: '5 minutes and 30 seconds',
      altitude: 'Treetop',
    });
  });
});
