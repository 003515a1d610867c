import { describe, expect, it } from "vitest";
import { isSafePostHref, isSafePostImageSrc } from "./post-html-policy";
import { sanitizePostHtml } from "./post-html";

describe("sanitizePostHtml: the one policy for post bodies", () => {
  it("removes scripts, event handlers and javascript: links, keeping the text", () => {
    const out = sanitizePostHtml(
      `<p>Hello<script>alert(1)</script></p><img src="x.jpg" onerror="alert(2)"><img src="/api/v1/files/a.jpg" onerror="alert(3)" alt="A"><a href="javascript:alert(4)">click</a>`,
    );
    expect(out).not.toMatch(/script|onerror|javascript:|alert/i);
    expect(out).toContain("<p>Hello</p>");
    expect(out).toContain('<img src="/api/v1/files/a.jpg" alt="A" loading="lazy" />');
    expect(out).toContain("click");
    expect(out).not.toContain("<a");
  });

  it("keeps the allow-list; external links open in a new tab, every link gets rel", () => {
    const html =
      '<h2>T</h2><h3>S</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="https://example.com" target="_self">l</a> <a href="mailto:a@b.co" target="_blank">m</a></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote><p>q</p></blockquote><pre><code>c</code></pre><hr />';
    const out = sanitizePostHtml(html);
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">l</a>');
    expect(out).toContain('<a href="mailto:a@b.co" rel="noopener noreferrer">m</a>');
    for (const tag of ["h2", "h3", "strong", "em", "u", "s", "ul", "ol", "li", "blockquote", "pre", "code"]) expect(out).toContain(`<${tag}>`);
  });

  it("drops tags and attributes outside the list, protocol-relative and data: images, relative links and style", () => {
    const out = sanitizePostHtml(
      '<h1 style="color:red">Big</h1><div class="x"><span>t</span></div><iframe src="https://e.com"></iframe><img src="//evil.example/x.png"><img src="data:image/png;base64,AAAA"><a href="/relative">r</a><table><tr><td>c</td></tr></table>',
    );
    expect(out).toBe("<h2>Big</h2>trc");
  });

  it("unwraps an unsafe link beside safe ones without breaking their closing tags", () => {
    expect(sanitizePostHtml('<p>a <a href="javascript:x()">x</a><a href="https://e.example">e</a> <a href="/r">r</a><a href="mailto:m@e.example">m</a></p>')).toBe(
      '<p>a x<a href="https://e.example" target="_blank" rel="noopener noreferrer">e</a> r<a href="mailto:m@e.example" rel="noopener noreferrer">m</a></p>',
    );
    expect(sanitizePostHtml('<unsafe-link onclick="x()">kept</unsafe-link>')).toBe("kept");
  });

  it("renames pasted markup into the list: h1 to h2, h5/h6 to h4, b to strong, i to em, strike to s", () => {
    expect(sanitizePostHtml("<h1>a</h1><h5>b</h5><h6>c</h6><b>d</b><i>e</i><strike>f</strike>")).toBe(
      "<h2>a</h2><h4>b</h4><h4>c</h4><strong>d</strong><em>e</em><s>f</s>",
    );
  });

  it.each([
    "<p>plain</p>",
    '<p><a href="https://x.example/a?b=1&amp;c=2" title="t">x</a> <a href="mailto:a@b.co">m</a></p>',
    '<img src="https://cdn.example/a.jpg" alt="" width="10" height="10" loading="eager">',
    '<h1 onclick="x()">t</h1><script>bad()</script><p>ok <a href="javascript:x()">y</a></p>',
    "<ul><li><b>one</b></li><li><i>two</i></li></ul><pre><code>&lt;tag&gt;</code></pre>",
  ])("is idempotent, so the read-side pass leaves a saved body as it is: %s", (html) => {
    const once = sanitizePostHtml(html);
    expect(sanitizePostHtml(once)).toBe(once);
  });

  it("the editor's link and image checks are the sanitizer's", () => {
    expect(["https://a.example", "http://a.example", " mailto:a@b.co"].every(isSafePostHref)).toBe(true);
    expect(["javascript:alert(1)", "/relative", "data:text/html,x", "//evil.example"].some(isSafePostHref)).toBe(false);
    expect(["https://a.example/x.jpg", "/api/v1/files/a.jpg"].every(isSafePostImageSrc)).toBe(true);
    expect(["//evil.example/x.png", "data:image/png;base64,AA", "x.jpg", "/\\evil"].some(isSafePostImageSrc)).toBe(false);
  });
});
