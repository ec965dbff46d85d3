// GET /dashboard/earnings/payout/{id}.pdf: a payout's statement (ADR 0258). The payout's vendor,
// or an admin (linked from /admin/payouts); another vendor's payout, or an unknown one: 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCurrentUser, loginRedirect } from "~/accounts/session.server";
import { buildPayoutStatement, payoutStatementPdf } from "~/documents/payout-statement.server";
import { pdfResponse } from "~/documents/pdf.server";
import { languageOf } from "~/i18n/lang.server";
import { requireVendorMember } from "~/supplier/access.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (!user) throw loginRedirect(request);
  const id = /^[0-9]{1,12}$/.test(params.id ?? "") ? Number(params.id) : 0;
  // A vendor's member needs the earnings permission (ADR 0280); the admin may read any.
  const supplierId = user.isAdmin ? user.supplierId : (await requireVendorMember(request, "earnings", "view")).user.supplierId;
  // In the language of the page it was asked from (issue 27).
  const statement = await buildPayoutStatement(id, { isAdmin: user.isAdmin, supplierId }, languageOf(request));
  if (!statement) throw new Response("Not Found", { status: 404 });
  return pdfResponse(await payoutStatementPdf(statement), `payout-statement-${statement.reference}`);
}
