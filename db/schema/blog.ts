import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const blogCategories = pgTable(
  "blog_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_categories_slug_unique").on(t.slug)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    contentHtml: text("content_html").notNull().default(""),
    imageUrl: text("image_url"),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default("Admin"),
    authorImage: text("author_image"),
    authorRole: text("author_role"),
    authorBio: text("author_bio"),
    featured: boolean("featured").notNull().default(false),
    readTime: text("read_time"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_category_idx").on(t.categoryId),
    index("blog_posts_published_at_idx").on(t.publishedAt),
  ],
);

export type BlogCategory = typeof blogCategories.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
