import { blogPostChecks, blogPostFieldsSchema, type BlogPostField, type BlogPostFormValues } from "@/lib/validation/blog-post";

export type Problems = Partial<Record<BlogPostField, string>>;

/** Every failing check of the form at once, each field's first message (the spec's toast names the first). */
export function allProblems(values: BlogPostFormValues, image: { hasImage: boolean; creating: boolean }): Problems {
  const problems: Problems = {};
  const parsed = blogPostFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as BlogPostField;
      if (blogPostChecks.some((c) => c.field === field)) problems[field] ??= issue.message;
    }
  }
  if (image.creating && !image.hasImage) problems.image = blogPostChecks[5].description;
  return problems;
}
