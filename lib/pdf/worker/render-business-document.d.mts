import type { BusinessDocument } from "./business-document.mjs";
import type { RenderResult } from "./render-comp-cards.mjs";

export default function renderBusinessDocument(doc: BusinessDocument): Promise<RenderResult>;
