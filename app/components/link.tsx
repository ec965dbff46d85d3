// The app's <Link> (ADR 0446): Remix's Link in the browser; on the server, for a `to` that is an
// absolute path or a full URL, the <a> that Remix's Link renders there, written directly. Remix's
// Link runs nine hooks and two components per link to learn an href that is the `to` itself and
// click and prefetch handlers the server never sends: 40 to 70 links a page were 5 % of a page's
// server CPU (issue 43). Hydration compares the markup only, so the browser's Link takes over
// the same <a>. A relative `to` ("?page=2", "../x") or an object goes through Remix's Link.
// eslint-disable-next-line no-restricted-syntax -- the one place Remix's Link is imported
import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";

/** Props of Remix's Link (and react-router's) that are not attributes of the <a>. */
const NOT_ATTRIBUTES = new Set([
  "to", "prefetch", "discover", "onClick", "relative", "reloadDocument", "replace", "state", "target", "preventScrollReset", "viewTransition", "unstable_viewTransition",
]);

/** react-router's test for a URL with a scheme or a protocol-relative one (rendered as is, no discovery). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A path from the root whose href is the `to` itself: no empty "?" or "#" for the router to drop. */
const ROOT_PATH = /^\/(?!\/)[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

/**
 * The <a> Remix's Link renders on the server for `to` (its props, then data-discover, href and
 * target, in that order), or null when the router would resolve `to` against the current page.
 */
export function serverLinkAttributes(props: LinkProps): Record<string, unknown> | null {
  const { to } = props;
  if (typeof to !== "string") return null;
  const absolute = ABSOLUTE_URL.test(to);
  if (!absolute && !ROOT_PATH.test(to)) return null;
  const attributes: Record<string, unknown> = {};
  for (const name in props) if (!NOT_ATTRIBUTES.has(name)) attributes[name] = props[name as keyof LinkProps];
  attributes["data-discover"] = (props.discover ?? "render") === "render" && !absolute && !props.reloadDocument ? "true" : undefined;
  attributes.href = to;
  attributes.target = props.target;
  return attributes;
}

const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const attributes = serverLinkAttributes(props);
  // The children are among the attributes.
  return attributes ? <a {...attributes} /> : <RemixLink {...props} ref={ref} />;
});

export const Link: typeof RemixLink = typeof document === "undefined" ? (ServerLink as typeof RemixLink) : RemixLink;
export type { LinkProps };
