import { getImageProps } from "next/image";
import { describe, expect, it } from "vitest";
import { capSrcSet, widestSlot } from "./picture";

describe("widestSlot", () => {
  it("bounds each vw entry by the breakpoints before it", () => {
    // A listing card: 300 px on a wide screen, a quarter of at most 1280, a third of at most 1024, half of at most 768.
    expect(widestSlot("(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw")).toBe(384);
    expect(widestSlot("(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw")).toBe(768);
  });

  it("is null when a vw entry is unbounded or the form is not understood", () => {
    expect(widestSlot("(min-width: 768px) 50vw, 100vw")).toBeNull();
    expect(widestSlot("100vw")).toBeNull();
    expect(widestSlot("(min-width: 768px) 20vw, 45vw")).toBeNull();
    expect(widestSlot("(min-width: 48rem) 50vw, 100vw")).toBeNull();
    expect(widestSlot(undefined)).toBeNull();
  });
});

describe("capSrcSet", () => {
  const card = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw";

  it("keeps the widths up to the first within 5% of the widest slot at 2x, and falls back to the widest kept", () => {
    const { props } = getImageProps({ src: "/demo/talents/t01.jpg", alt: "", fill: true, sizes: card });
    const widths = (s: string | undefined) => s?.split(", ").map((c) => Number(c.split(" ")[1].slice(0, -1)));
    const capped = capSrcSet(props);
    const all = widths(props.srcSet)!;
    const kept = widths(capped.srcSet)!;
    expect(kept.length).toBeLessThan(all.length);
    // 384 px at 2x is 768: 750 is within 5%, so 1080 goes.
    expect(Math.max(...kept)).toBe(750);
    expect(all).toContain(1080);
    expect(capped.src).toContain(`w=${Math.max(...kept)}&`);
  });

  it("leaves an unbounded image (the hero) alone", () => {
    const { props } = getImageProps({ src: "/demo/banners/left.jpg", alt: "", fill: true, sizes: "(min-width: 768px) 50vw, 100vw" });
    expect(capSrcSet(props)).toEqual(props);
  });
});
