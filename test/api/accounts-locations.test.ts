import { describe, expect, it } from "vitest";
import { GET as cities } from "@/app/api/v1/locations/countries/[iso]/states/[code]/cities/route";
import { GET as states } from "@/app/api/v1/locations/countries/[iso]/states/route";
import { GET as countries } from "@/app/api/v1/locations/countries/route";
import { GET as outbox } from "@/app/api/v1/dev/outbox/route";
import { sendMail } from "@/lib/email";
import { mails } from "@/lib/email/templates";
import { useTestDb } from "../db";
import { call } from "../http";

useTestDb();

describe("GET /locations", () => {
  it("lists every country with its code and flag, cacheable for a day", async () => {
    const res = await call(countries, "/api/v1/locations/countries");
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(240);
    expect(res.body.data).toContainEqual({ iso: "NG", name: "Nigeria", flag: "🇳🇬" });
    expect(res.headers.get("cache-control")).toMatch(/max-age=86400/);
  });

  it("lists Nigeria's 36 states and the Federal Capital Territory", async () => {
    const res = await call(states, "/api/v1/locations/countries/NG/states", { params: { iso: "ng" } });
    expect(res.status).toBe(200);
    const names: string[] = res.body.data.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(37);
    expect(names.filter((n) => /Federal Capital Territory/.test(n))).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(["Lagos", "Kano", "Rivers", "Zamfara", "Abia"]));
    expect(res.body.data).toContainEqual({ code: "LA", name: "Lagos" });
  });

  it("lists the cities of a state", async () => {
    const res = await call(cities, "/api/v1/locations/countries/NG/states/LA/cities", { params: { iso: "NG", code: "LA" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ name: "Ikeja" });
  });

  it("answers an unknown country or state with 404 and a malformed one with 422", async () => {
    expect((await call(states, "/x", { params: { iso: "QQ" } })).status).toBe(404);
    expect((await call(cities, "/x", { params: { iso: "NG", code: "ZZZ" } })).status).toBe(404);
    expect((await call(states, "/x", { params: { iso: "Nigeria" } })).status).toBe(422);
  });
});

describe("GET /dev/outbox (development and e2e only)", () => {
  it("lists the mails sent to an address, newest first", async () => {
    await sendMail(mails.resetCode("Reader@Example.test", "123456"));
    const res = await call(outbox, "/api/v1/dev/outbox", { query: { to: "reader@example.test" } });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ to: "reader@example.test", template: "reset-code" });
    expect(res.body.data[0].text).toContain("123456");
    expect((await call(outbox, "/api/v1/dev/outbox", { query: { to: "nope" } })).status).toBe(422);
  });
});
