/**
 * Structured data for search engines. `<` is escaped so that no value (a post title, a bio) can close the script
 * element; the content is data, never executed.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
