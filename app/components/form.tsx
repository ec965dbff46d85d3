// Remix's <Form>, left to the browser until the page has hydrated (ADR 0342). A submit that
// arrives while React hydrates reaches Remix's handler, which stops the browser's submission and
// hands it to a router that is not started yet: the planner's tap was lost without a word (seen
// as ADD TO RESERVATION LIST doing nothing on a busy machine). Until hydration has finished the
// browser posts the form itself, as without JavaScript, which every form supports.
// eslint-disable-next-line no-restricted-syntax -- the one place that wraps it
import { Form as RemixForm, type FormProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useHydrated } from "~/components/use-hydrated";

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ reloadDocument, ...props }, ref) {
  const hydrated = useHydrated();
  return <RemixForm ref={ref} reloadDocument={reloadDocument || !hydrated} {...props} />;
});
