// How much ink a web font puts on a glyph at a given optical size: the helper of app/typography.test.ts's glyph test.
// Plain JavaScript because fontkit ships no types (glyph-ink.d.mts declares what the test uses).
//
// fontkit cannot apply a variable WOFF2 font's variations itself (2.0.4: `getVariation` loses the WOFF2 tables, and
// decoding a composite glyph with variations set throws), so this decodes the glyph table once without them, then
// moves each simple glyph's points by the font's variation deltas as fontkit does for TrueType files.
import * as fontkit from "fontkit";

/** @param {string} file @param {Record<string, number>} [axes] */
export function openFont(file, axes = {}) {
  const base = /** @type {any} */ (fontkit.openSync(file));
  const font = /** @type {any} */ (fontkit.openSync(file));
  const tags = font.fvar ? font.fvar.axis.map((/** @type {any} */ a) => a.axisTag.trim()) : [];
  const varied = tags.some((/** @type {string} */ t) => t in axes);
  if (base.type === "WOFF2") {
    base._transformGlyfTable();
    font._transformedGlyphs = base._transformedGlyphs;
  }
  if (!varied) return font;
  font.variationCoords = font.fvar.axis.map((/** @type {any} */ a) =>
    Math.max(a.minValue, Math.min(a.maxValue, axes[a.axisTag.trim()] ?? a.defaultValue)),
  );
  if (base.type !== "WOFF2") return font.getVariation(axes);
  font._transformedGlyphs = base._transformedGlyphs.map((/** @type {any} */ g, /** @type {number} */ id) => {
    if (!g.points) return g;
    const points = g.points.map((/** @type {any} */ p) => p.copy());
    const all = [...points, ...font.getGlyph(id)._getPhantomPoints(g)];
    font._variationProcessor.transformPoints(id, all);
    return { ...g, points, phantomPoints: all.slice(-4) };
  });
  font._glyphs = {};
  return font;
}

/**
 * The ink of one character: whether the font maps it, its outline's area and its mean stroke width (twice the area
 * over the perimeter: a bar's thickness, a letter's average of stems and hairlines), in font units, and the font's
 * units per em.
 * @param {any} font @param {string} char
 */
export function glyphInk(font, char) {
  const codePoint = /** @type {number} */ (char.codePointAt(0));
  if (!font.hasGlyphForCodePoint(codePoint)) return { mapped: false, area: 0, stroke: 0, unitsPerEm: font.unitsPerEm };
  const { commands } = font.glyphForCodePoint(codePoint).path;
  let area = 0;
  let perimeter = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const to = (/** @type {number} */ nx, /** @type {number} */ ny) => {
    area += x * ny - nx * y;
    perimeter += Math.hypot(nx - x, ny - y);
    x = nx;
    y = ny;
  };
  const STEPS = 12;
  for (const { command, args } of commands) {
    if (command === "moveTo") [x, y, startX, startY] = [args[0], args[1], args[0], args[1]];
    else if (command === "lineTo") to(args[0], args[1]);
    else if (command === "quadraticCurveTo") {
      const [x0, y0, [cx, cy, ex, ey]] = [x, y, args];
      for (let i = 1; i <= STEPS; i++) {
        const t = i / STEPS;
        const u = 1 - t;
        to(u * u * x0 + 2 * u * t * cx + t * t * ex, u * u * y0 + 2 * u * t * cy + t * t * ey);
      }
    } else if (command === "bezierCurveTo") {
      const [x0, y0, [ax, ay, bx, by, ex, ey]] = [x, y, args];
      for (let i = 1; i <= STEPS; i++) {
        const t = i / STEPS;
        const u = 1 - t;
        to(u ** 3 * x0 + 3 * u * u * t * ax + 3 * u * t * t * bx + t ** 3 * ex, u ** 3 * y0 + 3 * u * u * t * ay + 3 * u * t * t * by + t ** 3 * ey);
      }
    } else if (command === "closePath") to(startX, startY);
  }
  area = Math.abs(area) / 2;
  return { mapped: true, area, stroke: perimeter ? (2 * area) / perimeter : 0, unitsPerEm: font.unitsPerEm };
}
