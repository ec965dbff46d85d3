// The error pages' words in the page's language (ADR 0326), for the error boundary and the
// not-found screen, which the error boundary renders: a module of its own so they do not import
// each other.
import { useRouteLoaderData } from "@remix-run/react";
import { ERRORS_ENGLISH } from "~/i18n/english/errors";

// Typed from the constant, not from the dictionary: the dictionary is built from it.
export type ErrorStrings = typeof ERRORS_ENGLISH;

type RootWithErrors = { i18n?: { errors?: ErrorStrings } } | undefined;

/** The error pages' words in the page's language: the root loader sends them (ADR 0326). */
export function useErrorStrings(): ErrorStrings {
  return (useRouteLoaderData("root") as RootWithErrors)?.i18n?.errors ?? ERRORS_ENGLISH;
}

/** The same for a route's meta function, from its matches. */
export function errorStringsOf(matches: readonly { id: string; data?: unknown }[] | undefined): ErrorStrings {
  return (matches?.find((m) => m.id === "root")?.data as RootWithErrors)?.i18n?.errors ?? ERRORS_ENGLISH;
}
