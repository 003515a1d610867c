import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";

const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** The handler is exercised against a real Redis; the machine and CI run one at 127.0.0.1:6379. */
async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const available = await redisReachable();

describe.skipIf(!available)("RedisCacheHandler", async () => {
  process.env.REDIS_URL = url;
  process.env.REDIS_CACHE_PREFIX = `agency-test-${Date.now()}:`;
  const { default: Handler, serialize, deserialize } = await import("./redis-cache-handler.mjs");
  const a = new Handler({});
  const b = new Handler({});

  afterAll(() => {
    delete process.env.REDIS_URL;
  });

  it("round-trips buffers and maps", () => {
    const value = { body: Buffer.from("hello"), segments: new Map([["/a", Buffer.from("x")]]) };
    const back = deserialize(serialize(value));
    expect(back.body.toString()).toBe("hello");
    expect(back.segments.get("/a").toString()).toBe("x");
  });

  it("shares a page between instances and expires it on every instance when its tag is revalidated", async () => {
    const page = { kind: "APP_PAGE", html: "<h1>Our Models</h1>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": "talents,_N_T_/female-models" }, status: 200 };
    await a.set("/female-models", page, { cacheControl: { revalidate: 3600, expire: 7200 } });
    const hit = await b.get("/female-models", { kind: "APP_PAGE" });
    expect(hit?.value.html).toBe("<h1>Our Models</h1>");
    expect(hit?.value.rscData.toString()).toBe("rsc");
    await new Promise((r) => setTimeout(r, 5));
    await a.revalidateTag("talents", { expire: 0 });
    expect(await b.get("/female-models", { kind: "APP_PAGE" })).toBeNull();
    await a.set("/female-models", page, {});
    expect(await b.get("/female-models", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("expires data-cache entries by their tags", async () => {
    await a.set("fetch-key", { kind: "FETCH", data: { body: "[]" } }, { tags: ["setting:banner"] });
    expect(await b.get("fetch-key", { kind: "FETCH", tags: ["setting:banner"], softTags: [] })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await b.revalidateTag(["setting:banner"], { expire: 0 });
    expect(await a.get("fetch-key", { kind: "FETCH", tags: ["setting:banner"], softTags: [] })).toBeNull();
  });
});
