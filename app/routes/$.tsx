// Every path no other route matches: the not-found screen with HTTP 404.
import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = () => pageMeta("Page not found", "This page does not exist. Search Bali venues or go back to the home page.", { noindex: true });

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
