// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleSky } from '../../lib/testing/example-sky.ts';
import { renderScreen } from '../../lib/testing/render-screen.tsx';
import { serverError, stubFetch, type StubAnswer } from '../../lib/testing/stub-fetch.ts';
import { BrightObjectsInYourSky } from './bright-objects-in-your-sky.tsx';

const place = { latitude: 39.95, longitude: -75.17, occurred: '2020-04-29T01:00:00.000Z' };

const open = (answer: StubAnswer) => {
  const calls = stubFetch({ 'GET /sky': answer });
  renderScreen(<BrightObjectsInYourSky {...place} />);
  return calls;
};

const box = () => screen.getByRole('complementary', { name: 'Bright objects in your sky at that time' });

describe('bright objects in your sky, on the report wizard', () => {
  it('asks for the sky at the place and time given', () => {
    const calls = open('never');
    expect(calls[0]!.path).toBe('/sky?latitude=39.95&longitude=-75.17&occurred=2020-04-29T01%3A00%3A00.000Z');
    expect(box().querySelector('[role="status"]')!.textContent).toBe('Working out the sky...');
  });

  it('lists the Moon and the bright planets and asks the witness to compare', async () => {
    open({ body: exampleSky() });
    expect(await screen.findByText('Venus, very bright, low in the west-southwest, 12° up')).toBeDefined();
    expect(screen.getByText('Moon: waxing gibbous, 78% lit, very low in the east, 8° up.')).toBeDefined();
    expect(box().textContent).toContain('Compare these with what you saw');
  });

  it('says the report can go on when the sky cannot be had', async () => {
    open(serverError());
    expect(await screen.findByText(/could not be worked out; you can go on all the same/)).toBeDefined();
  });
});
