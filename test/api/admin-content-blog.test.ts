import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeEntries } from "@/lib/services/audit/activity";
import { GET as adminCategories, POST as addCategory } from "@/app/api/v1/admin/blog-categories/route";
import { DELETE as deletePost, GET as getPost, POST as updatePost } from "@/app/api/v1/admin/blog-posts/[id]/route";
import { POST as togglePost } from "@/app/api/v1/admin/blog-posts/[id]/toggle/route";
import { GET as listPosts, POST as createPost } from "@/app/api/v1/admin/blog-posts/route";
import { GET as publicPost } from "@/app/api/v1/blog-posts/[id]/route";
import { GET as publicPosts } from "@/app/api/v1/blog-posts/route";
import { createBlogCategory, createBlogPost } from "@/db/factories";
import { activityLog, blogPosts, uploads } from "@/db/schema";
import { createSession } from "@/lib/services/accounts/sessions";
import { useTestDb } from "../db";
import { call } from "../http";
import { makeUser } from "../users";

const db = useTestDb();

async function tokenFor(opts: Parameters<typeof makeUser>[1]) {
  const user = await makeUser(db(), opts);
  return (await createSession(user.id)).token;
}

async function jpegFile(name = "cover.jpg", type = "image/jpeg") {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#aa5533" } }).jpeg().toBuffer();
  return new File([new Uint8Array(bytes)], name, { type });
}

function form(fields: Record<string, string | File | undefined>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) f.append(k, v);
  return f;
}

describe("POST /admin/blog-posts: the six checks in the spec's order", () => {
  it("answers 422 with the first failing check each time, and stores nothing", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const category = await createBlogCategory(db(), { slug: "news", name: "News" });
    const steps: Array<[string, string | File, string, string]> = [
      ["title", "  Fresh Faces  ", "Title required", "Please enter a title"],
      ["excerpt", "Who we signed this month.", "Excerpt required", "Please enter an excerpt"],
      ["content", "<p>Meet them.</p>", "Content required", "Please enter the content"],
      ["author", "Celeste", "Author required", "Please enter the author name"],
      ["category_id", String(category.id), "Category required", "Please select a category"],
      ["image", await jpegFile(), "Image required", "Please upload a featured image"],
    ];
    const fields: Record<string, string | File> = {};
    for (const [field, value, title, description] of steps) {
      // An absent author takes the default byline (the old admin never sent one); the form's empty author is refused.
      const sent = field === "author" ? { ...fields, author: "" } : fields;
      const res = await call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer, form: form(sent) });
      expect(res.status, `before ${field}`).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: title, errors: { [field]: [description] } });
      // Blank (whitespace) is as good as missing.
      if (typeof value === "string" && field !== "category_id") {
        const blank = await call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer, form: form({ ...fields, [field]: "   " }) });
        expect(blank.body.message).toBe(title);
      }
      fields[field] = value;
    }
    expect(await db().select().from(blogPosts)).toHaveLength(0);
    const res = await call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer, form: form(fields) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: "Fresh Faces",
      slug: "fresh-faces",
      author: { name: "Celeste" },
      category_id: category.id,
      published_at: null,
      image: expect.stringMatching(/^\/api\/v1\/files\//),
    });
  });

  it("treats a body of only a script as empty content, and refuses an unknown category and a non-image file", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const category = await createBlogCategory(db(), { slug: "spotlight", name: "Spotlight" });
    const base = { title: "T", excerpt: "E", author: "A", category_id: String(category.id), image: await jpegFile() };
    const [postsBefore, uploadsBefore] = [(await db().select().from(blogPosts)).length, (await db().select().from(uploads)).length];
    const script = await call(createPost, "/api/v1/admin/blog-posts", {
      method: "POST",
      bearer,
      form: form({ ...base, content: "<script>alert(1)</script><p>  </p>" }),
    });
    expect(script.body.message).toBe("Content required");
    const unknown = await call(createPost, "/api/v1/admin/blog-posts", {
      method: "POST",
      bearer,
      form: form({ ...base, content: "<p>x</p>", category_id: "99999" }),
    });
    expect(unknown.body).toMatchObject({ message: "Category required", errors: { category_id: ["Please select a category"] } });
    const pdf = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    const wrongType = await call(createPost, "/api/v1/admin/blog-posts", {
      method: "POST",
      bearer,
      form: form({ ...base, content: "<p>x</p>", image: pdf }),
    });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body).toMatchObject({ message: "Invalid file type", errors: { image: ["Upload jpeg, jpg, png, gif, or webp"] } });
    // A text file dressed as a JPEG is caught by its bytes.
    const fake = new File(["not an image"], "fake.jpg", { type: "image/jpeg" });
    const faked = await call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer, form: form({ ...base, content: "<p>x</p>", image: fake }) });
    expect(faked.status).toBe(422);
    expect(await db().select().from(blogPosts)).toHaveLength(postsBefore);
    expect(await db().select().from(uploads)).toHaveLength(uploadsBefore);
  });

  it("sanitizes the content on save and keeps the author", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const category = await createBlogCategory(db(), { slug: "behind-scenes", name: "Behind the Scenes" });
    const res = await call(createPost, "/api/v1/admin/blog-posts", {
      method: "POST",
      bearer,
      form: form({
        title: "Backstage",
        excerpt: "E",
        author: "Tomas Reyes",
        category_id: String(category.id),
        image: await jpegFile("b.webp", "image/webp"),
        content: '<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://cdn.example.com/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>',
      }),
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, res.body.data.id));
    expect(row.contentHtml).toBe('<p>Hi</p><img src="https://cdn.example.com/a.jpg" alt="" loading="lazy" />bad');
    expect(row.authorName).toBe("Tomas Reyes");
  });
});

describe("updating, publishing and deleting", () => {
  it("publishes with the toggle, shows the post publicly at once, and hides it again", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const category = await createBlogCategory(db(), { slug: "casting-calls", name: "Casting Calls" });
    const created = await call(createPost, "/api/v1/admin/blog-posts", {
      method: "POST",
      bearer,
      form: form({ title: "Open Call: Spring", excerpt: "E", content: "<p>C</p>", author: "Admin", category_id: String(category.id), image: await jpegFile() }),
    });
    const { id, slug } = created.body.data;
    const findPublic = async () => {
      const list = await call(publicPosts, "/api/v1/blog-posts", { query: { category: "casting-calls" } });
      return list.body.data.data.some((p: { slug: string }) => p.slug === slug);
    };
    expect(await findPublic()).toBe(false);
    expect((await call(publicPost, `/api/v1/blog-posts/${slug}`, { params: { id: slug } })).status).toBe(404);

    const on = await call(togglePost, `/api/v1/admin/blog-posts/${id}/toggle`, { method: "POST", bearer, params: { id: String(id) }, body: { published: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true, message: "Blog post status has been updated.", data: { published: true } });
    expect(await findPublic()).toBe(true);
    expect((await call(publicPost, `/api/v1/blog-posts/${slug}`, { params: { id: slug } })).status).toBe(200);

    const off = await call(togglePost, `/api/v1/admin/blog-posts/${id}/toggle`, { method: "POST", bearer, params: { id: String(id) } });
    expect(off.body.data.published_at).toBeNull();
    expect(await findPublic()).toBe(false);
  });

  it("lists drafts and published posts for the admin, filters by category, and reads one by id", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const a = await createBlogCategory(db(), { slug: "list-a", name: "List A" });
    const b = await createBlogCategory(db(), { slug: "list-b", name: "List B" });
    const draft = await createBlogPost(db(), { title: "Draft in A", categoryId: a.id, publishedAt: null });
    await createBlogPost(db(), { title: "Live in B", categoryId: b.id });
    const all = await call(listPosts, "/api/v1/admin/blog-posts", { bearer, query: { category: "all", page: 1 } });
    expect(all.status).toBe(200);
    const titles = all.body.data.data.map((p: { title: string }) => p.title);
    expect(titles).toEqual(expect.arrayContaining(["Draft in A", "Live in B"]));
    const onlyA = await call(listPosts, "/api/v1/admin/blog-posts", { bearer, query: { category: "list-a" } });
    expect(onlyA.body.data.data.map((p: { title: string }) => p.title)).toEqual(["Draft in A"]);
    const one = await call(getPost, `/api/v1/admin/blog-posts/${draft.id}`, { bearer, params: { id: String(draft.id) } });
    expect(one.body.data).toMatchObject({ id: draft.id, title: "Draft in A", published_at: null, author: { name: "Admin" } });
    const missing = await call(getPost, "/api/v1/admin/blog-posts/999999", { bearer, params: { id: "999999" } });
    expect(missing.status).toBe(404);
  });

  it("updates without a new image, keeps the checks on update (no image needed), and deletes", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const category = await createBlogCategory(db(), { slug: "upd", name: "Upd" });
    const post = await createBlogPost(db(), { title: "Old", categoryId: category.id, imageUrl: "/demo/blog/1.jpg", publishedAt: null });
    const params = { id: String(post.id) };
    const bad = await call(updatePost, `/api/v1/admin/blog-posts/${post.id}`, { method: "POST", bearer, params, form: form({ title: "New" }) });
    expect(bad.body.message).toBe("Excerpt required");
    const ok = await call(updatePost, `/api/v1/admin/blog-posts/${post.id}`, {
      method: "POST",
      bearer,
      params,
      form: form({ title: "New", excerpt: "E2", content: "<p>Body</p>", author: "Mira", category_id: String(category.id), published_at: new Date().toISOString() }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ title: "New", slug: "new", image: "/demo/blog/1.jpg", author: { name: "Mira" }, published: true });
    const del = await call(deletePost, `/api/v1/admin/blog-posts/${post.id}`, { method: "DELETE", bearer, params });
    expect(del.status).toBe(200);
    expect(await db().select().from(blogPosts).where(eq(blogPosts.id, post.id))).toHaveLength(0);
    const again = await call(deletePost, `/api/v1/admin/blog-posts/${post.id}`, { method: "DELETE", bearer, params });
    expect(again.status).toBe(404);
    const log = await db().select().from(activityLog);
    expect((await describeEntries(log)).map((l) => l.action)).toEqual(expect.arrayContaining(['Updated blog post "New"', 'Deleted blog post "New"']));
  });
});

describe("two staff saving the same title at the same moment", () => {
  it("gives every new post and renamed draft its own slug, never a 500 (the unique index decides, the loser takes the next)", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const category = await createBlogCategory(db(), { slug: "race", name: "Race" });
    const fields = { title: "Same Title", excerpt: "E", content: "<p>Body</p>", author: "Mira", category_id: String(category.id) };
    const created = await Promise.all(
      Array.from({ length: 12 }, async () =>
        call(createPost, "/api/v1/admin/blog-posts", { method: "POST", bearer, form: form({ ...fields, image: await jpegFile() }) }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(201));
    const drafts = await Promise.all(Array.from({ length: 8 }, (_, i) => createBlogPost(db(), { title: `Draft ${i}`, categoryId: category.id, publishedAt: null })));
    const renamed = await Promise.all(
      drafts.map((d) =>
        call(updatePost, `/api/v1/admin/blog-posts/${d.id}`, { method: "POST", bearer, params: { id: String(d.id) }, form: form({ ...fields, title: "Renamed" }) }),
      ),
    );
    expect(renamed.map((r) => r.status)).toEqual(Array(8).fill(200));
    const slugs = [...created, ...renamed].map((r) => r.body.data.slug as string);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toEqual(expect.arrayContaining(["same-title", "same-title-12", "renamed", "renamed-8"]));
  });
});

describe("blog categories from the editor", () => {
  it("adds one category when the same name is sent ten times at once; the others hear it exists", async () => {
    const bearer = await tokenFor({ role: "admin" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(addCategory, "/api/v1/admin/blog-categories", { method: "POST", bearer, body: { name: "Runway Diaries" } })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body.errors).toEqual({ name: ["This category already exists."] });
    }
  });

  it("adds a trimmed, new category and refuses a duplicate with 409 and a blank one with 422", async () => {
    const bearer = await tokenFor({ role: "subadmin", permissions: ["news"] });
    await createBlogCategory(db(), { slug: "events", name: "Events" });
    const added = await call(addCategory, "/api/v1/admin/blog-categories", { method: "POST", bearer, body: { name: "  Interviews " } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: "Interviews", slug: "interviews" });
    expect((await call(addCategory, "/api/v1/admin/blog-categories", { method: "POST", bearer, body: { name: "events" } })).status).toBe(409);
    expect((await call(addCategory, "/api/v1/admin/blog-categories", { method: "POST", bearer, body: { name: "  " } })).status).toBe(422);
    const list = await call(adminCategories, "/api/v1/admin/blog-categories", { bearer });
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(["Events", "Interviews"]));
  });
});
