// Links repeated in result lists (ADR 0242). A Remix <Link> costs about 10 µs of server render
// (hooks to resolve its href, prefetch, click handling, route discovery) and a page of results
// has 32 of them: a tenth of the page's CPU. A ListLink is a plain <a>; with JS the one
// handler in root (ListLinkNavigation) makes a left click a client-side navigation, as <Link>
// does, and `data-discover` lets Remix discover its route, as it does a <Link>'s. (The
// handler lives in root's module so that no page loads another chunk for it.)
import type { AnchorHTMLAttributes } from "react";

/** `discover={false}`: another link of the same card already lets Remix discover the route (ADR 0415). */
type ListLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; discover?: boolean };

export function ListLink({ to, discover = true, ...rest }: ListLinkProps) {
  return <a href={to} data-discover={discover ? "true" : undefined} data-list-link="" {...rest} />;
}
