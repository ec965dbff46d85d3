// libphonenumber-js with its full metadata, for the server only. The "max" metadata is about
// 50 KB gzipped: Remix replaces *.server modules with an empty module in the browser build, so
// app/utils/phone.ts (shared with the forms) loads it on the server and nowhere else.
export { parsePhoneNumberFromString } from "libphonenumber-js/max";
