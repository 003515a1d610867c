// The comp card's layout for react-pdf. Plain JavaScript (React.createElement, no JSX) because it runs in the PDF
// worker thread, which Node loads directly, without Next's bundler; `comp-card-document.d.mts` types it.
import { Document, Image, Page, Rect, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { createElement as h, Fragment } from "react";

/** The industry's comp card: 5.5 x 8.5 inches, in PDF points (72 a inch). */
const CARD_SIZE = { width: 5.5 * 72, height: 8.5 * 72 };

const MARGIN = 22;
const GAP = 6;
const CONTENT_WIDTH = CARD_SIZE.width - 2 * MARGIN;
const CELL = { width: (CONTENT_WIDTH - GAP) / 2, height: 186 };
const QR_SIZE = 72;
const FADE = { height: 200, steps: 40, opacity: 0.6 };

/** The printed size of each photo frame, in inches, so each photo is prepared for its frame. */
export const PHOTO_FRAMES = {
  front: { width: CARD_SIZE.width / 72, height: CARD_SIZE.height / 72 },
  back: { width: CELL.width / 72, height: CELL.height / 72 },
};

const INK = "#111111";
const MUTED = "#6b6b6b";
const RULE = "#d9d6d0";

/** @param {import("./comp-card-fonts.mjs").CompCardFonts} fonts */
function stylesFor(fonts) {
  return StyleSheet.create({
    page: { fontFamily: fonts.sans, fontSize: 8, color: INK, backgroundColor: "#ffffff" },
    frontPage: { backgroundColor: "#1a1a1a" },
    bleed: { position: "absolute", top: 0, left: 0, width: CARD_SIZE.width, height: CARD_SIZE.height },
    fade: { position: "absolute", left: 0, bottom: 0 },
    frontText: { position: "absolute", left: MARGIN + 4, right: MARGIN + 4, bottom: MARGIN + 6, color: "#ffffff" },
    frontName: { fontFamily: fonts.serif, fontSize: 34, lineHeight: 1.05 },
    frontMeta: { marginTop: 8, fontSize: 7, letterSpacing: 2.2, textTransform: "uppercase" },
    back: { paddingTop: MARGIN, paddingHorizontal: MARGIN, paddingBottom: MARGIN },
    header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", minHeight: 28 },
    // The display face is tall (ascent + descent over 1.5 em): without a line height the name overflows the 28 pt
    // header and the layout drops it from the page.
    backName: { fontFamily: fonts.serif, fontSize: 20, lineHeight: 1.1, maxWidth: CONTENT_WIDTH - 110 },
    eyebrow: { fontSize: 6.5, letterSpacing: 1.8, textTransform: "uppercase", color: MUTED },
    grid: { marginTop: 8, flexDirection: "row", flexWrap: "wrap", gap: GAP, height: 2 * CELL.height + GAP },
    cell: { width: CELL.width, height: CELL.height, backgroundColor: "#f1efea" },
    details: { marginTop: 12, flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
    stats: { width: CONTENT_WIDTH - QR_SIZE - 16, flexDirection: "row", flexWrap: "wrap" },
    stat: { width: (CONTENT_WIDTH - QR_SIZE - 16) / 2, flexDirection: "row", paddingVertical: 2.5, borderBottom: `0.5 solid ${RULE}` },
    statLabel: { width: 40, fontSize: 6.5, letterSpacing: 1.2, textTransform: "uppercase", color: MUTED, paddingTop: 1 },
    statValue: { flex: 1, fontSize: 8, fontWeight: 500, paddingRight: 6 },
    qr: { width: QR_SIZE, alignItems: "center" },
    qrCaption: { marginTop: 3, fontSize: 5.5, letterSpacing: 1, textTransform: "uppercase", color: MUTED },
    footer: {
      position: "absolute",
      left: MARGIN,
      right: MARGIN,
      bottom: MARGIN,
      paddingTop: 8,
      borderTop: `0.5 solid ${RULE}`,
      flexDirection: "row",
      justifyContent: "space-between",
      alignItems: "center",
    },
    logo: { height: 16, maxWidth: 130, objectFit: "contain" },
    agencyName: { fontFamily: fonts.serif, fontSize: 11 },
    contact: { alignItems: "flex-end" },
    contactLine: { fontSize: 6.5, color: MUTED, marginTop: 1 },
  });
}

/** A PDF image from encoded bytes (react-pdf wants a Buffer). */
const image = (/** @type {Uint8Array} */ bytes, /** @type {"jpg" | "png"} */ format, /** @type {object} */ style, key = undefined) =>
  h(Image, { key, src: { data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), format }, style });

/**
 * Page one: the main photo full-bleed, the name over a fade.
 * @param {import("./comp-card-document.mjs").CompCardData} data
 * @param {ReturnType<typeof stylesFor>} s
 */
function frontPage(data, s) {
  const meta = [data.category, data.agency.name].filter(Boolean).join("  ·  ");
  // A fade under the name in bands: gradient opacity is not drawn alike by every PDF reader.
  const bands = Array.from({ length: FADE.steps }, (_, i) =>
    h(Rect, {
      key: i,
      x: "0",
      y: (i * FADE.height) / FADE.steps,
      width: CARD_SIZE.width,
      height: FADE.height / FADE.steps,
      fill: "#000000",
      fillOpacity: (FADE.opacity * (i + 1)) / FADE.steps,
    }),
  );
  return h(
    Page,
    { size: CARD_SIZE, style: [s.page, s.frontPage] },
    data.front && image(data.front, "jpg", s.bleed),
    h(Svg, { width: CARD_SIZE.width, height: FADE.height, style: s.fade }, bands),
    h(View, { style: s.frontText }, h(Text, { style: s.frontName }, data.stageName), meta && h(Text, { style: s.frontMeta }, meta)),
  );
}

/**
 * Page two: four more photos, the measurements, the QR code to the profile and the agency.
 * @param {import("./comp-card-document.mjs").CompCardData} data
 * @param {ReturnType<typeof stylesFor>} s
 */
function backPage(data, s) {
  const { agency } = data;
  return h(
    Page,
    { size: CARD_SIZE, style: [s.page, s.back] },
    h(View, { style: s.header }, h(Text, { style: s.backName }, data.stageName), data.category && h(Text, { style: s.eyebrow }, data.category)),
    h(View, { style: s.grid }, data.back.map((photo, i) => image(photo, "jpg", s.cell, i))),
    h(
      View,
      { style: s.details },
      h(
        View,
        { style: s.stats },
        data.measurements.map((m) =>
          h(View, { key: m.label, style: s.stat }, h(Text, { style: s.statLabel }, m.label), h(Text, { style: s.statValue }, m.value)),
        ),
      ),
      h(View, { style: s.qr }, image(data.qr, "png", { width: QR_SIZE, height: QR_SIZE }), h(Text, { style: s.qrCaption }, "Full portfolio")),
    ),
    h(
      View,
      { style: s.footer },
      agency.logo ? image(agency.logo, "png", s.logo) : h(Text, { style: s.agencyName }, agency.name),
      h(
        View,
        { style: s.contact },
        agency.logo && h(Text, { style: s.contactLine }, agency.name),
        agency.contact.map((line) => h(Text, { key: line, style: s.contactLine }, line)),
      ),
    ),
  );
}

/**
 * Lays out and renders cards to PDF bytes (fonts embedded as subsets, images as they are given): one or more comp
 * cards (a package's) in one document, each talent's two pages in turn.
 * @param {import("./comp-card-document.mjs").CompCardData[]} cards
 * @param {import("./comp-card-fonts.mjs").CompCardFonts} fonts
 * @returns {Promise<Buffer>}
 */
export function renderCompCardPdf(cards, fonts) {
  const s = stylesFor(fonts);
  const [first] = cards;
  const agency = first?.agency.name ?? "";
  const date = new Date(Math.max(0, ...cards.map((c) => c.date.getTime())));
  const document = h(
    Document,
    {
      title: cards.length === 1 ? `${first.stageName} — comp card` : `Comp cards — ${agency}`,
      author: agency,
      subject: cards.length === 1 ? "Comp card" : "Comp cards",
      creator: agency,
      producer: agency,
      creationDate: date,
      modificationDate: date,
    },
    cards.map((data, i) => h(Fragment, { key: i }, frontPage(data, s), backPage(data, s))),
  );
  return renderToBuffer(document);
}
