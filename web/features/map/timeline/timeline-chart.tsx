import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Period } from './timeline-periods.ts';

const CHART_HEIGHT = 140;
const IN_RANGE = '#0d6efd';
const OUT_OF_RANGE = '#adb5bd';

interface TimelineChartProps {
  periods: readonly Period[];
  /** The bars inside the chosen range (first, last), or null when none is chosen. */
  covered: [number, number] | null;
  /** A drag across the bars, from the first bar it touched to the last. */
  onDragged: (first: number, last: number) => void;
}

/** The year (or year and month) a bar is named by under the chart; a month's bar names its year in January. */
function axisLabel(period: Period | undefined, monthly: boolean): string {
  if (!period) return '';
  if (!monthly) return period.key;
  return period.key.endsWith('-01') ? String(period.year) : period.key.slice(5);
}

/**
 * The chart is built once and given each new answer's bars as data: building it again for every answer
 * made its elements anew and measured the page in the same task as the map's new clusters.
 */
function chartOptions(
  shownPeriods: () => readonly Period[],
  width: number,
  onDragged: (first: number, last: number) => void,
): uPlot.Options {
  const bars = uPlot.paths.bars!({ size: [0.85, 48], gap: 1 });
  const lastIndex = () => shownPeriods().length - 1;
  const barAt = (chart: uPlot, left: number) =>
    Math.min(lastIndex(), Math.max(0, Math.round(chart.posToVal(left, 'x'))));
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    scales: {
      x: { time: false, range: () => [-0.5, lastIndex() + 0.5] },
      y: { range: (_chart, _min, max) => [0, max || 1] },
    },
    axes: [
      {
        space: 48,
        size: 30,
        values: (_chart, splits) => {
          const periods = shownPeriods();
          const monthly = periods[0]?.key.length === 7;
          return splits.map((split) => (Number.isInteger(split) ? axisLabel(periods[split], monthly) : ''));
        },
      },
      { size: 44, values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? String(split) : '')) },
    ],
    series: [
      {},
      { label: 'In the range', fill: IN_RANGE, stroke: IN_RANGE, paths: bars, points: { show: false } },
      { label: 'Outside it', fill: OUT_OF_RANGE, stroke: OUT_OF_RANGE, paths: bars, points: { show: false } },
    ],
    cursor: { drag: { x: true, y: false, setScale: false }, points: { show: false } },
    hooks: {
      setSelect: [
        (chart) => {
          const { left, width: dragged } = chart.select;
          if (dragged < 2) return;
          onDragged(barAt(chart, left), barAt(chart, left + dragged));
          chart.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
        },
      ],
    },
  };
}

function chartData(periods: readonly Period[], covered: [number, number] | null): uPlot.AlignedData {
  const inside = (index: number) => covered === null || (index >= covered[0] && index <= covered[1]);
  return [
    periods.map((_, index) => index),
    periods.map((period, index) => (inside(index) ? period.count : null)),
    periods.map((period, index) => (inside(index) ? null : period.count)),
  ];
}

/**
 * The timeline's bars, drawn by uPlot on a canvas: sightings per year or month, those inside the chosen
 * range in colour, the rest grey. Dragging across the bars chooses a range. The canvas is hidden from
 * screen readers: the frame around it names what it shows, and the range has its own sliders.
 */
export default function TimelineChart({ periods, covered, onDragged }: TimelineChartProps) {
  const frame = useRef<HTMLDivElement | null>(null);
  const chart = useRef<uPlot | null>(null);
  const dragged = useRef(onDragged);
  const shown = useRef(periods);
  useLayoutEffect(() => {
    dragged.current = onDragged;
  });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const drawn = new uPlot(
      chartOptions(
        () => shown.current,
        element.clientWidth,
        (first, last) => dragged.current(first, last),
      ),
      chartData(shown.current, null),
      element,
    );
    drawn.root.setAttribute('aria-hidden', 'true');
    chart.current = drawn;
    const resized = new ResizeObserver(() => drawn.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      drawn.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const periodsChanged = shown.current !== periods;
    shown.current = periods;
    // New bars may need a new scale; a new range over the same bars only recolours them.
    chart.current?.setData(chartData(periods, covered), periodsChanged);
  }, [periods, covered]);

  return <div ref={frame} className="timeline-chart" />;
}
