/**
 * Wraps vega-lite (the chart described) and vega (drawn to SVG in Node, no browser).
 * The benchmark charts of docs/performance.md: each benchmark's JSON (.cache/) turned into rows of bars, one
 * panel per measure, every bar labelled with its value and unit, on a white card that reads
 * the same in GitHub's light and dark themes.
 */
import * as vega from 'vega';
import { compile } from 'vega-lite';

/** One colour per series (build, content set) in the order they come: the shipped build first. */
const PALETTE = ['#0969da', '#bc4c00', '#8250df', '#1a7f37', '#6e7781', '#bf3989'];
const INK = '#1f2328';
const MUTED = '#59636e';

/** In order of first appearance, `preferred` first (those that occur). */
function orderOf(values, preferred = []) {
  const seen = [...new Set(values)];
  return [...preferred.filter((value) => seen.includes(value)), ...seen.filter((value) => !preferred.includes(value))];
}

/**
 * A vega-lite spec of horizontal bars: one panel per `panel`, one row per `group`, one bar per
 * `series` in a row (its colour, with a legend when there is more than one).
 * @param {{ title: string, subtitle?: string[], description: string,
 *   rows: Array<{ panel: string, group: string, series?: string, value: number, label: string }>,
 *   sharedScale?: boolean, seriesOrder?: string[] }} chart
 *   `label` is what the bar says (value and unit); `sharedScale` when the panels measure the same thing
 */
export function barChart({ title, subtitle = [], description, rows, sharedScale = false, seriesOrder = [] }) {
  const drawn = rows.filter((row) => Number.isFinite(row.value)).map((row) => ({ series: '', ...row }));
  const panels = orderOf(drawn.map((row) => row.panel));
  const groups = orderOf(drawn.map((row) => row.group));
  const series = orderOf(
    drawn.map((row) => row.series),
    seriesOrder,
  );
  // Room past the longest bar for its label: an invisible mark there stretches the scale.
  const longest = (panel) =>
    Math.max(...drawn.filter((row) => sharedScale || row.panel === panel).map((row) => row.value));
  const values = drawn.map((row) => ({ ...row, room: longest(row.panel) * 1.35 }));
  const several = series.length > 1;
  const barHeight = 16;

  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    description,
    background: '#ffffff',
    padding: 16,
    title: {
      text: title,
      subtitle,
      anchor: 'start',
      color: INK,
      subtitleColor: MUTED,
      fontSize: 15,
      subtitleFontSize: 12,
      offset: 12,
    },
    config: {
      font: 'Helvetica, Arial, sans-serif',
      view: { stroke: null },
      axis: {
        labelColor: INK,
        titleColor: MUTED,
        domainColor: '#8c959f',
        tickColor: '#8c959f',
        gridColor: '#eaeef2',
        labelFontSize: 12,
      },
      header: { labelColor: INK, labelFontSize: 13, labelFontWeight: 'bold', labelAnchor: 'start', labelPadding: 6 },
      legend: {
        labelColor: INK,
        labelFontSize: 12,
        labelLimit: 0,
        orient: 'top',
        direction: 'horizontal',
        title: null,
      },
    },
    data: { values },
    facet: { column: { field: 'panel', type: 'nominal', sort: panels, title: null } },
    spacing: 24,
    resolve: { scale: { x: sharedScale ? 'shared' : 'independent' } },
    spec: {
      // About 900 px in all, the width GitHub gives a README, so the text stays its size.
      width: Math.round(560 / panels.length),
      // One bar's height per series; the rows are set apart by the y scale's padding.
      height: { step: barHeight, for: several ? 'offset' : 'position' },
      encoding: {
        y: {
          field: 'group',
          type: 'nominal',
          sort: groups,
          title: null,
          scale: { paddingInner: several ? 0.3 : 0.15, paddingOuter: 0.1 },
          axis: { labelLimit: 0, domain: false, ticks: false, labelPadding: 6 },
        },
        ...(several ? { yOffset: { field: 'series', type: 'nominal', sort: series } } : {}),
        // The labels carry the values: no x axis.
        x: { field: 'value', type: 'quantitative', title: null, axis: null },
      },
      layer: [
        {
          mark: { type: 'bar', height: barHeight - 2 },
          encoding: {
            color: several
              ? // Three to a line, so that more builds wrap rather than widen the chart.
                {
                  field: 'series',
                  type: 'nominal',
                  sort: series,
                  scale: { domain: series, range: PALETTE },
                  legend: { columns: Math.min(series.length, 3) },
                }
              : { value: PALETTE[0] },
          },
        },
        {
          mark: { type: 'text', align: 'left', baseline: 'middle', dx: 4, color: INK, fontSize: 12 },
          encoding: { text: { field: 'label' } },
        },
        { mark: { type: 'tick', opacity: 0 }, encoding: { x: { field: 'room', type: 'quantitative' } } },
      ],
    },
  };
}

/** The chart drawn as an SVG document. */
export async function renderSvg(spec) {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** "1.6 Mbit/s, 150 ms" from the DevTools throttling a profile sets (bytes/s, ms). */
function linkLabel(profile) {
  const { downloadThroughput: down, latency } = profile.conditions ?? {};
  if (down === undefined) return profile.name;
  if (down < 0) return 'unthrottled';
  const bits = down * 8;
  const rate = bits >= 1e6 ? `${Number((bits / 1e6).toFixed(1))} Mbit/s` : `${Number((bits / 1e3).toFixed(0))} kbit/s`;
  return `${rate}, ${latency} ms`;
}

/**
 * `npm run bench:network` (.cache/bench-network.json): the largest paint and the moment the
 * code has run on one route, per link, one bar per build measured (however many, by their
 * names in the file).
 */
export function networkChart(bench, route = '/') {
  const builds = (bench.builds ?? []).map((build) => build.label ?? build.name);
  const shown = bench.rows.some((row) => row.route === route) ? route : bench.rows[0]?.route;
  const links = new Map((bench.profiles ?? []).map((profile) => [profile.name, linkLabel(profile)]));
  const measures = [
    ['lcp', 'Largest paint (LCP)'],
    ['hydrated', 'Code ran'],
  ];
  const rows = bench.rows
    .filter((row) => row.route === shown)
    .flatMap((row) =>
      measures.map(([key, panel]) => ({
        panel,
        group: links.get(row.profile) ?? row.profile,
        series: row.build ?? row.label,
        value: row[key] ?? NaN,
        label: row[key] === null || row[key] === undefined ? '' : seconds(row[key]),
      })),
    );
  return barChart({
    title: `First view of ${shown} on throttled links (npm run bench:network)`,
    subtitle: [
      `Seconds from navigation, median of ${bench.runs} loads · ` +
        `Chromium at 375 px, CPU ${bench.cpuSlowdown}× slower, cache off`,
    ],
    description:
      `Bar chart: the largest paint and the moment the code ran on ${shown}, per link profile, ` +
      `for each build measured (${builds.join(', ')}).`,
    rows,
    sharedScale: true,
    seriesOrder: builds,
  });
}

/**
 * `npm run audit` (.cache/audit.json): the Performance score, LCP and TBT of every page audited,
 * a bar per colour scheme of the visitor's system.
 */
export function lighthouseChart(audit) {
  const rows = audit.rows.flatMap((row) => {
    const bar = { group: row.route, ...(row.scheme && { series: `${row.scheme} system` }) };
    return [
      { ...bar, panel: 'Performance score', value: row.performance, label: `${row.performance} / 100` },
      { ...bar, panel: 'Largest paint (LCP)', value: row.lcp, label: `${row.lcp} ms` },
      { ...bar, panel: 'Total blocking time (TBT)', value: row.tbt, label: `${row.tbt} ms` },
    ];
  });
  const schemes = audit.schemes?.length ? ` · a system in ${audit.schemes.join(' and in ')}` : '';
  const perScheme =
    audit.schemes?.length > 1 ? ', for a visitor whose system is light and one whose system is dark' : '';
  return barChart({
    title: 'Lighthouse per page (npm run audit)',
    subtitle: [
      `Lighthouse ${audit.lighthouse} · ${audit.formFactor}, throttling method: ${audit.throttling} · ` +
        `median of ${audit.runs} runs${schemes}`,
    ],
    description:
      'Bar chart: the Lighthouse Performance score, largest contentful paint and total blocking time ' +
      `of every page audited${perScheme}.`,
    rows,
  });
}

/**
 * `npm run bench:scale` (.cache/bench-scale.json): a first visit's JavaScript and bytes per page,
 * the demo against ten times its content.
 */
export function scaleChart(bench) {
  const sets = (bench.builds ?? []).map((build) => build.name);
  const measures = [
    ['js', 'JavaScript (gzip)'],
    ['bytes', 'Everything a first visit loads'],
  ];
  const rows = bench.rows.flatMap((row) =>
    Object.entries(row)
      .filter(([, result]) => result && typeof result === 'object')
      .flatMap(([set, result]) =>
        measures.map(([key, panel]) => ({
          panel,
          group: row.route,
          series: `${set} content`,
          value: result[key],
          label: kilobytes(result[key]),
        })),
      ),
  );
  return barChart({
    title: 'A first visit with ten times the content (npm run bench:scale)',
    subtitle: ['Kilobytes transferred at 375 px with the cache off, per page'],
    description:
      'Bar chart: the JavaScript and all the bytes a first visit to each page loads, ' +
      `for the demo's content and ten times as much (${sets.join(', ')}).`,
    rows,
    sharedScale: true,
    seriesOrder: sets.map((set) => `${set} content`),
  });
}
