// The English of the account rules the browser also checks, owned by the string catalogue (ADR
// 0390): the account modules refer to it. Client-safe: no imports from higher layers.

export const PERSON_NAME_MESSAGE = "A name may not contain a web address, an e-mail address or < >";
