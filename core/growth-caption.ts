/** The admin figures' month-over-month captions (counted in India's months). */

/** '+20.1% from last month'; `nothingLastMonth` when there is nothing to compare with. */
export function growthCaption(thisMonth: number, lastMonth: number, nothingLastMonth: string) {
  if (lastMonth === 0) return nothingLastMonth;
  const change = ((thisMonth - lastMonth) / lastMonth) * 100;
  // Rounded away from zero symmetrically, so -0.05 and +0.05 read alike but for the sign.
  const tenths = Math.round(Math.abs(change) * 10);
  const sign = change < 0 && tenths > 0 ? '-' : '+';
  return `${sign}${(tenths / 10).toFixed(1)}% from last month`;
}
