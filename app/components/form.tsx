// Remix's <Form>, left to the browser until the page has hydrated (ADR 0342). Once, with the
// scripts slowed, a submit that arrived as hydration ended was stopped by Remix's handler and
// sent nothing; the cause inside Remix was not pinned down. Until hydration has finished the
// browser posts the form itself, as without JavaScript, which every form supports.
// eslint-disable-next-line no-restricted-syntax -- the one place that wraps it
import { Form as RemixForm, type FormProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useHydrated } from "~/components/use-hydrated";

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ reloadDocument, ...props }, ref) {
  const hydrated = useHydrated();
  return <RemixForm ref={ref} reloadDocument={reloadDocument || !hydrated} {...props} />;
});
