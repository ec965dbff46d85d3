// GET /v1/cart-reservation-venue?page&limit: the caller's reservation list.
// POST /v1/cart-reservation-venue {productId, datetime (epoch ms), setup, note, qty[, eventName]}.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireApiCartOwner, withGuestCartId } from "~/cart/api-owner.server";
import type { CartOwner } from "~/cart/cart.server";
import { ApiCartAddSchema } from "~/api/request-schemas";
import { ADD_TO_CART_MESSAGES, addToCartSchema } from "~/cart/add-to-cart-schema";
import { addToCart, CART_MESSAGES, findBookableProduct, listCart, minQuantity } from "~/cart/cart.server";
import { apiError, apiJson, apiList, apiPaging, pageOf, readBody } from "~/http/api.server";
import { messageText } from "~/i18n/catalog/text.server";
import { PAGE_SIZES } from "~/utils/constants";
import { baliIsoDate, baliTime } from "~/utils/format";

// A guest without a server-issued session-id gets one with the answer (ADR 0026).
export async function loader({ request }: LoaderFunctionArgs) {
  const cart = await requireApiCartOwner(request);
  return withGuestCartId(await listItems(request, cart.owner), cart);
}

async function listItems(request: Request, owner: CartOwner) {
  const paging = apiPaging(new URL(request.url), PAGE_SIZES.cart);
  const { items, subtotal } = await listCart(owner);
  const data = pageOf(items, paging).map((i) => ({
    id: i.id,
    productId: i.productId,
    productName: i.productName,
    venueName: i.venueName,
    subVenueName: i.subVenueName,
    inclusion: i.inclusion,
    eventName: i.eventName,
    note: i.note,
    setup: i.setup,
    datetime: i.startsAt.getTime(),
    price: i.price,
    qty: i.qty,
    unit: i.unit,
    totalPrice: i.totalPrice,
    problem: i.problem && messageText("en", i.problem), // /v1 answers in English
  }));
  return apiList(data, { ...paging, total: items.length }, { headers: { "X-Subtotal": String(subtotal) } });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const cart = await requireApiCartOwner(request);
  return withGuestCartId(await addItem(request, cart.owner), cart);
}

async function addItem(request: Request, owner: CartOwner) {
  const raw = await readBody(request);
  // Numbers may come as strings, blanks mean "not given"; the cart rules below give the messages.
  const shape = ApiCartAddSchema.safeParse(raw);
  const issues = new Set(shape.success ? [] : shape.error.issues.map((i) => String(i.path[0])));
  const body: Record<string, unknown> = shape.success ? shape.data : raw;
  const productId = issues.has("productId") ? NaN : Number(body.productId);
  const found = Number.isInteger(productId) && productId > 0 ? await findBookableProduct(productId) : undefined;
  if (!found) return apiError(404, CART_MESSAGES.notFound);
  const datetime = issues.has("datetime") ? NaN : Number(body.datetime);
  if (!Number.isFinite(datetime)) return apiError(400, ADD_TO_CART_MESSAGES.missing, { datetime: [ADD_TO_CART_MESSAGES.missing] });
  const hasEventName = typeof body.eventName === "string" && body.eventName.trim() !== "";
  const parsed = addToCartSchema({ minQty: minQuantity(found.product.unit, found.subVenue) }).safeParse({
    productId,
    date: baliIsoDate(datetime),
    time: baliTime(datetime),
    setup: body.setup,
    qty: body.qty,
    // Existing API clients do not send an event name (spec payload); the form requires one.
    eventName: hasEventName ? body.eventName : "-",
    note: typeof body.note === "string" ? body.note : undefined,
  });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
    return apiError(400, Object.values(errors)[0]?.[0] ?? "Invalid request", errors);
  }
  const result = await addToCart(owner, { ...parsed.data, eventName: hasEventName ? parsed.data.eventName : "" });
  if (!result.ok) {
    return apiError(result.status, result.formError ?? Object.values(result.fieldErrors ?? {})[0]?.[0] ?? "Invalid request", result.fieldErrors);
  }
  return apiJson({ id: result.itemId, productName: result.productName, venueName: result.venueName, location: result.location }, { status: 201, message: ADD_TO_CART_MESSAGES.success });
}
