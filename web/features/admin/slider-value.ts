interface SliderRange {
  min: number;
  max: number;
  step: number;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** A slider's text value as a number on its steps and within its bounds, free of floating-point dust. */
export function sliderValue(text: string, range: SliderRange): number {
  const value = Number(text);
  if (!Number.isFinite(value)) return range.min;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  return Number((range.min + steps * range.step).toFixed(decimalsOf(range.step)));
}
