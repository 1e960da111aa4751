/**
 * Printing one part of a page on the counter's thermal paper (58 or 80 mm): the page is the
 * paper's width, and only what carries `THERMAL_PAPER_CLASS` prints, set at the paper's top-left.
 * For any counter printout (the Z report; a bill's receipt could share it).
 */
export const THERMAL_PAPER_CLASS = 'thermal-paper';

function thermalPrintStyle(paperWidthMm: 58 | 80) {
  return `@media print {
  @page { size: ${paperWidthMm}mm auto; margin: 0 }
  body * { visibility: hidden; }
  .${THERMAL_PAPER_CLASS}, .${THERMAL_PAPER_CLASS} * { visibility: visible; }
  .${THERMAL_PAPER_CLASS} { position: absolute; left: 0; top: 0; margin: 0; box-shadow: none;
    border: 0; width: ${paperWidthMm}mm; max-width: none; padding: 2mm;
    font-size: ${paperWidthMm === 58 ? 8 : 10}pt; }
}`;
}

/** The print style, put once beside the printout. */
export function ThermalPrintStyle({ paperWidthMm }: { paperWidthMm: number }) {
  return <style>{thermalPrintStyle(paperWidthMm === 58 ? 58 : 80)}</style>;
}
