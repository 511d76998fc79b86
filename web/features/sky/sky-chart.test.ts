import { describe, expect, it } from 'vitest';
import { chartPoint } from './sky-chart.tsx';

describe('the sky chart', () => {
  it('puts the zenith in the middle, the horizon on the circle, north up and east right', () => {
    expect(chartPoint(90, 0)).toEqual({ x: 120, y: 120 });
    expect(chartPoint(0, 0)).toEqual({ x: 120, y: 24 });
    expect(chartPoint(0, 90)).toEqual({ x: 216, y: 120 });
    expect(chartPoint(0, 180)).toEqual({ x: 120, y: 216 });
    expect(chartPoint(45, 270)).toEqual({ x: 72, y: 120 });
  });
});
