/**
 * Clients as entities (issue 40, `clients-and-confirmations.md`): the kinds of company, the free-mail domains no
 * company may claim, and the two checks on what a booker types (a registrable domain via `tldts`, a VAT ID via
 * `jsvat-next`). Browser-safe: the client form runs the same checks.
 */
import { checkVAT, countries } from "jsvat-next";
import { getDomain, parse } from "tldts";

export const COMPANY_KINDS = ["client", "brand", "production", "agency", "photographer", "casting", "other"] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

export const COMPANY_KIND_LABELS: Record<CompanyKind, string> = {
  client: "Client",
  brand: "Brand",
  production: "Production",
  agency: "Agency",
  photographer: "Photographer",
  casting: "Casting",
  other: "Other",
};

/** How many domains one company may claim. */
export const MAX_COMPANY_DOMAINS = 20;

/**
 * Mail providers anyone can sign up to: a company never claims one of these domains, and an address at one of them
 * never suggests a company by its domain (only an exact contact e-mail can). The one list.
 */
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com", "googlemail.com", "outlook.com", "hotmail.com", "hotmail.co.uk", "hotmail.fr", "hotmail.es", "hotmail.it", "hotmail.de",
  "live.com", "live.co.uk", "live.fr", "live.nl", "msn.com", "yahoo.com", "yahoo.co.uk", "yahoo.fr", "yahoo.es", "yahoo.it", "yahoo.de",
  "ymail.com", "rocketmail.com", "aol.com", "icloud.com", "me.com", "mac.com", "proton.me", "protonmail.com", "pm.me", "gmx.com",
  "gmx.de", "gmx.net", "gmx.at", "web.de", "t-online.de", "mail.com", "mail.ru", "yandex.com", "yandex.ru", "zoho.com", "tutanota.com",
  "tuta.io", "fastmail.com", "hey.com", "qq.com", "163.com", "126.com", "naver.com", "orange.fr", "free.fr", "laposte.net",
  "libero.it", "virgilio.it", "ziggo.nl", "kpnmail.nl", "telenet.be", "skynet.be", "seznam.cz", "wp.pl", "o2.pl", "interia.pl",
]);

export const isFreeMailDomain = (domain: string): boolean => FREE_MAIL_DOMAINS.has(domain.toLowerCase());

/**
 * The registrable domain ("zara.com") of what a booker typed ("ZARA.com", "https://www.zara.com/es", "es.zara.com"),
 * lower-cased; null when it names none (an IP address, "localhost", a bare suffix, garbage).
 */
export function registrableDomain(input: string): string | null {
  const text = input.trim().toLowerCase();
  if (!text || text.length > 253 || /\s/.test(text)) return null;
  const parsed = parse(text);
  if (parsed.isIp || !parsed.isIcann) return null;
  return getDomain(text) ?? null;
}

/** The registrable domain of an e-mail address's host, or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at < 0 ? null : registrableDomain(email.slice(at + 1));
}

export type VatCheck = { ok: true; value: string; valid: boolean } | { ok: false };

/**
 * A VAT ID as stored (upper-case, no spaces, dots or dashes) and whether `jsvat-next` finds its checksum right. A
 * country it knows with a number of the wrong shape is malformed (`ok: false`, a 422); a country it does not know is
 * kept as typed and reads unverified. No online (VIES) check: out of scope.
 */
export function checkVatId(input: string): VatCheck {
  const value = input.replace(/[\s.\-]/g, "").toUpperCase();
  if (!/^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(value)) return { ok: false };
  const result = checkVAT(value, countries);
  if (result.isSupportedCountry && !result.isValidFormat) return { ok: false };
  return { ok: true, value, valid: result.isValid };
}

/** EU member states (ISO 3166 alpha-2; Greece as GR), for the reverse charge. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT",
  "RO", "SK", "SI", "ES", "SE",
]);
