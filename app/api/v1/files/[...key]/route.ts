import { storedImageTypes as TYPES } from "@/lib/domain/image-formats";
import { readLocal } from "@/lib/storage/drivers";

/** Serves locally stored uploads. Names are random and never reused, so they are cached for a year. */
export async function GET(_req: Request, ctx: { params: Promise<{ key: string[] }> }) {
  const { key } = await ctx.params;
  const joined = key.join("/");
  const ext = joined.split(".").pop() ?? "";
  const bytes = TYPES[ext] ? await readLocal(joined) : null;
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": TYPES[ext],
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
