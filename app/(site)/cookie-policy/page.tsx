import { connection } from "next/server";
import { LegalRoute, legalMetadata } from "@/components/site/legal-route";

export const generateMetadata = () => legalMetadata("cookie-policy");

export default async function Page() {
  await connection();
  return <LegalRoute settingKey="cookie-policy" />;
}
