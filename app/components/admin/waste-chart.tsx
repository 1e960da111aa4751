/**
 * Each sweet's waste per week (a line each, % of what was made), drawn with Recharts like the
 * sales chart. Loaded on the admin dashboard only, after the page is up; the table below it says
 * the same in words.
 */
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { WasteChartLine, WasteChartWeek } from '#app/lib/admin-waste-view.ts';

/** Colours apart from each other on white; past them, the same again dashed. */
const LINE_COLOURS = [
  '#7d1526',
  '#d97706',
  '#15803d',
  '#1d4ed8',
  '#7e22ce',
  '#0f766e',
  '#be185d',
  '#57534e',
];

const percent = (value: number) => `${value.toFixed(1)}%`;

export default function WasteChart(props: { lines: WasteChartLine[]; weeks: WasteChartWeek[] }) {
  return (
    <ResponsiveContainer width="100%" height={320}>
      <LineChart data={props.weeks} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#57534e' }} />
        <YAxis
          tickFormatter={(value: number) => `${value}%`}
          tick={{ fontSize: 12, fill: '#57534e' }}
          width={48}
        />
        <Tooltip
          formatter={(value) => (typeof value === 'number' ? percent(value) : 'None made')}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {props.lines.map((line, index) => (
          <Line
            key={line.productId}
            dataKey={(week: WasteChartWeek) => week.shares[line.productId] ?? null}
            name={line.name}
            stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
            strokeDasharray={index < LINE_COLOURS.length ? undefined : '6 3'}
            strokeWidth={2}
            dot={{ r: 3 }}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
