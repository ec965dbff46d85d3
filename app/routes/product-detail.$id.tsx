// TEMPORARY (cart branch only): a minimal /product-detail/{id} with the reservation form
// contract, so the cart flows can be tested. The discovery issue's page replaces it at merge.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { addToCartSchema } from "~/cart/add-to-cart-schema";
import { addToCart, availableLayouts, bookingDateRange, ensureCartOwner, loadBookableProduct, minQuantity } from "~/cart/cart.server";
import { getDb } from "~/db.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SelectField, SubmitButton, TextareaField } from "~/components/forms";
import { discountedPrice, formatRupiah, hourlyTimes, unitLabel } from "~/utils/format";

function findProduct(id: string | undefined) {
  const productId = Number(id);
  const found = Number.isInteger(productId) && productId > 0 ? loadBookableProduct(getDb(), productId) : undefined;
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const { product, subVenue, venueName, venueLocation } = findProduct(params.id);
  return json({
    product: {
      id: product.id,
      productName: product.productName,
      unit: unitLabel(product.unit),
      price: discountedPrice(product.price, product.discountPercentage),
    },
    venueName,
    venueLocation,
    subVenueName: subVenue.name,
    layouts: availableLayouts(subVenue),
    minQty: minQuantity(product.unit, subVenue),
    range: bookingDateRange(),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { product, subVenue } = findProduct(params.id);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: addToCartSchema({ minQty: minQuantity(product.unit, subVenue) }) });
  if (submission.status !== "success") return json({ result: submission.reply(), success: null }, { status: 400 });
  const { owner, headers } = await ensureCartOwner(request);
  const added = addToCart(owner, { ...submission.value, productId: product.id });
  if (!added.ok) {
    return json(
      { result: submission.reply({ formErrors: added.formError ? [added.formError] : undefined, fieldErrors: added.fieldErrors }), success: null },
      { status: added.status, headers },
    );
  }
  return json(
    { result: submission.reply({ resetForm: true }), success: { productName: added.productName, venueName: added.venueName, location: added.location } },
    { headers },
  );
}

export default function ProductDetail() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reservation-form",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addToCartSchema({ minQty: data.minQty }) }),
    defaultValue: { date: data.range.min, time: "10:00", qty: String(data.minQty) },
  });
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{data.product.productName}</h1>
      <p className="text-slate-600">{data.venueName}, {data.subVenueName}, {data.venueLocation}</p>
      <p className="mt-2 font-semibold">{formatRupiah(data.product.price)} / {data.product.unit}</p>
      {actionData?.success ? (
        <section className="mt-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4" role="status">
          <p className="font-semibold">Successfully added to Reservation List</p>
          <p className="text-sm">{actionData.success.productName}, {actionData.success.venueName}, {actionData.success.location}</p>
          <div className="mt-2 flex gap-4">
            <Link to={`/product-detail/${data.product.id}`} className="underline">Add more product</Link>
            <Link to="/reservation-summary" className="underline">Go to Reservation List</Link>
          </div>
        </section>
      ) : null}
      <Form method="post" className="mt-6 grid gap-x-4 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2" {...getFormProps(form)}>
        <input type="hidden" name="productId" value={data.product.id} />
        <Field label="Date" inputProps={{ ...getInputProps(fields.date, { type: "date" }), min: data.range.min, max: data.range.max }} errors={fields.date.errors} />
        <SelectField label="Time" selectProps={getSelectProps(fields.time)} options={hourlyTimes().map((t) => ({ value: t, label: t }))} errors={fields.time.errors} />
        <SelectField
          label="Seat layout"
          selectProps={getSelectProps(fields.setup)}
          options={[{ value: "", label: "Select layout" }, ...data.layouts.map((l) => ({ value: l.value, label: `${l.label} (${l.capacity})` }))]}
          errors={fields.setup.errors}
        />
        <Field label="Quantity" inputProps={{ ...getInputProps(fields.qty, { type: "number" }), min: data.minQty }} errors={fields.qty.errors} />
        <Field className="sm:col-span-2" label="Event name" inputProps={getInputProps(fields.eventName, { type: "text" })} errors={fields.eventName.errors} />
        <TextareaField className="sm:col-span-2" label="Notes" textareaProps={getTextareaProps(fields.note)} errors={fields.note.errors} />
        <div className="sm:col-span-2">
          <ErrorList id={form.errorId} errors={form.errors} />
          <SubmitButton>ADD TO RESERVATION LIST</SubmitButton>
        </div>
      </Form>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
