import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { NotFound } from "~/components/not-found";

/**
 * Shared error boundary: 404 shows the not-found screen; anything else a friendly page.
 * Never renders a stack trace or an error message from the server.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (typeof document !== "undefined") console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center" data-testid="error-page">
      <h1 className="text-3xl font-bold text-slate-800">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        {status === 403
          ? "You are not allowed to see this page."
          : "We could not complete your request. Please try again in a moment."}
      </p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-teal-700 px-6 py-2 font-semibold text-white">
        Back To Home Page
      </Link>
    </main>
  );
}
