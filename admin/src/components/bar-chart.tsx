/**
 * A tiny SVG bar chart (no chart library): one bar per point, a label under every nth bar,
 * and a text summary for screen readers.
 */
export interface BarPoint {
  label: string;
  value: number;
}

interface Props {
  title: string;
  data: BarPoint[];
  height?: number;
  /** Show every nth x label (long series get crowded). */
  labelEvery?: number;
  color?: string;
  barWidth?: number;
  /** How a value is written (on its bar, in the summary); as it is by default. */
  format?: (value: number) => string;
}

export function BarChart({
  title,
  data,
  height = 170,
  labelEvery = 1,
  color = '#3f51b5',
  barWidth = 18,
  format = String,
}: Props) {
  const max = Math.max(1, ...data.map((d) => d.value));
  const gap = Math.max(4, Math.round(barWidth / 4));
  const top = 16;
  const bottom = 28;
  const pad = 20;
  const width = Math.max(1, data.length) * (barWidth + gap) + 2 * pad;
  const plot = height - top - bottom;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const summary = `${title}: ${format(total)} in total, highest ${format(max === 1 && total === 0 ? 0 : max)}`;
  // Drawn at its own size (labels stay 12 px, docs/requirements.md#dashboard-phone); a narrow screen
  // scrolls the chart, never the page.
  return (
    <div tabIndex={0} role="group" aria-label={title} style={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
        <title>{summary}</title>
        {data.map((d, i) => {
          const h = Math.round((d.value / max) * plot);
          const x = pad + i * (barWidth + gap);
          return (
            <g key={`${d.label}-${i}`}>
              <rect x={x} y={top + plot - h} width={barWidth} height={Math.max(h, d.value ? 1 : 0)} fill={color} rx={2}>
                <title>{`${d.label}: ${format(d.value)}`}</title>
              </rect>
              {d.value > 0 && (
                <text x={x + barWidth / 2} y={top + plot - h - 3} fontSize="12" textAnchor="middle" fill="currentColor">
                  {format(d.value)}
                </text>
              )}
              {i % labelEvery === 0 && (
                <text x={x + barWidth / 2} y={height - 10} fontSize="12" textAnchor="middle" fill="currentColor">
                  {d.label}
                </text>
              )}
            </g>
          );
        })}
        <line x1={0} x2={width} y1={top + plot} y2={top + plot} stroke="currentColor" strokeOpacity={0.3} />
      </svg>
    </div>
  );
}
