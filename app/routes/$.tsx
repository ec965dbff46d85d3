// Every path no other route matches: the not-found screen with HTTP 404.
import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BRAND } from "~/utils/constants";

export const meta: MetaFunction = () => [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];

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
