// Checkout in two server-rendered steps of one route: step 1 'Reservation Summary' (lines,
// remove, voucher code, totals) and step 2 'Contact Details' (?step=contact). Remove, coupon
// and checkout are intents of the action, so everything works without JavaScript.
import { json, redirect, parseWithZod, commitSession, getSession, getCartOwner, listCart, removeCartItem, cartPaymentSchedule, checkoutAndNotify, newCheckoutKey, pageLanguage, messageText, translateReply, CheckoutFormSchema, checkCoupon, computeTotals, COUPON_MESSAGES, invoicePaths, cartLineView, redirectWithToast, clientIp, appOrigin, readFormData, formatDate } from "~/server-imports/reservation-summary.server";
import type * as z from "zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/form";
import { fill } from "~/i18n/config";
import { useStrings } from "~/i18n/use-strings";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, SubmitButton, useFormReply } from "~/components/forms";
import { ReservationLinesTable, TotalsBlock } from "~/components/reservation";
import { pageMeta } from "~/utils/meta";
import { Money } from "~/components/money";

const SUMMARY_PATH = "/reservation-summary";
const CONTACT_PATH = "/reservation-summary?step=contact";
// Without JavaScript a post reloads the page at the top; these fragments bring the browser back
// to the outcome (the coupon's message, the checkout form's errors) on the page that answers.
const COUPON_OUTCOME = `${SUMMARY_PATH}#voucher-code`;
const CHECKOUT_OUTCOME = `${CONTACT_PATH}#contact-heading`;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = pageLanguage(request, "checkout");
  const { lang } = language;
  const { owner, user } = await getCartOwner(request);
  const cart = owner ? await listCart(owner) : { items: [], subtotal: 0 };
  const step: "summary" | "contact" = url.searchParams.get("step") === "contact" ? "contact" : "summary";
  if (step === "contact" && cart.items.length === 0) throw redirect(SUMMARY_PATH);

  const session = await getSession(request);
  const savedCode = session.get("couponCode");
  const coupon = savedCode ? await checkCoupon(savedCode) : null;
  const totals = computeTotals(cart.subtotal, coupon?.ok ? coupon.coupon.discountPercentage : 0);
  const schedule = cartPaymentSchedule(cart.items, totals.discountAmount);
  return json({
    ...language,
    /** Deposit now and balance later, when a line's terms allow it (ADR 0256). */
    schedule: schedule.balance > 0 ? { today: schedule.today, balance: schedule.balance, dueDate: formatDate(schedule.dueAt!) } : null,
    step,
    lines: cart.items.map((item) => cartLineView(item, lang)),
    hasProblems: cart.items.some((i) => i.problem),
    totals: { ...totals, couponCode: coupon?.ok ? coupon.coupon.code : null },
    couponError: coupon && !coupon.ok ? `${savedCode}: ${messageText(lang, coupon.message)}` : null,
    checkoutKey: newCheckoutKey(),
    isLoggedIn: !!user,
    prefill: user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const { owner, user } = await getCartOwner(request);
  const session = await getSession(request);
  const { lang } = pageLanguage(request);

  if (intent === "remove") {
    if (owner) await removeCartItem(owner, Number(formData.get("itemId")));
    return redirect(SUMMARY_PATH);
  }

  if (intent === "apply-coupon") {
    const code = String(formData.get("couponCode") ?? "");
    const check = await checkCoupon(code);
    if (!check.ok) return json({ intent, couponError: messageText(lang, check.message), code } as const, { status: 400 });
    session.set("couponCode", check.coupon.code);
    // Redirect, so the page (also without JavaScript) is rendered with the new session.
    return redirectWithToast(
      COUPON_OUTCOME,
      { type: "success", description: messageText(lang, COUPON_MESSAGES.valid) },
      { headers: { "Set-Cookie": await commitSession(session) } },
    );
  }

  if (intent === "remove-coupon") {
    session.unset("couponCode");
    const back = formData.get("step") === "contact" ? CONTACT_PATH : SUMMARY_PATH;
    return redirect(back, { headers: { "Set-Cookie": await commitSession(session) } });
  }

  if (intent === "checkout") {
    const submission = parseWithZod(formData, { schema: CheckoutFormSchema });
    if (submission.status !== "success") {
      return json({ intent, result: translateReply(lang, submission.reply()) } as const, { status: 400 });
    }
    if (!owner) return redirect(SUMMARY_PATH);
    const result = await checkoutAndNotify({
      owner,
      userId: user?.id ?? null,
      contact: contactOf(submission.value),
      couponCode: session.get("couponCode") ?? null,
      paymentPlan: formData.get("paymentPlan") === "deposit" ? "deposit" : "full",
      checkoutKey: String(formData.get("checkoutKey") ?? ""),
      origin: appOrigin(request),
      clientAddress: clientIp(request),
      language: lang,
    });
    if (!result.ok) {
      return json({ intent, result: translateReply(lang, submission.reply({ formErrors: [result.message] })) } as const, { status: result.status });
    }
    session.unset("couponCode");
    return redirect(invoicePaths(result.invoice).confirmation, {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }

  throw new Response("Bad Request", { status: 400 });
}

/** The booker's contact details (the terms box is a condition of checking out, not stored). */
function contactOf({ acceptTerms: _accepted, ...contact }: z.output<typeof CheckoutFormSchema>) {
  return contact;
}

export default function ReservationSummary() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main-content" className="mx-auto max-w-6xl px-4 py-8">
      <Stepper step={data.step} />
      {data.step === "contact" ? <ContactStep /> : <SummaryStep />}
    </main>
  );
}

function Stepper({ step }: { step: "summary" | "contact" }) {
  const t = useStrings("checkout");
  const item = (n: number, label: string, active: boolean) => (
    <li className={`flex items-center gap-2 ${active ? "font-bold text-teal-800" : "text-slate-500"}`} aria-current={active ? "step" : undefined}>
      <span className={`grid h-7 w-7 place-items-center rounded-full text-sm ${active ? "bg-teal-700 text-white" : "bg-slate-200"}`}>{n}</span>
      {label}
    </li>
  );
  return (
    <ol className="mb-6 flex flex-wrap gap-x-6 gap-y-2" aria-label={t.checkoutSteps}>
      {item(1, t.reservationSummary, step === "summary")}
      {item(2, t.contactDetails, step === "contact")}
    </ol>
  );
}

function SummaryStep() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const couponResult = actionData && "couponError" in actionData ? actionData : null;
  const t = useStrings("checkout");
  if (data.lines.length === 0) {
    return (
      <section className="rounded-xl bg-white p-10 text-center shadow-sm">
        <h1 className="text-2xl font-bold">{t.reservationSummary}</h1>
        <p className="mt-4 text-slate-600" data-testid="empty-cart">{t.noReservation}</p>
        <Link to="/search" className="mt-6 inline-block rounded-full bg-teal-700 px-6 py-2 font-semibold text-white">{t.findVenue}</Link>
      </section>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="summary-heading">
        <h1 id="summary-heading" className="mb-4 text-2xl font-bold">{t.reservationSummary}</h1>
        <ReservationLinesTable
          lines={data.lines}
          labels={t}
          action={(line) => (
            <Form method="post" action={SUMMARY_PATH}>
              <input type="hidden" name="itemId" value={line.id} />
              <SubmitButton
                name="intent"
                value="remove"
                className="rounded-full border border-red-300 px-3 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
                aria-label={fill(t.removeLine, { product: line.productName, when: line.when })}
              >
                {t.remove}
              </SubmitButton>
            </Form>
          )}
        />
        {data.hasProblems ? (
          <p className="mt-3 text-sm font-semibold text-red-700" role="alert">
            {t.linesProblem}
          </p>
        ) : null}
      </section>
      <aside className="space-y-4">
        <section id="voucher-code" className="scroll-mt-20 rounded-xl bg-white p-4 shadow-sm" aria-labelledby="coupon-heading">
          <h2 id="coupon-heading" className="mb-2 font-semibold">{t.voucherCode}</h2>
          {data.totals.couponCode ? (
            <AppliedCoupon code={data.totals.couponCode} step="summary" />
          ) : (
            <Form method="post" action={COUPON_OUTCOME} className="flex items-start gap-2" noValidate>
              <Field
                className="min-w-0 flex-1"
                label={<span className="sr-only">{t.couponCode}</span>}
                inputProps={{
                  name: "couponCode",
                  type: "text",
                  defaultValue: couponResult?.code ?? "",
                  placeholder: t.couponCode,
                  autoComplete: "off",
                }}
                errors={couponResult?.couponError ? [couponResult.couponError] : data.couponError ? [data.couponError] : undefined}
              />
              <SubmitButton name="intent" value="apply-coupon" className="rounded-md bg-slate-800 px-4 py-2 text-sm font-semibold text-white">
                {t.apply}
              </SubmitButton>
            </Form>
          )}
        </section>
        <section className="rounded-xl bg-white p-4 shadow-sm">
          <TotalsBlock totals={data.totals} labels={t} />
          {data.schedule ? <ScheduleNote schedule={data.schedule} total={data.totals.totalCost} /> : null}
          <p className="mt-3 text-sm">
            {/* For a company's approval before checkout (ADR 0258): a resource route, so a plain link. */}
            <a href="/reservation-summary/quotation.pdf" download className="font-semibold text-teal-800 underline" data-testid="quotation-link">
              {t.downloadQuotation}
            </a>
          </p>
          <div className="mt-4 flex flex-col gap-2">
            {data.isLoggedIn ? (
              <Link to={CONTACT_PATH} className="rounded-full bg-teal-700 px-6 py-2.5 text-center font-semibold text-white hover:bg-teal-800">
                {t.continue}
              </Link>
            ) : (
              <>
                <Link to={CONTACT_PATH} className="rounded-full bg-teal-700 px-6 py-2.5 text-center font-semibold text-white hover:bg-teal-800">
                  {t.guestCheckout}
                </Link>
                <Link
                  to={`/login?${new URLSearchParams({ redirectTo: SUMMARY_PATH })}`}
                  className="rounded-full border border-teal-700 px-6 py-2.5 text-center font-semibold text-teal-800 hover:bg-teal-50"
                >
                  {t.loginOrSignUp}
                </Link>
              </>
            )}
          </div>
        </section>
      </aside>
    </div>
  );
}

function AppliedCoupon({ code, step }: { code: string; step: "summary" | "contact" }) {
  const t = useStrings("checkout");
  const [before, after] = t.couponApplied.split("{code}");
  return (
    <Form method="post" action={SUMMARY_PATH} className="flex items-center justify-between gap-2 text-sm">
      <input type="hidden" name="step" value={step} />
      <span>
        {before}<strong data-testid="applied-coupon">{code}</strong>{after}
      </span>
      <SubmitButton name="intent" value="remove-coupon" className="text-xs font-semibold text-red-700 underline">
        {t.removeCoupon}
      </SubmitButton>
    </Form>
  );
}

function ContactStep() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  // Validated by the action with CheckoutFormSchema; its messages show next to the fields (ADR 0180).
  const f = useFormReply("contact-details", lastResult, data.prefill ?? {});
  const termsErrors = f.errors("acceptTerms");
  const t = useStrings("checkout");
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="contact-heading">
        <h1 id="contact-heading" className="scroll-mt-20 text-2xl font-bold">{t.contactDetails}</h1>
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {t.checkBeforeContinue}
        </p>
        <Form method="post" action={CHECKOUT_OUTCOME} className="mt-4 grid gap-x-4 sm:grid-cols-2" key={f.formKey} {...f.form}>
          <input type="hidden" name="checkoutKey" value={data.checkoutKey} />
          <Field className="sm:col-span-2" label={t.name} inputProps={{ ...f.field("name"), type: "text", autoComplete: "name" }} errors={f.errors("name")} />
          <Field label={t.company} inputProps={{ ...f.field("companyName"), type: "text", autoComplete: "organization" }} errors={f.errors("companyName")} />
          <Field label={t.officePhone} inputProps={{ ...f.field("officePhone"), type: "tel", autoComplete: "work tel" }} errors={f.errors("officePhone")} />
          <Field className="sm:col-span-2" label={t.address} inputProps={{ ...f.field("address"), type: "text", autoComplete: "address-line1" }} errors={f.errors("address")} />
          <Field label={t.mobilePhone} inputProps={{ ...f.field("cellPhone"), type: "tel", autoComplete: "tel", inputMode: "tel" }} errors={f.errors("cellPhone")} />
          <Field label={t.email} inputProps={{ ...f.field("email"), type: "email", autoComplete: "email" }} errors={f.errors("email")} />
          <Field
            label={t.taxNumber}
            hint={t.taxNumberHint}
            inputProps={{ ...f.field("taxNumber"), type: "text", autoComplete: "off", maxLength: 32 }}
            errors={f.errors("taxNumber")}
          />
          <div className="mb-3 sm:col-span-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                id={f.field("acceptTerms").id}
                name="acceptTerms"
                type="checkbox"
                defaultChecked={f.value("acceptTerms") === "on"}
                aria-invalid={termsErrors?.length ? true : undefined}
                aria-describedby={termsErrors?.length ? `${f.field("acceptTerms").id}-error` : undefined}
                className="mt-0.5 h-4 w-4"
              />
              <span>
                {t.agreeTo}{" "}
                <a href="/terms" target="_blank" rel="noopener" className="font-semibold text-teal-800 underline">
                  {t.terms}
                </a>
              </span>
            </label>
            <ErrorList id={`${f.field("acceptTerms").id}-error`} errors={termsErrors} />
          </div>
          {data.schedule ? (
            <fieldset className="mb-3 space-y-2 rounded-md border border-slate-200 p-3 sm:col-span-2" data-testid="payment-plan">
              <legend className="px-1 text-sm font-semibold">{t.payment}</legend>
              <label className="flex items-start gap-2 text-sm">
                <input type="radio" name="paymentPlan" value="deposit" defaultChecked={f.value("paymentPlan") !== "full"} className="mt-0.5 h-4 w-4" />
                <span>
                  <strong>{t.payDeposit}</strong>:{" "}
                  <WithMoney text={t.payDepositWhen} values={{ today: data.schedule.today, balance: data.schedule.balance }} date={data.schedule.dueDate} />
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input type="radio" name="paymentPlan" value="full" defaultChecked={f.value("paymentPlan") === "full"} className="mt-0.5 h-4 w-4" />
                <span><strong>{t.payInFull}</strong>: <WithMoney text={t.payInFullWhen} values={{ total: data.totals.totalCost }} /></span>
              </label>
            </fieldset>
          ) : null}
          <div className="sm:col-span-2">
            <ErrorList id={f.formErrorId} errors={f.formErrors} />
          </div>
          <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
            <SubmitButton name="intent" value="checkout" pendingText={t.processing}>
              {t.checkOut}
            </SubmitButton>
            <Link to={SUMMARY_PATH} className="font-semibold text-teal-800 underline">{t.reviewList}</Link>
          </div>
        </Form>
      </section>
      <aside className="space-y-4">
        <section className="rounded-xl bg-white p-4 shadow-sm">
          <h2 className="mb-2 font-semibold">{fill(t.itemCount, { count: data.lines.length })}</h2>
          <ul className="mb-3 space-y-1 text-sm text-slate-600">
            {data.lines.map((l) => (
              <li key={l.id}>{l.productName}, {l.when}</li>
            ))}
          </ul>
          {data.totals.couponCode ? <AppliedCoupon code={data.totals.couponCode} step="contact" /> : null}
          <div className="mt-3">
            <TotalsBlock totals={data.totals} labels={t} />
            {data.schedule ? <ScheduleNote schedule={data.schedule} total={data.totals.totalCost} /> : null}
          </div>
        </section>
      </aside>
    </div>
  );
}

/** "Today Rp X (deposit), by DD/MM/YYYY Rp Y (balance)": what a deposit checkout asks for (ADR 0256). */
function ScheduleNote({ schedule, total }: { schedule: { today: number; balance: number; dueDate: string }; total: number }) {
  const t = useStrings("checkout");
  return (
    <p className="mt-3 rounded-md bg-teal-50 p-2 text-sm text-teal-900" data-testid="payment-schedule">
      <WithMoney text={t.withDeposit} values={{ today: schedule.today, balance: schedule.balance, total }} date={schedule.dueDate} />
    </p>
  );
}

/** A sentence with amounts in it: each `{name}` of `values` an unbreakable <Money>, `{date}` the date. */
function WithMoney({ text, values, date = "" }: { text: string; values: Record<string, number>; date?: string }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, i) => {
        const key = part.slice(1, -1);
        if (part.startsWith("{") && key in values) return <Money key={i} amount={values[key]} />;
        return part === "{date}" ? date : part;
      })}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n.checkout.summaryMetaTitle ?? "Reservation Summary", data?.i18n.checkout.summaryMetaDescription ?? "The venues on your reservation list, their total, and checkout.", { noindex: true });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
