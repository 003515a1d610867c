import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type World, type WriteRoute, describeFailures, exerciseRoute, writeRoutes } from "./write-routes";

// No database: the routes below touch none, and the world only has to name some values.
const world = {
  viewers: {},
  idPool: [1, 2, 3],
  activeProfileIds: [1],
  talentUserIds: [1],
  categoryIds: [1],
  seededEmails: ["someone@example.com"],
} as unknown as World;

const fake = (handler: unknown): WriteRoute => ({ key: "POST /fake", method: "POST", path: "/fake", handler: handler as WriteRoute["handler"] });

describe("the write-route property suite", () => {
  it("finds the write routes of the API, each made by apiRoute", () => {
    const keys = writeRoutes().map((r) => r.key);
    expect(keys).toContain("POST /auth/register");
    expect(keys).toContain("DELETE /admin/talents/{id}");
    expect(keys.some((k) => k.startsWith("GET "))).toBe(false);
    expect(keys.findIndex((k) => k.startsWith("DELETE"))).toBeGreaterThan(keys.findLastIndex((k) => !k.startsWith("DELETE")));
  });

  it("reports the 500s of a route that lets NUL bytes and large numbers through, with their cause", async () => {
    // Not made by apiRoute, whose checks would refuse both: this handler passes what it is sent to a "database".
    const meta = { auth: "public" as const, body: z.object({ name: z.string(), count: z.number().int().optional() }) };
    const leaky = Object.assign(async (req: Request) => {
      const text = await req.text();
      const problem = /\\u0000|\u0000/.test(text) ? "invalid byte sequence for encoding UTF8: 0x00" : /\d{10,}/.test(text) ? "value out of range for type integer" : null;
      if (!problem) return Response.json({ success: true, data: null });
      console.error("[api] unexpected error", new Error(problem));
      return Response.json({ success: false, message: "An error occurred" }, { status: 500 });
    }, { meta });
    const result = await exerciseRoute(world, fake(leaky), { numRuns: 300, seed: 7, lanes: 2 });
    expect(result.requests).toBe(300);
    expect(result.statuses[200]).toBeGreaterThan(20);
    const report = describeFailures(result, 7);
    expect(report).toMatch(/answered 500 \(Error: invalid byte sequence/);
    expect(report).toMatch(/answered 500 \(Error: value out of range/);
    expect(report).toMatch(/first at request \d+ \(lane \d, seed \d\)\n {2}plan \{"caller"/);
  });

  it("reports answers outside the envelope", async () => {
    const bare = Object.assign(async () => new Response("Method Not Allowed", { status: 405 }), { meta: { auth: "public" as const } });
    const result = await exerciseRoute(world, fake(bare), { numRuns: 20, seed: 7, lanes: 1 });
    expect(result.failures).toHaveLength(20);
    expect(result.failures[0].problem).toBe("answered 405 outside the envelope");
  });
});
