import { Fragment, type ReactNode } from "react";

/** A template's `{name}` placeholders filled with elements (amounts stay <Money>, links stay links). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? <Fragment key={i}>{values[piece]}</Fragment> : piece));
}
