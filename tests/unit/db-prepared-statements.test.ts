// SQLite connections keep their statements prepared by SQL text (ADR 0433): the same query is
// planned once, drizzle's reads and plain reads of one text give their own shapes, a statement
// being iterated is not handed out twice, a schema change is seen, and the oldest text goes first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { keepStatementsPrepared, openDatabase } from "~/db/sqlite.server";
import * as schema from "~/db/schema";

function connection(size?: number) {
  const client = new Database(":memory:");
  keepStatementsPrepared(client, size);
  client.exec("create table t (id integer primary key, name text)");
  client.exec("insert into t (name) values ('Ayu'), ('Made'), ('Komang')");
  return client;
}

describe("statements kept prepared", () => {
  it("hands out the statement prepared before for the same text, in its default mode", () => {
    const client = connection();
    const first = client.prepare("select id, name from t where id = ?");
    expect(first.raw().get(1)).toEqual([1, "Ayu"]);
    const again = client.prepare("select id, name from t where id = ?");
    expect(again).toBe(first);
    // Raw mode was left on by the last user; the next one reads objects as it asked for.
    expect(again.get(2)).toEqual({ id: 2, name: "Made" });
    expect(client.prepare("select name from t where id = ?").pluck().get(3)).toBe("Komang");
    expect(client.prepare("select name from t where id = ?").get(3)).toEqual({ name: "Komang" });
  });

  it("gives a fresh statement while the kept one is being iterated", () => {
    const client = connection();
    const text = "select name from t order by id";
    const rows = client.prepare(text).pluck().iterate() as IterableIterator<string>;
    expect(rows.next().value).toBe("Ayu");
    const other = client.prepare(text);
    expect(other.all()).toEqual([{ name: "Ayu" }, { name: "Made" }, { name: "Komang" }]);
    expect([...rows]).toEqual(["Made", "Komang"]);
    expect(client.prepare(text).pluck().all()).toEqual(["Ayu", "Made", "Komang"]);
  });

  it("sees a column added after the statement was kept", () => {
    const client = connection();
    expect(client.prepare("select * from t where id = 1").get()).toEqual({ id: 1, name: "Ayu" });
    client.exec("alter table t add column district text default 'Ubud'");
    expect(client.prepare("select * from t where id = 1").get()).toEqual({ id: 1, name: "Ayu", district: "Ubud" });
  });

  it("drops the least recently used text when full", () => {
    const client = connection(2);
    const a = client.prepare("select 1 as a");
    const b = client.prepare("select 2 as b");
    expect(client.prepare("select 1 as a")).toBe(a); // a is now the most recent
    client.prepare("select 3 as c"); // b goes
    expect(client.prepare("select 1 as a")).toBe(a);
    expect(client.prepare("select 2 as b")).not.toBe(b);
  });

  it("drizzle's reads and writes through a file database give the same rows as before, run after run", () => {
    const db = openDatabase(path.join(fs.mkdtempSync(path.join(os.tmpdir(), "balimice-stmt-")), "app.db"));
    const read = () => db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(eq(schema.users.email, "ayu@example.com")).all();
    db.insert(schema.users).values({ email: "ayu@example.com", firstName: "Ayu" }).run();
    const once = read();
    expect(once).toEqual([{ id: expect.any(Number), email: "ayu@example.com" }]);
    expect(read()).toEqual(once);
    // The text drizzle just read in raw mode, run by a plain reader: objects, not arrays.
    const { sql: text, params } = db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users).where(eq(schema.users.email, "ayu@example.com")).toSQL();
    expect(db.$client.prepare(text).all(...params)).toEqual(once);
    expect(db.all<{ email: string }>(sql`select "email" from "users" where "email" = ${"ayu@example.com"}`)).toEqual([{ email: "ayu@example.com" }]);
    db.$client.close();
  });
});
