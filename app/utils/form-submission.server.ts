// Conform's server half for the public pages' forms (ADR 0180): the action parses the form with
// its Zod schema and answers `submission.reply()`, which the page reads with useFormReply.
// Imported from this .server module, so neither Conform nor Zod reaches the page's bundle (a
// route importing @conform-to/zod directly keeps Zod in the browser build even when only its
// action uses it).
export { parseWithZod } from "@conform-to/zod/v4";
