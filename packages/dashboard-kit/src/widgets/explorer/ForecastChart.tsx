import { useEffect, useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import type uPlot from 'uplot';
import type { AlignedData, Options } from 'uplot';
import { SERIES_COLOURS, SERIES_COLOURS_DARK, SERIES_DASHES, type ParameterChart } from './series.logic';

export interface ForecastChartProps {
  chart: ParameterChart;
  /** Each model's name, by id. */
  label: (model: string) => string;
  /** An axis tick's words for a time (milliseconds), in the reader's language and time zone. */
  formatTime: (time: number) => string;
  formatValue: (value: number) => string;
  /** The crosshair moved to the `index`th time, or left the chart (null). */
  onRead: (index: number | null) => void;
  /** The chart's accessible name. */
  name: string;
  /** Whether the page is dark (`useThemeMode`'s mode), read by the part that loads this chart. */
  dark: boolean;
}

const HEIGHT = 220;

const Frame = styled.div`
  position: relative;
  min-width: 0;
  color: ${({ theme }) => theme.colorTextMuted};
  border-color: ${({ theme }) => theme.colorBorder};
  background: ${({ theme }) => theme.colorSurface};
  border-radius: ${({ theme }) => theme.borderRadius};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
  /* uPlot's own rules (uPlot.min.css), scoped to the chart: the kit ships no global stylesheet. The chart is
     always left to right (dir="ltr": time runs rightwards), so start and end are uPlot's left and right. */
  & .uplot,
  & .uplot * {
    box-sizing: border-box;
  }
  & .uplot {
    font-family: inherit;
    line-height: 1.5;
    width: 100%;
  }
  & .u-wrap {
    position: relative;
    user-select: none;
  }
  & .u-over,
  & .u-under {
    position: absolute;
  }
  & .u-under {
    overflow: hidden;
  }
  & .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  & .u-axis {
    position: absolute;
  }
  & .u-legend {
    display: none;
  }
  & .u-select {
    background: rgba(0, 0, 0, 0.07);
    position: absolute;
    pointer-events: none;
  }
  & .u-cursor-x,
  & .u-cursor-y {
    position: absolute;
    inset-inline-start: 0;
    inset-block-start: 0;
    pointer-events: none;
    will-change: transform;
  }
  & .u-hz .u-cursor-x {
    height: 100%;
    border-inline-end: 1px dashed currentColor;
  }
  & .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed currentColor;
  }
  & .u-cursor-pt {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    will-change: transform;
    background-clip: padding-box !important;
  }
  & .u-axis.u-off,
  & .u-select.u-off,
  & .u-cursor-x.u-off,
  & .u-cursor-y.u-off,
  & .u-cursor-pt.u-off {
    display: none;
  }
`;

/** A colour with an alpha, for a band's fill. */
function withAlpha(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

/** The crosshair's place for a time (milliseconds), and its place off the chart. */
const cursorAt = (u: uPlot, time: number) => ({ left: u.valToPos(time / 1000, 'x'), top: 10 });
const OFF_CHART = { left: -10, top: -10 };

let drawable: boolean | undefined;
/** Whether this browser draws on a canvas. */
function canDraw(): boolean {
  drawable ??= document.createElement('canvas').getContext('2d') !== null;
  return drawable;
}

/** Whether a computed colour is light (a dark theme's text). */
function isLight(colour: string): boolean {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/** uPlot's series and data for a chart: for an ensemble, its quantiles (bands, no line) before its mean. */
function plotOf(chart: ParameterChart, label: (model: string) => string, dark: boolean) {
  const colours = dark ? SERIES_COLOURS_DARK : SERIES_COLOURS;
  const series: uPlot.Series[] = [{}];
  const data: (number | null)[][] = [chart.times.map((time) => time / 1000)];
  const bands: uPlot.Band[] = [];
  chart.series.forEach((line, index) => {
    const colour = colours[index % colours.length]!;
    if (line.quantiles) {
      const at = series.length;
      for (const name of ['q95', 'q5', 'q75', 'q25'] as const) {
        series.push({ label: `${label(line.model)} ${name}`, stroke: 'transparent', width: 0, points: { show: false } });
        data.push(line.quantiles[name]);
      }
      bands.push({ series: [at, at + 1], fill: withAlpha(colour, 0.15) }, { series: [at + 2, at + 3], fill: withAlpha(colour, 0.3) });
    }
    series.push({ label: label(line.model), stroke: colour, width: 2, dash: [...SERIES_DASHES[index % SERIES_DASHES.length]!], points: { show: false }, spanGaps: false });
    data.push(line.values);
  });
  return { series, data: data as AlignedData, bands };
}

/**
 * A parameter's forecast over time, one line per model in colours (and dashes) apart for
 * colour-blind readers, an ensemble's q5 to q95 and q25 to q75 as bands around its mean, and a
 * crosshair that reads every series at one time (the mouse, or the arrow keys when focused). Drawn
 * on a canvas by uPlot; its table beside it holds the same numbers for screen readers.
 */
export default function ForecastChart({ chart, label, formatTime, formatValue, onRead, name, dark: darkMode }: ForecastChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const index = useRef<number | null>(null);
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });

  useEffect(() => {
    const element = frame.current;
    // Where nothing can be drawn (no canvas), the table beside the chart holds the numbers.
    if (!element || !canDraw()) return;
    const style = getComputedStyle(element);
    const text = style.color;
    const grid = style.borderTopColor;
    // A host's own appearance may make the page dark in light mode: light text says so.
    const dark = darkMode || isLight(text);
    const { series, data, bands } = plotOf(chart, label, dark);
    const options: Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      series,
      bands,
      legend: { show: false },
      scales: { x: { time: true } },
      cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
      axes: [
        { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, values: (_u, splits) => splits.map((split) => formatTime(split * 1000)), space: 70 },
        { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, values: (_u, splits) => splits.map((split) => formatValue(split)), size: 56 },
      ],
      hooks: {
        setCursor: [
          (u) => {
            const at = u.cursor.idx ?? null;
            if (at === index.current) return;
            index.current = at;
            read.current(at);
          },
        ],
      },
    };
    let resize: ResizeObserver | null = null;
    let ended = false;
    // uPlot is asked for only where it can draw: it reads the screen's pixel ratio as it loads.
    void import('uplot').then(({ default: UPlot }) => {
      if (ended) return;
      const created = new UPlot(options, data, element);
      plot.current = created;
      // A time the keys chose before uPlot was there (or before a redraw) is drawn at once.
      if (index.current !== null && index.current < chart.times.length && document.activeElement === element) created.setCursor(cursorAt(created, chart.times[index.current]!));
      resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
      resize?.observe(element);
    });
    return () => {
      ended = true;
      resize?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
    // The chart is drawn anew when what it shows or the theme changes; the formatters follow the language with the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, darkMode]);

  /** Reads the `at`th time (null: none), and draws the crosshair there once uPlot is drawn. */
  const readAt = (at: number | null) => {
    index.current = at;
    read.current(at);
    const u = plot.current;
    if (u) u.setCursor(at === null ? OFF_CHART : cursorAt(u, chart.times[at]!));
  };

  // The arrow keys move the reading a step; Home and End to the first and last. They work from the
  // chart's first paint: the reading is the chart's own, uPlot only draws it (it loads after).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = chart.times.length;
    if (count === 0) return;
    const current = index.current ?? -1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    readAt(Math.max(0, Math.min(count - 1, next)));
  };

  return <Frame ref={frame} role="application" aria-roledescription="chart" aria-label={name} tabIndex={0} onKeyDown={onKeyDown} onBlur={() => readAt(null)} dir="ltr" />;
}
