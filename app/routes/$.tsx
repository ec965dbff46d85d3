// Every path no other route matches: the not-found screen with HTTP 404.
import { GeneralErrorBoundary } from "~/components/error-boundary";

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
