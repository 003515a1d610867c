// The business documents' layout for react-pdf (a confirmation, its acceptance certificate, an invoice, a credit note,
// a talent statement): one calm A4 layout for every kind. Plain JavaScript (React.createElement, no JSX) because it
// runs in the PDF worker thread, which Node loads directly, without Next's bundler; `business-document.d.mts` types
// it. Amounts arrive formatted (lib/domain/money.ts on the app's side): nothing here computes money.
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, Fragment } from "react";

const MARGIN = { x: 48, top: 46, bottom: 64 };
const INK = "#111111";
const MUTED = "#6b6b6b";
const RULE = "#d9d6d0";
const WASH = "#f6f4f0";

/** @param {import("./comp-card-fonts.mjs").CompCardFonts} fonts */
function stylesFor(fonts) {
  return StyleSheet.create({
    page: {
      fontFamily: fonts.sans,
      fontSize: 8.5,
      color: INK,
      backgroundColor: "#ffffff",
      paddingTop: MARGIN.top,
      paddingBottom: MARGIN.bottom,
      paddingHorizontal: MARGIN.x,
    },
    // Body text keeps the face's own line spacing (Inter's is about 1.2): with a line height set on the body, react-pdf
    // 4.9 silently drops the footer's page numbers (its issues 3044, 3402, 3566). Only the display titles set one.
    body: {},
    header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
    agency: { width: "50%" },
    agencyName: { fontFamily: fonts.serif, fontSize: 13, lineHeight: 1.2, marginBottom: 4 },
    small: { fontSize: 7.5, color: MUTED },
    titleBlock: { width: "46%", alignItems: "flex-end" },
    // The display face is tall: a line height keeps its ascent inside the block.
    title: { fontFamily: fonts.serif, fontSize: 24, lineHeight: 1.15, textAlign: "right" },
    number: { marginTop: 4, fontSize: 10, fontWeight: 500, textAlign: "right" },
    version: { marginTop: 1, fontSize: 7.5, color: MUTED, textAlign: "right" },
    eyebrow: { fontSize: 6.5, letterSpacing: 1.4, textTransform: "uppercase", color: MUTED, marginBottom: 3 },
    parties: { marginTop: 26, flexDirection: "row", gap: 16 },
    party: { flex: 1 },
    partyFirst: { fontWeight: 500 },
    meta: { marginTop: 18, flexDirection: "row", flexWrap: "wrap", borderTop: `0.5 solid ${RULE}`, borderBottom: `0.5 solid ${RULE}`, paddingVertical: 6 },
    metaCell: { width: "25%", paddingVertical: 3, paddingRight: 8 },
    metaValue: { fontSize: 8.5 },
    section: { marginTop: 20 },
    sectionTitle: { fontFamily: fonts.serif, fontSize: 12, lineHeight: 1.2, marginBottom: 6 },
    headRow: { flexDirection: "row", borderBottom: `0.75 solid ${INK}`, paddingBottom: 3 },
    headCell: { fontSize: 6.5, letterSpacing: 1.1, textTransform: "uppercase", color: MUTED, paddingHorizontal: 3 },
    groupRow: { flexDirection: "row", backgroundColor: WASH, paddingVertical: 3, paddingHorizontal: 3, marginTop: 2 },
    groupText: { fontSize: 8, fontWeight: 500 },
    row: { flexDirection: "row", borderBottom: `0.5 solid ${RULE}`, paddingVertical: 4 },
    cell: { paddingHorizontal: 3 },
    detail: { marginTop: 1, fontSize: 7, color: MUTED },
    emphasis: { fontWeight: 500 },
    summary: { marginTop: 4, alignSelf: "flex-end", width: 230 },
    totals: { marginTop: 16, alignSelf: "flex-end", width: 250 },
    totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2.5, paddingHorizontal: 3 },
    totalLabel: { flex: 1, paddingRight: 10 },
    totalValue: { textAlign: "right" },
    grandRow: { borderTop: `0.75 solid ${INK}`, marginTop: 3, paddingTop: 5 },
    grandText: { fontSize: 10.5, fontWeight: 500 },
    totalNote: { fontSize: 7.5, color: MUTED },
    notes: { marginTop: 22 },
    note: { marginBottom: 8 },
    noteHeading: { fontWeight: 500, marginBottom: 1 },
    noteText: { color: INK },
    footer: {
      position: "absolute",
      left: MARGIN.x,
      right: MARGIN.x,
      bottom: 28,
      paddingTop: 6,
      borderTop: `0.5 solid ${RULE}`,
      flexDirection: "row",
      justifyContent: "space-between",
      fontSize: 6.5,
      color: MUTED,
    },
    footerText: { flex: 1, paddingRight: 12 },
    extraTitle: { fontFamily: fonts.serif, fontSize: 18, lineHeight: 1.2, marginBottom: 4 },
    extraIntro: { marginTop: 4, color: INK },
    kvTable: { marginTop: 14, borderTop: `0.75 solid ${INK}` },
    kvRow: { flexDirection: "row", borderBottom: `0.5 solid ${RULE}`, paddingVertical: 4 },
    kvLabel: { width: 150, paddingRight: 10, fontSize: 7, letterSpacing: 0.6, textTransform: "uppercase", color: MUTED, paddingTop: 1 },
    kvValue: { flex: 1, fontSize: 8 },
  });
}

/** @typedef {ReturnType<typeof stylesFor>} Styles */
/** @typedef {import("./business-document.mjs").BusinessDocument} BusinessDocument */

const alignOf = (/** @type {string | undefined} */ align) => (align === "right" ? "right" : align === "center" ? "center" : "left");

/**
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function header(doc, s) {
  const { agency } = doc;
  return h(
    View,
    { style: s.header },
    h(
      View,
      { style: s.agency },
      h(Text, { style: s.agencyName }, agency.legalName),
      (agency.address ?? []).map((line, i) => h(Text, { key: `a${i}`, style: s.small }, line)),
      agency.vatId && h(Text, { style: s.small }, `VAT ID ${agency.vatId}`),
      (agency.contact ?? []).map((line, i) => h(Text, { key: `c${i}`, style: s.small }, line)),
    ),
    h(
      View,
      { style: s.titleBlock },
      h(Text, { style: s.title }, doc.title),
      doc.number && h(Text, { style: s.number }, doc.number),
      doc.version && h(Text, { style: s.version }, doc.version),
    ),
  );
}

/**
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function parties(doc, s) {
  const list = (doc.parties ?? []).filter((p) => p.lines.length > 0);
  if (!list.length) return null;
  return h(
    View,
    { style: s.parties },
    list.map((party, i) =>
      h(
        View,
        { key: i, style: s.party },
        h(Text, { style: s.eyebrow }, party.label),
        party.lines.map((line, j) => h(Text, { key: j, style: j === 0 ? s.partyFirst : undefined }, line)),
      ),
    ),
    // Keeps a lone party from stretching across the page.
    list.length < 3 && Array.from({ length: 3 - list.length }, (_, i) => h(View, { key: `spacer${i}`, style: s.party })),
  );
}

/**
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function meta(doc, s) {
  const rows = doc.meta ?? [];
  if (!rows.length) return null;
  return h(
    View,
    { style: s.meta },
    rows.map((row, i) => h(View, { key: i, style: s.metaCell }, h(Text, { style: s.eyebrow }, row.label), h(Text, { style: s.metaValue }, row.value))),
  );
}

/**
 * @param {import("./business-document.mjs").BusinessDocumentColumn[]} columns
 */
function widthsOf(columns) {
  const weights = columns.map((c, i) => c.width ?? (i === 0 ? 3 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => `${(100 * w) / sum}%`);
}

/**
 * A table: the head, then each group's heading and rows. A row never splits across pages; the head goes with the
 * first row (`minPresenceAhead`).
 * @param {import("./business-document.mjs").BusinessDocumentSection} section
 * @param {Styles} s
 * @param {number} key
 */
function section(section, s, key) {
  const widths = widthsOf(section.columns);
  const cellStyle = (/** @type {number} */ i) => [s.cell, { width: widths[i], textAlign: alignOf(section.columns[i].align) }];
  return h(
    View,
    { key, style: s.section },
    section.title && h(Text, { style: s.sectionTitle, minPresenceAhead: 40 }, section.title),
    h(
      View,
      { style: s.headRow, wrap: false, minPresenceAhead: 24 },
      section.columns.map((column, i) => h(Text, { key: i, style: [s.headCell, { width: widths[i], textAlign: alignOf(column.align) }] }, column.label)),
    ),
    section.groups.map((group, g) =>
      h(
        Fragment,
        { key: g },
        group.heading && h(View, { style: s.groupRow, wrap: false, minPresenceAhead: 20 }, h(Text, { style: s.groupText }, group.heading)),
        group.rows.map((row, r) =>
          h(
            View,
            { key: r, style: s.row, wrap: false },
            row.cells.map((cell, i) =>
              i === 0 && row.detail
                ? h(View, { key: i, style: cellStyle(i) }, h(Text, { style: row.emphasis ? s.emphasis : undefined }, cell), h(Text, { style: s.detail }, row.detail))
                : h(Text, { key: i, style: [...cellStyle(i), ...(row.emphasis ? [s.emphasis] : [])] }, cell),
            ),
          ),
        ),
      ),
    ),
    section.summary?.length
      ? h(
          View,
          { style: s.summary, wrap: false },
          section.summary.map((line, i) => totalRow(line, s, i)),
        )
      : null,
  );
}

/**
 * @param {import("./business-document.mjs").BusinessDocumentTotal} line
 * @param {Styles} s
 * @param {number} key
 */
function totalRow(line, s, key) {
  const grand = line.emphasis === "total";
  const muted = line.emphasis === "muted";
  return h(
    View,
    { key, style: [s.totalRow, ...(grand ? [s.grandRow] : [])], wrap: false },
    h(Text, { style: [s.totalLabel, ...(grand ? [s.grandText] : []), ...(muted ? [s.totalNote] : [])] }, line.label),
    h(Text, { style: [s.totalValue, ...(grand ? [s.grandText] : []), ...(muted ? [s.totalNote] : [])] }, line.value),
  );
}

/**
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function totals(doc, s) {
  const rows = doc.totals ?? [];
  if (!rows.length) return null;
  return h(View, { style: s.totals, wrap: false }, rows.map((line, i) => totalRow(line, s, i)));
}

/**
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function notes(doc, s) {
  const list = doc.notes ?? [];
  if (!list.length) return null;
  return h(
    View,
    { style: s.notes },
    list.map((note, i) =>
      h(View, { key: i, style: s.note, wrap: false }, note.heading && h(Text, { style: s.noteHeading }, note.heading), h(Text, { style: s.noteText }, note.text)),
    ),
  );
}

/**
 * The footer on every page: the document's line (agency, number) and "Page n of m".
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function footer(doc, s) {
  const text = doc.footer ?? [doc.agency.legalName, doc.agency.vatId && `VAT ID ${doc.agency.vatId}`, doc.number].filter(Boolean).join("  ·  ");
  return h(
    View,
    { style: s.footer, fixed: true },
    h(Text, { style: s.footerText }, text),
    h(Text, { render: (/** @type {{ pageNumber: number, totalPages: number }} */ p) => `Page ${p.pageNumber} of ${p.totalPages}` }),
  );
}

/**
 * The extra page (the acceptance certificate's evidence): a title, paragraphs, a key/value table.
 * @param {BusinessDocument} doc
 * @param {Styles} s
 */
function extraPage(doc, s) {
  const extra = doc.extraPage;
  if (!extra) return null;
  return h(
    Page,
    { size: "A4", style: s.page },
    h(
      View,
      { style: s.body },
      h(Text, { style: s.eyebrow }, [doc.title, doc.number, doc.version].filter(Boolean).join("  ·  ")),
      h(Text, { style: s.extraTitle }, extra.title),
      (extra.intro ?? []).map((p, i) => h(Text, { key: i, style: s.extraIntro }, p)),
      h(
        View,
        { style: s.kvTable },
        extra.rows.map((row, i) => h(View, { key: i, style: s.kvRow, wrap: false }, h(Text, { style: s.kvLabel }, row.label), h(Text, { style: s.kvValue }, row.value))),
      ),
    ),
    footer(doc, s),
  );
}

/**
 * Lays out and renders one business document to PDF bytes. The PDF's dates, producer and creator come from the
 * document, so the same document renders to the same bytes.
 * @param {BusinessDocument} doc
 * @param {import("./comp-card-fonts.mjs").CompCardFonts} fonts
 * @returns {Promise<Buffer>}
 */
export function renderBusinessDocumentPdf(doc, fonts) {
  const s = stylesFor(fonts);
  const date = new Date(doc.issuedAt);
  if (Number.isNaN(date.getTime())) throw new TypeError(`A business document's issuedAt is not a date: ${doc.issuedAt}`);
  const title = [doc.title, doc.number, doc.version].filter(Boolean).join(" ");
  const document = h(
    Document,
    {
      title,
      author: doc.agency.legalName,
      subject: doc.title,
      creator: doc.agency.legalName,
      producer: doc.agency.legalName,
      creationDate: date,
      modificationDate: date,
      language: doc.language ?? "en",
    },
    h(
      Page,
      { size: "A4", style: s.page },
      h(
        View,
        { style: s.body },
        header(doc, s),
        parties(doc, s),
        meta(doc, s),
        doc.sections.map((sec, i) => section(sec, s, i)),
        totals(doc, s),
        notes(doc, s),
      ),
      footer(doc, s),
    ),
    extraPage(doc, s),
  );
  return renderToBuffer(document);
}
