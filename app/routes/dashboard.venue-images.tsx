// /dashboard/venue-images: the venue's images (5 a page), the default (cover) switch, delete
// with confirmation, and 'Upload Image Venue' (JPEG only, at most 524288 bytes).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { Form } from "~/components/form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, SubmitButton } from "~/components/forms";
import { ConfirmDelete, DialogPanel, Pager, tableClass, tdClass, thClass, withParams } from "~/components/vendor-dashboard";
import { VENUE_IMAGE_MAX_BYTES } from "~/utils/constants";
import { redirectWithToast } from "~/utils/toast.server";
import { notFound, parseId, requireVendorMember, workingVenueId } from "~/supplier/access.server";
import { addVenueImage, checkVenueImage, deleteVenueImage, listOwnVenueImages, parseVenueImageForm, setDefaultVenueImage } from "~/supplier/images.server";
import { pageFromUrl, pageInfo } from "~/supplier/paging";
import { VENDOR_MESSAGES as M } from "~/supplier/schemas";
import { pageMeta } from "~/utils/meta";
import { fill } from "~/i18n/config";
import { metaStrings } from "~/i18n/meta-strings";
import { pageLanguage, messageText } from "~/i18n/page-language.server";
import { useStrings } from "~/i18n/use-strings";

const PATH = "/dashboard/venue-images";
const PROBLEMS = { missing: M.imageMissing, tooBig: M.imageTooBig, notJpeg: M.imageNotJpeg } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireVendorMember(request, "listings", "view");
  const url = new URL(request.url);
  // The venue chosen in the switcher, checked against the organisation (ADR 0282).
  const venueId = workingVenueId(member);
  if (!venueId) return json({ hasVenue: false as const });
  const page = pageFromUrl(url);
  const { total, items } = await listOwnVenueImages(venueId, { page });
  const deleteId = parseId(url.searchParams.get("delete"));
  if (deleteId && !items.some((i) => i.id === deleteId)) notFound();
  return json({
    hasVenue: true as const,
    images: items,
    paging: pageInfo(page, total),
    noData: url.searchParams.has("nodata"),
    mode: url.searchParams.has("uploaded") ? "uploaded" : url.searchParams.has("upload") ? "upload" : deleteId ? "delete" : null,
    deleteId,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const member = await requireVendorMember(request, "listings", "edit");
  const user = member.user;
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  const form = await parseVenueImageForm(request, "image");
  // Answers in the page's language (issue 27).
  const { lang } = pageLanguage(request);
  const say = (text: string) => messageText(lang, text);
  const intent = form.get("intent");
  if (intent === "upload") {
    const venueId = workingVenueId(member);
    if (!venueId) return json({ error: say(M.saveVenueFirst) }, { status: 400 });
    const check = await checkVenueImage(form.get("image"));
    if (!check.ok) return json({ error: say(PROBLEMS[check.problem]) }, { status: 400 });
    await addVenueImage(venueId, check.bytes);
    return redirect(withParams(PATH, { page, uploaded: 1 }));
  }
  const id = parseId(form.get("id"));
  if (intent === "default") {
    if (!id || !await setDefaultVenueImage(user.supplierId, id)) notFound();
    return redirectWithToast(withParams(PATH, { page }), { type: "success", description: say(M.venueSaved), duration: 3000 });
  }
  if (intent === "delete") {
    if (!id || !(await deleteVenueImage(user.supplierId, id))) notFound();
    return redirectWithToast(withParams(PATH, { page }), { type: "success", description: say(M.imageDeleted), duration: 3000 });
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

export default function VenueImages() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigate = useNavigate();
  const t = useStrings("dashboard");
  if (!data.hasVenue) {
    const [before, after = ""] = t.viSaveVenueFirst.split("{link}");
    return (
      <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">{t["nav.Venue Images"]}</h1>
        <p className="mt-4 text-slate-700">
          {before}<Link className="font-semibold underline" to="/dashboard/venue-info">{t["nav.Venue Info"]}</Link>{after}
        </p>
      </main>
    );
  }
  const { images, paging, noData, mode, deleteId } = data;
  const listPath = withParams(PATH, { page: paging.page });
  const error = actionData?.error ?? null;
  return (
    <main id="main-content" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t["nav.Venue Images"]}</h1>
        <Link to={withParams(PATH, { page: paging.page, upload: 1 })} preventScrollReset className="rounded-full bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
          {t.viUpload}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.viIntro}</p>
      <div className="mt-4 sm:overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr><th className={thClass}>{t.viImage}</th><th className={thClass}>{t.viDefault}</th><th className={thClass}>{t.delete}</th></tr>
          </thead>
          <tbody>
            {images.length === 0 ? (
              <tr><td className={tdClass} colSpan={3}>{t.viNone}</td></tr>
            ) : (
              images.map((img, i) => (
                <tr key={img.id} data-testid="venue-image-row" data-image-id={img.id}>
                  <td data-label={t.viImage} className={tdClass}>
                    <img src={img.url} alt={fill(t.viAlt, { n: (paging.page - 1) * paging.limit + i + 1 })} className="h-20 w-32 rounded object-cover" loading="lazy" />
                  </td>
                  <td data-label={t.viDefault} className={tdClass}>
                    {img.isDefault ? (
                      <span className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-800">{t.viYes}</span>
                    ) : (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="id" value={img.id} />
                        <button type="submit" name="intent" value="default" title={t.viSetDefault} aria-label={fill(t.viSetDefaultLabel, { id: img.id })} className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700 hover:bg-slate-200">
                          {t.viNo}
                        </button>
                      </Form>
                    )}
                  </td>
                  <td data-label={t.delete} className={tdClass}>
                    <Link to={withParams(PATH, { page: paging.page, delete: img.id })} preventScrollReset className="font-medium text-red-700 underline" aria-label={fill(t.viDeleteImage, { id: img.id })}>
                      {t.delete}
                    </Link>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager path={PATH} page={paging.page} hasPrevious={paging.hasPrevious} hasNext={paging.hasNext} noData={noData} />

      {mode === "upload" ? (
        <DialogPanel title={t.viUploadTitle} closeTo={listPath}>
          <Form method="post" encType="multipart/form-data" preventScrollReset>
            <label htmlFor="venue-image" className="mb-1 block text-sm font-medium text-slate-700">{t.viFileLabel}</label>
            <input
              id="venue-image"
              name="image"
              type="file"
              accept=".jpg,.jpeg,image/jpeg"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "venue-image-error" : "venue-image-hint"}
              className="block w-full text-sm"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file && file.size > VENUE_IMAGE_MAX_BYTES) {
                  // The spec's behaviour with JS: alert 'File is too big!', clear the selection,
                  // close the modal (without JS the server answers with the message in place).
                  window.alert(t.viTooBig);
                  e.currentTarget.value = "";
                  navigate(listPath, { preventScrollReset: true });
                }
              }}
            />
            <p id="venue-image-hint" className="mt-1 text-xs text-slate-500">{t.viHint}</p>
            <ErrorList id="venue-image-error" errors={error ? [error] : null} />
            <div className="mt-4 flex gap-3">
              <SubmitButton name="intent" value="upload" pendingText={t.viUploading}>{t.save}</SubmitButton>
              <Link to={listPath} className="rounded-full border border-slate-300 px-5 py-2 font-medium">{t.cancel}</Link>
            </div>
          </Form>
        </DialogPanel>
      ) : null}
      {mode === "uploaded" ? (
        <DialogPanel title={t.viUploadTitle} closeTo={listPath}>
          <p role="status" className="text-slate-800">{t.viUploaded}</p>
          <Link to={listPath} className="mt-4 inline-block rounded-full bg-teal-700 px-5 py-2 font-semibold text-white">{t.viDone}</Link>
        </DialogPanel>
      ) : null}
      {mode === "delete" && deleteId ? <ConfirmDelete question={t.viDeleteConfirm} id={deleteId} closeTo={listPath} /> : null}
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches, "dashboard");
  return pageMeta(t ? `${t["nav.Venue Images"]} | ${t.supplierDashboard}` : "Venue Images | Supplier Dashboard", t?.viMetaDescription ?? "The photos of your venue.", { noindex: true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
