// The admin audit trail as a list (reservation detail) and as a table (/admin/audit), ADR 0141.
export type AuditEntryView = {
  id: number;
  at: string;
  who: string;
  via: string;
  action: string;
  subject: string;
  oldValue: string;
  newValue: string;
};

export function AuditList({ entries, empty }: { entries: AuditEntryView[]; empty: string }) {
  if (!entries.length) return <p className="mt-2 text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="mt-2 space-y-2 text-sm" data-testid="audit-history">
      {entries.map((e) => (
        <li key={e.id} className="rounded-lg border border-slate-200 p-2" data-testid="audit-entry">
          <p className="font-semibold">
            {e.action}: {e.oldValue} → {e.newValue}
          </p>
          <p className="text-slate-600">
            {e.who} {e.via === "api" ? "(API)" : ""}, {e.at}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent sm:overflow-x-auto">
      <table className="table-cards w-full text-left text-sm">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">When</th>
            <th scope="col" className="px-3 py-2">Who</th>
            <th scope="col" className="px-3 py-2">What</th>
            <th scope="col" className="px-3 py-2">About</th>
            <th scope="col" className="px-3 py-2">Old value</th>
            <th scope="col" className="px-3 py-2">New value</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td data-label="When" className="px-3 py-2 whitespace-nowrap">{e.at}</td>
              <td data-label="Who" className="px-3 py-2 break-all">{e.who}{e.via === "api" ? " (API)" : ""}</td>
              <td data-label="What" className="px-3 py-2">{e.action}</td>
              <td data-label="About" className="px-3 py-2">{e.subject}</td>
              <td data-label="Old value" className="px-3 py-2">{e.oldValue}</td>
              <td data-label="New value" className="px-3 py-2">{e.newValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
