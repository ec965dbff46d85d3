import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { json, getCurrentUser, getCartCount, openConversationIdOf, viewerFor, unreadMessageCount, getPublicEnv, combineHeaders, getToast, rootLanguageData } from "~/server-imports/root.server";
import { errorTitle, GeneralErrorBoundary } from "~/components/error-boundary";
import { isDecodablePath } from "~/utils/request-path";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { ProgressBar } from "~/components/progress-bar";
import { ScrollToTop } from "~/components/scroll-to-top";
import { SkipLink } from "~/components/skip-link";
import { Toaster } from "~/components/toaster";
import stylesheet from "~/tailwind.css";
import { BRAND } from "~/utils/brand";
import { useNonce } from "~/utils/nonce-provider";
import { HTML_LANG, LANGUAGES, withLang } from "~/i18n/config";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // A path with a broken %-escape is a bad request: the site's error page, with 400.
  if (!isDecodablePath(new URL(request.url).pathname)) throw new Response("Bad Request", { status: 400 });
  const user = await getCurrentUser(request);
  const cartCount = await getCartCount(request, user?.id ?? null);
  const { toast, headers: toastHeaders } = await getToast(request);
  const planner = viewerFor(user, "planner");
  return json(
    {
      // lang, i18n (layout, errors), here and origin (the hreflang alternates).
      ...rootLanguageData(request),
      user: user
        ? {
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            isAdmin: user.isAdmin,
            isSupplier: user.isSupplier,
          }
        : null,
      cartCount,
      unreadMessages: planner ? await unreadMessageCount(planner, { openConversationId: openConversationIdOf(request, "planner") }) : null,
      toast,
      env: getPublicEnv(),
    },
    { headers: combineHeaders(toastHeaders) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ error, data }) => [
  { title: error ? `${errorTitle(error, data?.i18n.errors)} | ${BRAND}` : `${BRAND} | ${data?.i18n.layout.siteTitle ?? "Venues and events in Bali"}` },
  { name: "description", content: data?.i18n.layout.siteDescription ?? "Find and book meeting rooms, ballrooms and garden venues in Bali." },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={HTML_LANG[root?.lang ?? "en"]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* The same page in each language (the spec's paths; Indonesian by ?lang=id). */}
        {root
          ? [...LANGUAGES.map((l) => [HTML_LANG[l], withLang(root.here, l)]), ["x-default", root.here]].map(([hreflang, path]) => (
              <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`${root.origin}${path}`} />
            ))
          : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <SkipLink label={data.i18n.layout.skipToContent} />
      <ProgressBar />
      <Header user={data.user} cartCount={data.cartCount} unreadMessages={data.unreadMessages} env={data.env} />
      <Toaster toast={data.toast} closeLabel={data.i18n.errors.close} />
      <div className="flex-1">
        <Outlet />
      </div>
      <Footer social={data.env.SOCIAL_LINKS} />
      <ScrollToTop />
      <ListLinkNavigation />
    </>
  );
}

/** Root data for components below (user, cart count). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function ErrorBoundary() {
  // The root loader may have failed: then there are no strings for the header and footer
  // (the dictionaries stay on the server), and the shell is the brand link and the error.
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <SkipLink label={data?.i18n.layout.skipToContent} />
      {data ? (
        <Header user={null} cartCount={0} env={{ CONTACT_PHONE: "", CONTACT_WHATSAPP: "", CONTACT_EMAIL: "", COMPANY: { name: "", address: "" }, SOCIAL_LINKS: [], GOOGLE_LOGIN: false, FACEBOOK_LOGIN: false }} />
      ) : (
        <header className="border-b border-slate-200 bg-white px-4 py-3">
          <a href="/" className="text-xl font-extrabold tracking-tight text-teal-800">Bali<span className="text-amber-600">MICE</span></a>
        </header>
      )}
      <div className="flex-1">
        <GeneralErrorBoundary />
      </div>
      {data ? <Footer social={[]} /> : null}
    </>
  );
}

/** Plain left clicks on a ListLink (app/components/list-link.tsx) navigate in the app. */
function ListLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      // As react-router's <Link>: only a plain left click, on a link for this window and origin.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[data-list-link]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const path = `${url.pathname}${url.search}${url.hash}`;
      // The same URL again replaces the history entry, as <Link> does.
      navigate(path, { replace: path === `${window.location.pathname}${window.location.search}${window.location.hash}` });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
