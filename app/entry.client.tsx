// Remix's default browser entry, except for the node it hydrates: on preact/compat (every build
// unless REMIX_CLIENT_REACT=react, ADR 0475) that is the <html> element
// (app/utils/preact-document.client.ts).
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { preactDocumentRoot } from "~/utils/preact-document.client";

startTransition(() => {
  hydrateRoot(
    preactDocumentRoot() ?? document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
