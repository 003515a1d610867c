import { writeRouteSuite } from "../property/suite";

// The social providers are configured, at an address that refuses connections, so that the social routes check
// their input rather than answering "not configured"; no generated request carries a state the app signed.
const refused = "http://127.0.0.1:9";
for (const platform of ["INSTAGRAM", "TIKTOK"]) {
  Object.assign(process.env, {
    [`${platform}_CLIENT_ID`]: "property-client",
    [`${platform}_CLIENT_SECRET`]: "property-secret",
    [`${platform}_AUTHORIZE_URL`]: `${refused}/authorize`,
    [`${platform}_TOKEN_URL`]: `${refused}/token`,
    [`${platform}_PROFILE_URL`]: `${refused}/profile`,
  });
}
Object.assign(process.env, { TIKTOK_REVOKE_URL: `${refused}/revoke`, INSTAGRAM_LONG_LIVED_URL: `${refused}/long`, INSTAGRAM_REFRESH_URL: `${refused}/refresh` });

// Every talent write route of the API, from the generated route index, with 300 generated requests each.
writeRouteSuite("talent");
