// /auth: send each role to its home (spec): admin to the console, vendor to the dashboard,
// everyone else to /login (which forwards a logged-in customer to /).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getCurrentUser } from "~/accounts/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser(request);
  if (user?.isAdmin) return redirect("/admin/manage-payments");
  if (user?.isSupplier && user.supplierId) return redirect("/dashboard");
  return redirect("/login");
}
