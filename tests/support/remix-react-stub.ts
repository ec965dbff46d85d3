// The parts of @remix-run/react a page component reads, answered from a test's own data, so a
// route's component renders with renderToStaticMarkup outside a Remix router. Use from vi.mock:
//   vi.mock("@remix-run/react", async (importOriginal) =>
//     (await import("../support/remix-react-stub")).remixReactStub(await importOriginal(), {
//       loaderData: () => loaderData, root: () => ({ lang: "en" }), matches: () => [...] }));
import React from "react";

type Props = { children?: React.ReactNode; to?: string } & Record<string, unknown>;
type Match = { id: string; data: unknown };

export type RemixReactStubData = {
  /** What useLoaderData returns (read at render time). */
  loaderData?: () => unknown;
  /** The root route's data (useRouteLoaderData("root")), e.g. { lang: "id" }. */
  root?: () => unknown;
  /** useMatches(): where the forms' strings travel (ADR 0300); the page's own match last. */
  matches: () => Match[];
};

// reloadDocument is a Remix prop, not an attribute of <form>.
const Form = ({ children, reloadDocument: _reload, ...props }: Props) => React.createElement("form", props, children);

export function remixReactStub(actual: Record<string, unknown>, data: RemixReactStubData): Record<string, unknown> {
  return {
    ...actual,
    useLoaderData: () => data.loaderData?.(),
    useActionData: () => undefined,
    useNavigation: () => ({ state: "idle" }),
    useFormAction: () => "/",
    useSubmit: () => () => undefined,
    useFetcher: () => ({ data: undefined, load: () => undefined, state: "idle", Form }),
    useLocation: () => ({ key: "default", pathname: "/", search: "" }),
    useRouteLoaderData: (id: string) => (id === "root" ? data.root?.() : undefined),
    useMatches: data.matches,
    Form,
    Link: ({ to, children, ...props }: Props) => React.createElement("a", { ...props, href: to }, children),
  };
}
