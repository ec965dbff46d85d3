// Remix's <Form>, left to the browser until the page has hydrated (ADR 0342): until then the
// browser posts the form itself, as without JavaScript, which every form supports. (The lost
// submits that led to it were, as far as found, a layout jump under the press: ADR 0345.)
// eslint-disable-next-line no-restricted-syntax -- the one place that wraps it
import { Form as RemixForm, type FormProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useHydrated } from "~/components/use-hydrated";

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ reloadDocument, ...props }, ref) {
  const hydrated = useHydrated();
  return <RemixForm ref={ref} reloadDocument={reloadDocument || !hydrated} {...props} />;
});
