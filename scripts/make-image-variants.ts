// Usage: npx tsx scripts/make-image-variants.ts
// Makes the srcset variants (ADR 0233) of stored images that lack them: photos uploaded before
// variants existed. Safe to run while the app serves, and to run again.
import { backfillImageVariants } from "~/storage/image-backfill.server";
import { getStorage } from "~/storage/storage.server";

const started = Date.now();
const result = await backfillImageVariants(getStorage());
console.log(`image variants: made for ${result.made}, already there for ${result.skipped}, original missing for ${result.missing} (${Date.now() - started} ms)`);
