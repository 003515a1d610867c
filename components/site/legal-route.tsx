import "server-only";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/site/page-metadata";
import { listSettings } from "@/lib/services/settings";
import { LegalPage } from "./legal-page";
import { siteSetting } from "@/lib/site/site-settings";

export type LegalKey = "cookie-policy" | "privacy-policy" | "terms-conditions";

const descriptions: Record<LegalKey, string> = {
  "cookie-policy": "Which cookies this website uses, why, and how to control them.",
  "privacy-policy": "What personal information the agency collects, how it is used and your rights.",
  "terms-conditions": "The terms for using this website and the agency's representation and booking services.",
};

export async function legalMetadata(key: LegalKey): Promise<Metadata> {
  const page = await siteSetting(key);
  return pageMetadata({ title: page.pageTitle, description: descriptions[key], path: `/${key}` });
}

/** The date a legal page last changed: its settings row's, else today (spec: "a 'last updated' date"). */
async function updatedAtOf(key: LegalKey): Promise<Date> {
  try {
    const [row] = await listSettings([key]);
    return row?.updatedAt ?? new Date();
  } catch {
    return new Date();
  }
}

export async function LegalRoute({ settingKey }: { settingKey: LegalKey }) {
  const [page, updatedAt] = await Promise.all([siteSetting(settingKey), updatedAtOf(settingKey)]);
  return <LegalPage page={page} updatedAt={updatedAt} />;
}
