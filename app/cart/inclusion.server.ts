// Vendor inclusion HTML is sanitized again before it is shown or copied to an invoice.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "u", "span"],
  allowedAttributes: {},
};

export function cleanInclusionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain-text version for e-mails and the API. */
export function inclusionText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(li|p)>/gi, "; "), { allowedTags: [], allowedAttributes: {} })
    .replace(/\s*;\s*(;\s*)*/g, "; ")
    .replace(/^;\s*|;\s*$/g, "")
    .trim();
}
