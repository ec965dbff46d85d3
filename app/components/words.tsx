// A dictionary sentence with React pieces in its placeholders ("Paid {paid}; you get {refund}
// back"): the word order is the language's, the pieces (money, links) stay elements.
import { Fragment, type ReactNode } from "react";

export function Words({ template, parts }: { template: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {template.split(/(\{\w+\})/).map((piece, i) => {
        const key = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{key !== undefined && key in parts ? parts[key] : piece}</Fragment>;
      })}
    </>
  );
}
