// /voucher/{invoiceNo}/calendar.ics[?line={id}]: "Add to calendar" of a paid booking, the whole
// invoice or one line, in Bali time. Same access as the voucher; unpaid or unknown: 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { calendarResponse } from "~/checkout/calendar.server";
import { invoiceCalendar, requireVoucherInvoice } from "~/checkout/voucher.server";
import { appOrigin } from "~/utils/url.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoice = await requireVoucherInvoice(request, params.id);
  if (invoice.status !== "paid") throw new Response("Not Found", { status: 404 });
  const line = new URL(request.url).searchParams.get("line");
  const lineId = line === null ? null : /^[0-9]{1,12}$/.test(line) ? Number(line) : -1;
  const body = await invoiceCalendar(invoice, appOrigin(request), lineId);
  if (!body) throw new Response("Not Found", { status: 404 });
  const name = invoice.voucherNo ?? invoice.invoiceNo;
  return calendarResponse(body, lineId === null ? name : `${name}-${lineId}`);
}
