// Every path no other route matches: the not-found screen with HTTP 404.
import type { MetaFunction } from "@remix-run/node";
import { errorStringsOf, GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = errorStringsOf(matches);
  return pageMeta(t.titleNotFound, t.notFoundDescription, { noindex: true });
};

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
