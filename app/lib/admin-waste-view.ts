/**
 * The dashboard's waste as the browser gets it: each sweet's weeks in words for the table, and
 * the same shares as numbers for the chart.
 */
import { formatShopDayMonth } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { wasteSharePercent, wasteShareText, type WasteFigures } from '#core/kitchen-waste.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { WasteReport } from '#server/kitchen/waste-report.ts';

/** A cell of the table: '12.5%' and '500 g of 4 kg'; a week that made nothing, 'None made' alone. */
export interface WasteCell {
  share: string;
  grams: string | null;
}

/** One week of the chart: its label on the axis, and each sweet's share (null: none made). */
export interface WasteChartWeek {
  label: string;
  shares: Record<string, number | null>;
}

export interface WasteChartLine {
  productId: string;
  name: string;
}

function wasteCell(figures: WasteFigures): WasteCell {
  return {
    share: wasteShareText(figures),
    grams:
      figures.gramsMade > 0
        ? `${gramsText(figures.gramsWrittenOff)} of ${gramsText(figures.gramsMade)}`
        : null,
  };
}

export function adminWasteView(report: WasteReport) {
  const labels = report.weeks.map((weekStart) => formatShopDayMonth(indiaDayStart(weekStart)));
  return {
    /** The table's column headings for the weeks, oldest first: 'Week of 23 Nov'. */
    weeks: labels.map((label) => `Week of ${label}`),
    sweets: report.sweets.map((sweet) => ({
      productId: sweet.productId,
      name: sweet.name,
      weeks: sweet.weeks.map(wasteCell),
      total: wasteCell(sweet.total),
    })),
    chart: {
      lines: report.sweets.map((sweet): WasteChartLine => ({
        productId: sweet.productId,
        name: sweet.name,
      })),
      weeks: labels.map((label, index): WasteChartWeek => ({
        label,
        shares: Object.fromEntries(
          report.sweets.map((sweet) => {
            const week = sweet.weeks[index];
            return [sweet.productId, week ? wasteSharePercent(week) : null];
          }),
        ),
      })),
    },
  };
}

export type AdminWasteView = ReturnType<typeof adminWasteView>;
