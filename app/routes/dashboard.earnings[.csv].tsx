// GET /dashboard/earnings.csv: the vendor's earnings per booking (ADR 0257).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { earningsOf } from "~/ledger/earnings.server";
import { requireVendorMember, venueFilterOf } from "~/supplier/access.server";
import { toCsv } from "~/utils/csv";
import { baliIsoDate } from "~/utils/format";

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "earnings", "view");
  // The page's venue filter (ADR 0282), validated against the organisation's venues.
  const { rows } = await earningsOf(member.supplierId, new Date(), venueFilterOf(new URL(request.url).searchParams, member));
  const csv = toCsv(
    ["invoice", "product", "event_date", "cancelled", "paid", "refunded", "commission", "net", "state", "payout_reference"],
    rows.map((r) => [r.invoiceNo, r.productName, r.eventDate, r.cancelled, r.paid, r.refunded, r.commission, r.net, r.state, r.payoutReference]),
  );
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="earnings-${baliIsoDate()}.csv"`, "Cache-Control": "private, no-store" },
  });
}
