// POST /v1/auth-with-socialmedia. The spec's payload (email, firstName, lastName, username)
// would let anyone log in as anyone, so the e-mail is taken only from a provider credential
// that the server checks itself: a Google ID token (audience = our client id, verified
// e-mail) or a Facebook access token (bound to our app by appsecret_proof). See ADR 0021.
import { fetchFacebookProfile } from "~/accounts/auth.server";
import { findOrCreateSocialUser, type SocialProfile } from "~/accounts/accounts.server";
import { getEnv } from "~/env.server";

export class SocialLoginError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

const GOOGLE_TOKENINFO = "https://oauth2.googleapis.com/tokeninfo";

export async function verifyGoogleIdToken(idToken: string): Promise<SocialProfile> {
  const env = getEnv();
  if (!env.GOOGLE_CLIENT_ID) throw new SocialLoginError("Google login is not configured.", 400);
  const response = await fetch(`${GOOGLE_TOKENINFO}?${new URLSearchParams({ id_token: idToken })}`);
  if (!response.ok) throw new SocialLoginError("The Google credential is invalid.", 401);
  const info = (await response.json()) as {
    aud?: string; email?: string; email_verified?: string | boolean; given_name?: string; family_name?: string; exp?: string;
  };
  if (info.aud !== env.GOOGLE_CLIENT_ID) throw new SocialLoginError("The Google credential was issued for another app.", 401);
  if (!(info.email_verified === true || info.email_verified === "true") || !info.email) {
    throw new SocialLoginError("Your Google e-mail address is not verified.", 401);
  }
  if (info.exp && Number(info.exp) * 1000 < Date.now()) throw new SocialLoginError("The Google credential has expired.", 401);
  return { email: info.email, firstName: info.given_name ?? "", lastName: info.family_name ?? "" };
}

export async function verifyFacebookAccessToken(accessToken: string): Promise<SocialProfile> {
  const env = getEnv();
  if (!env.FACEBOOK_CLIENT_ID || !env.FACEBOOK_CLIENT_SECRET) {
    throw new SocialLoginError("Facebook login is not configured.", 400);
  }
  let profile;
  try {
    profile = await fetchFacebookProfile(accessToken);
  } catch {
    throw new SocialLoginError("The Facebook credential is invalid.", 401);
  }
  const email = profile._json.email;
  if (!email) throw new SocialLoginError("Facebook did not share a verified e-mail address.", 401);
  return { email, firstName: profile._json.first_name ?? "", lastName: profile._json.last_name ?? "" };
}

/** Verifies the provider credential in the body and returns the account's user id. */
export async function socialLoginFromApi(body: Record<string, unknown>): Promise<number> {
  const provider = typeof body.provider === "string" ? body.provider.toLowerCase() : "";
  const idToken = typeof body.idToken === "string" ? body.idToken : "";
  const accessToken = typeof body.accessToken === "string" ? body.accessToken : "";
  let profile: SocialProfile;
  if ((provider === "google" || (!provider && idToken)) && idToken) profile = await verifyGoogleIdToken(idToken);
  else if ((provider === "facebook" || (!provider && accessToken)) && accessToken) profile = await verifyFacebookAccessToken(accessToken);
  else {
    throw new SocialLoginError(
      "A provider credential is required: send provider \"google\" with idToken, or \"facebook\" with accessToken.",
      401,
    );
  }
  return await findOrCreateSocialUser(profile);
}
