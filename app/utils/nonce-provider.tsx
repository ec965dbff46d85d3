// The CSP nonce of this response (server.mjs makes one per request, ADR 0082), for the inline
// scripts Remix renders. Empty in the browser (browsers hide nonce attributes) and under
// remix-serve, which sends no CSP.
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
