// A grouped search on PostgreSQL reads its slice of venue ids as one text, "12,7,12,30"
// (ADR 0472): read back, it gives the same ids in the same order, and reading stops at the
// id the caller says it has enough with, so a venue page never reads past what it needs.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eachIdOfList } from "~/catalog/search-postgres.server";

const read = (list: string, stopAfter = Infinity) => {
  const ids: number[] = [];
  const count = eachIdOfList(list, (id) => {
    ids.push(id);
    return ids.length < stopAfter;
  });
  return { ids, count };
};

describe("a slice of venue ids as text", () => {
  it("gives back every id of PostgreSQL's array_to_string, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })), (ids) => {
        expect(read(ids.join(","))).toEqual({ ids, count: ids.length });
      }),
    );
  });

  it("stops at the id the caller has enough with", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1 }), fc.nat(), (ids, k) => {
        const stopAfter = 1 + (k % ids.length);
        expect(read(ids.join(","), stopAfter)).toEqual({ ids: ids.slice(0, stopAfter), count: stopAfter });
      }),
    );
  });

  it("reads an empty slice (no match) as no ids", () => {
    expect(read("")).toEqual({ ids: [], count: 0 });
  });
});
