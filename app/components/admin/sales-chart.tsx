/**
 * The last 30 days' revenue (bars, ₹) and orders (line), drawn with Recharts. Loaded on the
 * admin dashboard only, after the page is up; the table beside it says the same in words.
 */
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatRupees, formatRupeesPlain } from '#core/money.ts';

export interface SalesDay {
  /** '23 Nov' */
  label: string;
  revenuePaise: number;
  orders: number;
}

/** Whole rupees on the axis: '₹1,23,457'. */
const rupeesAxis = (paise: number) => formatRupeesPlain(Math.round(paise / 100) * 100);

export default function SalesChart({ days }: { days: SalesDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={days} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 12, fill: '#57534e' }}
          interval="preserveStartEnd"
        />
        <YAxis
          yAxisId="revenue"
          tickFormatter={rupeesAxis}
          tick={{ fontSize: 12, fill: '#57534e' }}
          width={72}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: '#57534e' }}
          width={32}
        />
        <Tooltip
          formatter={(value, name) =>
            name === 'Revenue' ? formatRupees(Number(value)) : String(value)
          }
        />
        <Bar yAxisId="revenue" dataKey="revenuePaise" name="Revenue" fill="#d97706" />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          stroke="#7d1526"
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
