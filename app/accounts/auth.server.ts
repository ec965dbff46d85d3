// remix-auth 3: one Authenticator over the app's cookie session storage, with the form
// strategy (e-mail and password) and, when configured, Google and Facebook. Strategies
// only resolve a user id; completeLogin() (app/login/complete-login.server.ts) writes the session, so every way of logging in
// treats the guest cart and the redirect the same.
import crypto from "node:crypto";
import type { SessionStorage } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { GoogleStrategy } from "remix-auth-google";
import { OAuth2Strategy, type OAuth2Profile } from "remix-auth-oauth2";
import { checkCredentials, findOrCreateSocialUser, homeFor, INVALID_CREDENTIALS, NOT_ACTIVATED } from "~/accounts/accounts.server";
import { getSessionStorage } from "~/accounts/session.server";
import { getEnv } from "~/env.server";
import { appOrigin, safeRedirect } from "~/utils/url.server";

export { AuthorizationError };

export type SocialProvider = "google" | "facebook";

type FacebookProfile = OAuth2Profile & { _json: { id: string; email?: string; first_name?: string; last_name?: string } };

const FACEBOOK_GRAPH = "https://graph.facebook.com/v19.0";

/** appsecret_proof ties a Facebook token to our app: a token issued to another app fails. */
export function facebookAppSecretProof(accessToken: string, appSecret: string) {
  return crypto.createHmac("sha256", appSecret).update(accessToken).digest("hex");
}

/** Facebook user profile (id, verified e-mail, names) for an access token. */
export async function fetchFacebookProfile(accessToken: string): Promise<FacebookProfile> {
  const env = getEnv();
  const url = new URL(`${FACEBOOK_GRAPH}/me`);
  url.searchParams.set("fields", "id,email,first_name,last_name");
  url.searchParams.set("access_token", accessToken);
  url.searchParams.set("appsecret_proof", facebookAppSecretProof(accessToken, env.FACEBOOK_CLIENT_SECRET ?? ""));
  const response = await fetch(url);
  if (!response.ok) throw new Error("Facebook did not accept the login.");
  const raw = (await response.json()) as FacebookProfile["_json"];
  return {
    provider: "facebook",
    id: raw.id,
    name: { givenName: raw.first_name, familyName: raw.last_name },
    emails: raw.email ? [{ value: raw.email }] : [],
    _json: raw,
  };
}

/** Facebook Login over OAuth 2 (remix-auth-facebook does not support Remix 2). */
class FacebookStrategy extends OAuth2Strategy<number, FacebookProfile> {
  name = "facebook";
  constructor(
    options: { clientID: string; clientSecret: string; callbackURL: string },
    verify: (params: { profile: FacebookProfile }) => Promise<number>,
  ) {
    super(
      {
        ...options,
        authorizationURL: "https://www.facebook.com/v19.0/dialog/oauth",
        tokenURL: `${FACEBOOK_GRAPH}/oauth/access_token`,
        scope: "email public_profile",
      },
      verify,
    );
  }
  protected async userProfile(accessToken: string): Promise<FacebookProfile> {
    return fetchFacebookProfile(accessToken);
  }
}

/** Absolute, from the one public origin: a relative one would be resolved from the Host header. */
function callbackURL(provider: SocialProvider) {
  return `${appOrigin()}/auth/${provider}/callback`;
}

let authenticator: Authenticator<number> | undefined;

export function getAuthenticator(): Authenticator<number> {
  if (authenticator) return authenticator;
  const env = getEnv();
  authenticator = new Authenticator<number>(getSessionStorage() as unknown as SessionStorage, {
    sessionKey: "userId",
    throwOnError: true,
  });
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const result = await checkCredentials(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      if (result.status === "invalid") throw new AuthorizationError(INVALID_CREDENTIALS);
      if (result.status === "inactive") throw new AuthorizationError(NOT_ACTIVATED);
      return result.userId;
    }),
    "form",
  );
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    authenticator.use(
      new GoogleStrategy<number>(
        { clientID: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, callbackURL: callbackURL("google"), prompt: "select_account" },
        async ({ profile }) => {
          if (!profile._json.email_verified) throw new AuthorizationError("Your Google e-mail address is not verified.");
          return await findOrCreateSocialUser({
            email: profile._json.email,
            firstName: profile.name?.givenName ?? "",
            lastName: profile.name?.familyName ?? "",
          });
        },
      ),
      "google",
    );
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    authenticator.use(
      new FacebookStrategy(
        { clientID: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET, callbackURL: callbackURL("facebook") },
        async ({ profile }) =>
          await findOrCreateSocialUser({
            email: profile._json.email ?? "",
            firstName: profile._json.first_name ?? "",
            lastName: profile._json.last_name ?? "",
          }),
      ),
      "facebook",
    );
  }
  return authenticator;
}

/** For tests: rebuild the strategies after changing provider settings. */
export function resetAuthenticator() {
  authenticator = undefined;
}

export function isSocialProviderConfigured(provider: string): provider is SocialProvider {
  const env = getEnv();
  if (provider === "google") return !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  if (provider === "facebook") return !!(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET);
  return false;
}

/** Where a user goes after logging in: a safe redirectTo, else the role's home. */
export function loginDestination(user: { isAdmin: boolean; isSupplier: boolean } | null, redirectTo?: string | null) {
  const target = safeRedirect(redirectTo, "");
  if (target && !/^\/(login|logout)(\/|\?|$)/.test(target)) return target;
  return homeFor(user);
}
