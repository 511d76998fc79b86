import { describe, expect, it } from 'vitest';
import { MAX_TOKENS_RANGE, TEMPERATURE_RANGE } from '../../../common/schemas/hyperparameters.ts';
import { sliderValue } from './slider-value.ts';

describe('sliderValue', () => {
  it('keeps tenths exact', () => {
    expect(sliderValue('0.30000000000000004', TEMPERATURE_RANGE)).toBe(0.3);
    expect(sliderValue('0.7', TEMPERATURE_RANGE)).toBe(0.7);
  });
  it('stays on the steps and within the bounds of its slider', () => {
    expect(sliderValue('0', TEMPERATURE_RANGE)).toBe(0.1);
    expect(sliderValue('3', TEMPERATURE_RANGE)).toBe(1);
    expect(sliderValue('1012', MAX_TOKENS_RANGE)).toBe(1000);
    expect(sliderValue('99999', MAX_TOKENS_RANGE)).toBe(2500);
    expect(sliderValue('junk', MAX_TOKENS_RANGE)).toBe(100);
  });
});
