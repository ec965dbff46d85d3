// html-validate configuration of tests/e2e/accessibility-markup.spec.ts: the recommended preset.
// Rules set to another option than the preset's say why; none is turned off (ADR 0193).
import type { ConfigData } from "html-validate";

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<img />) and boolean attributes as selected="":
    // both valid HTML, and the only form React produces. Held to that one consistent style.
    "void-style": ["error", { style: "selfclose" }],
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React writes some attribute names in camelCase (charSet, autoComplete, maxLength,
    // inputMode); HTML attribute names are case-insensitive. Any other case is still an error.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId() makes ids like ":R9jb5:-date": valid in HTML5 (any characters but
    // spaces); the relaxed mode checks exactly that instead of the stricter HTML4 letters-first.
    "valid-id": ["error", { relaxed: true }],
    // aria-label on a list or a description list (e.g. "Venue facts", "Checkout steps") names
    // it for screen readers, as ARIA allows for any role that takes a name; the preset only
    // warns it off elements without a role. Still an error on elements that take no name (<s>).
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A group of checkboxes sharing one name posts every ticked value (?inclusion=a&inclusion=b),
    // the standard way to send a multi-valued filter without JS; radios and buttons stay shared too.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Off: page titles carry the product and venue names vendors choose, so some exceed 70
    // characters. A search engine shortens them in its results; browsers and screen readers
    // read them whole. Not a markup or accessibility fault.
    "long-title": "off",
  },
};
