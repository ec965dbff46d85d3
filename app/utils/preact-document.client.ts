// The browser bundle runs React's API on preact/compat (ADR 0475; build and dev alike). Preact cannot
// hydrate `document`: it renders into `document.documentElement` instead, so the root's <html>
// would be created again inside the server's one. On Preact, the <html> element is hydrated as
// its children (<head>, <body>) into document.documentElement, and its attributes (the page's
// `lang`) are kept on that element by an effect. On React (REMIX_CLIENT_REACT=react) nothing changes.
import { Component as PreactComponent, options, type ComponentChildren, type VNode } from "preact";
import { Component as ReactComponent, useLayoutEffect } from "react";

type HtmlProps = { children?: ComponentChildren } & Record<string, unknown>;

function HtmlElementAttributes({ children, ...attributes }: HtmlProps) {
  const key = JSON.stringify(attributes);
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of Object.entries(attributes)) {
      const attribute = name === "className" ? "class" : name;
      if (value === undefined || value === null || value === false) html.removeAttribute(attribute);
      else html.setAttribute(attribute, String(value));
    }
  }, [key]);
  return children;
}

/** The node to hydrate: the <html> element on Preact (after it learns to skip it), else null. */
export function preactDocumentRoot(): HTMLElement | null {
  if ((ReactComponent as unknown) !== PreactComponent) return null;
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === "html") (vnode as { type: unknown }).type = HtmlElementAttributes;
    next?.(vnode);
  };
  return document.documentElement;
}
