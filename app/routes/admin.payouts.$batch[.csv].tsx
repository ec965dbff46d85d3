// GET /admin/payouts/{batch}.csv: the bank's file for a payout batch; /admin/payouts/report.csv:
// revenue, commission, refunds and payouts by month (ADR 0257).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/accounts/session.server";
import { monthlyReport, payoutBatchCsv, reportBasisOf } from "~/ledger/payouts.server";
import { toCsv } from "~/utils/csv";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const batch = params.batch ?? "";
  // The report's months by payment date or by event date (ADR 0355); TEST money in its own column.
  const basis = reportBasisOf(new URL(request.url).searchParams.get("basis"));
  const csv =
    batch === "report"
      ? toCsv(
          ["month", "basis", "revenue", "refunds", "commission", "payouts", "test_not_counted"],
          (await monthlyReport({ basis })).map((m) => [m.month, basis, m.revenue, m.refunds, m.commission, m.payouts, m.test]),
        )
      : /^PB-[0-9A-Z-]{1,40}$/.test(batch)
        ? await payoutBatchCsv(batch)
        : null;
  if (csv === null) throw new Response("Not Found", { status: 404 });
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${batch}.csv"`, "Cache-Control": "private, no-store" },
  });
}
