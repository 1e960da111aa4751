/** The audit log as a CSV file, safe to open in a spreadsheet (as payout-csv.ts writes it). */
import { spreadsheetCsv } from '#server/http/spreadsheet-csv.ts';
import { auditKinds, valuesText } from '#core/audit.ts';
import { indiaDateTime } from '#core/india-calendar.ts';
import type { AuditRow } from './audit-entries.ts';

const header = [
  'When (IST)',
  'Who',
  'E-mail',
  'Role',
  'Address',
  'What',
  'About',
  'Before',
  'After',
];

export function auditCsv(entries: readonly AuditRow[]): string {
  return spreadsheetCsv([
    header,
    ...entries.map((entry) => [
      indiaDateTime(entry.at),
      entry.actorName,
      entry.actorEmail,
      entry.actorRole,
      entry.address ?? '',
      auditKinds[entry.kind].label,
      entry.subject,
      valuesText(entry.before),
      valuesText(entry.after),
    ]),
  ]);
}
