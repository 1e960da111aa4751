/** The Activity page's filters and its table of audit entries. */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import type { AuditQueryView } from '#app/lib/list-queries.ts';
import { auditAreas } from '#core/audit.ts';
import { AdminTable, adminCell } from './admin-table.tsx';

export interface AuditEntryView {
  id: number;
  at: string;
  when: string;
  who: string;
  role: string;
  email: string;
  address: string;
  what: string;
  subject: string;
  before: string;
  after: string;
}

const control = 'mt-1 block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm';
const label = 'block text-sm font-medium text-stone-800';

export function ActivityFilters(props: {
  query: AuditQueryView;
  people: ReadonlyArray<{ id: string; name: string; email: string }>;
}) {
  const { query } = props;
  return (
    <Form
      method="get"
      aria-label="Activity filters"
      className="mt-6 grid gap-4 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-5"
    >
      <div>
        <label htmlFor="activity-person" className={label}>
          Person
        </label>
        <select id="activity-person" name="person" defaultValue={query.person} className={control}>
          <option value="">Everyone</option>
          {props.people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-area" className={label}>
          Kind
        </label>
        <select id="activity-area" name="area" defaultValue={query.area} className={control}>
          <option value="">Everything</option>
          {Object.entries(auditAreas).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-from" className={label}>
          From
        </label>
        <input
          id="activity-from"
          type="date"
          name="from"
          defaultValue={query.from}
          className={control}
        />
      </div>
      <div>
        <label htmlFor="activity-to" className={label}>
          To
        </label>
        <input id="activity-to" type="date" name="to" defaultValue={query.to} className={control} />
      </div>
      <div className="sm:pt-6">
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </div>
    </Form>
  );
}

export function ActivityTable({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) {
    return (
      <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
        Nothing was recorded that matches these filters.
      </p>
    );
  }
  return (
    <AdminTable
      caption="What the staff did, newest first"
      headings={['When', 'Who', 'What', 'Before', 'After']}
      // Long addresses and values wrap anywhere rather than widen the table past the page.
      className="mt-6 [overflow-wrap:anywhere]"
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={adminCell}>
            <time dateTime={entry.at}>{entry.when}</time>
          </td>
          <td className={adminCell}>
            <p className="font-medium text-stone-900">{entry.who}</p>
            <p className="text-stone-600">
              {entry.role} · {entry.email}
            </p>
            {entry.address && <p className="text-stone-600">from {entry.address}</p>}
          </td>
          <th scope="row" className={`${adminCell} text-left font-normal`}>
            <p className="font-medium text-stone-900">{entry.what}</p>
            <p className="text-stone-700">{entry.subject}</p>
          </th>
          <td className={`${adminCell} text-stone-700`}>{entry.before}</td>
          <td className={`${adminCell} text-stone-700`}>{entry.after}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
