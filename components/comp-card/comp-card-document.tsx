import {
  Document,
  Image,
  Page,
  Rect,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from "@react-pdf/renderer";
import { Fragment } from "react";
import type { CompCardFonts } from "./fonts";

/** The industry's comp card: 5.5 x 8.5 inches, in PDF points (72 a inch). */
const CARD_SIZE = { width: 5.5 * 72, height: 8.5 * 72 } as const;

const MARGIN = 22;
const GAP = 6;
const CONTENT_WIDTH = CARD_SIZE.width - 2 * MARGIN;
const CELL = { width: (CONTENT_WIDTH - GAP) / 2, height: 186 } as const;
const QR_SIZE = 72;
const FADE = { height: 200, steps: 40, opacity: 0.6 } as const;

/** The printed size of each photo frame, in inches, so the service can prepare each photo for its frame. */
export const PHOTO_FRAMES = {
  front: { width: CARD_SIZE.width / 72, height: CARD_SIZE.height / 72 },
  back: { width: CELL.width / 72, height: CELL.height / 72 },
} as const;

export interface CompCardMeasurement {
  label: string;
  value: string;
}

export interface CompCardData {
  stageName: string;
  category: string | null;
  /** JPEG bytes of the front photo (full bleed), if the talent has one. */
  front: Buffer | null;
  /** JPEG bytes of up to four back photos, in card order. */
  back: Buffer[];
  measurements: CompCardMeasurement[];
  agency: { name: string; logo: Buffer | null; contact: string[] };
  profileUrl: string;
  /** PNG bytes of the QR code of `profileUrl`. */
  qr: Buffer;
  /** The PDF's creation date: the profile's last change, so the same card renders to the same bytes (and ETag). */
  date: Date;
}

const INK = "#111111";
const MUTED = "#6b6b6b";
const RULE = "#d9d6d0";

function stylesFor(fonts: CompCardFonts) {
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

type Styles = ReturnType<typeof stylesFor>;

/** Page one: the main photo full-bleed, the name over a fade. */
function FrontPage({ data, s }: { data: CompCardData; s: Styles }) {
  const meta = [data.category, data.agency.name].filter(Boolean).join("  ·  ");
  return (
    <Page size={CARD_SIZE} style={[s.page, s.frontPage]}>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt text */}
      {data.front && <Image src={{ data: data.front, format: "jpg" }} style={s.bleed} />}
      {/* A fade under the name in bands: gradient opacity is not drawn alike by every PDF reader. */}
      <Svg width={CARD_SIZE.width} height={FADE.height} style={s.fade}>
        {Array.from({ length: FADE.steps }, (_, i) => (
          <Rect
            key={i}
            x="0"
            y={(i * FADE.height) / FADE.steps}
            width={CARD_SIZE.width}
            height={FADE.height / FADE.steps}
            fill="#000000"
            fillOpacity={(FADE.opacity * (i + 1)) / FADE.steps}
          />
        ))}
      </Svg>
      <View style={s.frontText}>
        <Text style={s.frontName}>{data.stageName}</Text>
        {meta && <Text style={s.frontMeta}>{meta}</Text>}
      </View>
    </Page>
  );
}

/** Page two: four more photos, the measurements, the QR code to the profile and the agency. */
function BackPage({ data, s }: { data: CompCardData; s: Styles }) {
  return (
    <Page size={CARD_SIZE} style={[s.page, s.back]}>
      <View style={s.header}>
        <Text style={s.backName}>{data.stageName}</Text>
        {data.category && <Text style={s.eyebrow}>{data.category}</Text>}
      </View>
      <View style={s.grid}>
        {data.back.map((photo, i) => (
          // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt text
          <Image key={i} src={{ data: photo, format: "jpg" }} style={s.cell} />
        ))}
      </View>
      <View style={s.details}>
        <View style={s.stats}>
          {data.measurements.map((m) => (
            <View key={m.label} style={s.stat}>
              <Text style={s.statLabel}>{m.label}</Text>
              <Text style={s.statValue}>{m.value}</Text>
            </View>
          ))}
        </View>
        <View style={s.qr}>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt text */}
          <Image src={{ data: data.qr, format: "png" }} style={{ width: QR_SIZE, height: QR_SIZE }} />
          <Text style={s.qrCaption}>Full portfolio</Text>
        </View>
      </View>
      <View style={s.footer}>
        {data.agency.logo ? (
          // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt text
          <Image src={{ data: data.agency.logo, format: "png" }} style={s.logo} />
        ) : (
          <Text style={s.agencyName}>{data.agency.name}</Text>
        )}
        <View style={s.contact}>
          {data.agency.logo && <Text style={s.contactLine}>{data.agency.name}</Text>}
          {data.agency.contact.map((line) => (
            <Text key={line} style={s.contactLine}>
              {line}
            </Text>
          ))}
        </View>
      </View>
    </Page>
  );
}

/** One or more comp cards (a package's) in one document: each talent's two pages in turn. */
function CompCardDocument({ cards, fonts }: { cards: CompCardData[]; fonts: CompCardFonts }) {
  const s = stylesFor(fonts);
  const [first] = cards;
  const agency = first?.agency.name ?? "";
  const date = new Date(Math.max(0, ...cards.map((c) => c.date.getTime())));
  return (
    <Document
      title={cards.length === 1 ? `${first.stageName} — comp card` : `Comp cards — ${agency}`}
      author={agency}
      subject={cards.length === 1 ? "Comp card" : "Comp cards"}
      creator={agency}
      producer={agency}
      creationDate={date}
      modificationDate={date}
    >
      {cards.map((data, i) => (
        <Fragment key={i}>
          <FrontPage data={data} s={s} />
          <BackPage data={data} s={s} />
        </Fragment>
      ))}
    </Document>
  );
}

/** Lays out and renders cards to PDF bytes (fonts embedded as subsets, images as they are given). */
export function renderCompCardPdf(cards: CompCardData[], fonts: CompCardFonts): Promise<Buffer> {
  return renderToBuffer(<CompCardDocument cards={cards} fonts={fonts} />);
}
