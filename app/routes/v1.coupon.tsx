// POST /v1/coupon {couponCode}: checks a voucher code; answers its discount percentage.
import type { ActionFunctionArgs } from "@remix-run/node";
import { checkCoupon, COUPON_MESSAGES } from "~/checkout/coupon.server";
import { apiError, apiJson, readBody } from "~/http/api.server";

export async function loader() {
  return apiError(405, "Method Not Allowed");
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const body = await readBody(request);
  const check = await checkCoupon(body.couponCode);
  if (!check.ok) return apiError(400, check.message);
  return apiJson(
    { couponCode: check.coupon.code, discountPercentage: check.coupon.discountPercentage },
    { message: COUPON_MESSAGES.valid },
  );
}
