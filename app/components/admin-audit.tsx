// The admin audit trail as a list (reservation detail) and as a table (/admin/audit), ADR 0141.
// Admin pages only: the words come from the "admin" strings the console's layout sends.
import { useStrings, useLang } from "~/i18n/use-strings";
import { timesIn } from "~/utils/format";

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
  const lang = useLang();
  if (!entries.length) return <p className="mt-2 text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="mt-2 space-y-2 text-sm" data-testid="audit-history">
      {entries.map((e) => (
        <li key={e.id} className="rounded-lg border border-slate-200 p-2" data-testid="audit-entry">
          <p className="font-semibold">
            {e.action}: <span data-testid="audit-values">{e.oldValue} → {e.newValue}</span>
          </p>
          <p className="text-slate-600">
            {e.who} {e.via === "api" ? "(API)" : ""}, {timesIn(e.at, lang)}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function AuditTable({ entries }: { entries: AuditEntryView[] }) {
  const lang = useLang();
  const t = useStrings("admin");
  return (
    <div className="rounded-lg border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent sm:overflow-x-auto">
      <table className="table-cards w-full text-left text-sm">
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">{t["audit.when"]}</th>
            <th scope="col" className="px-3 py-2">{t["audit.who"]}</th>
            <th scope="col" className="px-3 py-2">{t["audit.what"]}</th>
            <th scope="col" className="px-3 py-2">{t["audit.about"]}</th>
            <th scope="col" className="px-3 py-2">{t["audit.oldValue"]}</th>
            <th scope="col" className="px-3 py-2">{t["audit.newValue"]}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((e) => (
            <tr key={e.id} data-testid="audit-row">
              <td data-label={t["audit.when"]} className="px-3 py-2 whitespace-nowrap">{timesIn(e.at, lang)}</td>
              <td data-label={t["audit.who"]} className="px-3 py-2 break-all">{e.who}{e.via === "api" ? " (API)" : ""}</td>
              <td data-label={t["audit.what"]} className="px-3 py-2">{e.action}</td>
              <td data-label={t["audit.about"]} className="px-3 py-2">{e.subject}</td>
              <td data-label={t["audit.oldValue"]} className="px-3 py-2">{e.oldValue}</td>
              <td data-label={t["audit.newValue"]} className="px-3 py-2">{e.newValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
