import { useRouteLoaderData } from "@remix-run/react";

export type Company = { name: string; address: string };

/** The legal entity's name and address (COMPANY_NAME, COMPANY_ADDRESS), from the root loader. */
export function useCompany(): Company {
  const data = useRouteLoaderData("root") as { env?: { COMPANY?: Company } } | undefined;
  return data?.env?.COMPANY ?? { name: "", address: "" };
}
