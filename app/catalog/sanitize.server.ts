// Vendor HTML (product inclusions) is sanitized before it is shown: basic formatting, lists
// and links with safe protocols only. Links open in a new tab without passing the opener.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "h3", "h4", "h5", "blockquote", "span"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizeInclusion(html: string): string {
  return sanitizeHtml(html ?? "", OPTIONS).trim();
}

/** Plain text of vendor HTML (meta descriptions, chat messages). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html ?? "", { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}

/** Plain text of an inclusion list for e-mails and the API: items joined with "; ". */
export function inclusionText(html: string): string {
  return htmlToText((html ?? "").replace(/<\/(li|p)>/gi, "; "))
    .replace(/\s*;\s*(;\s*)*/g, "; ")
    .replace(/^;\s*|;\s*$/g, "")
    .trim();
}
