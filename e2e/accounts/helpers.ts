import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD, demoUsers } from "../helpers/auth";

/** A unique address per run, so specs never collide with the seed or with each other. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** A small real JPEG, made on the spot. */
export async function portraitJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: "#8a6a58" } }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Fills what the site's form requires of the selection data: the height and the three snapshots (each previewed).
 * The other measurements are optional.
 */
export async function fillApplicationBasics(page: Page) {
  await page.getByRole("textbox", { name: "Height", exact: true }).fill("176");
  const photo = await portraitJpeg();
  for (const label of ["Head and shoulders", "Full length", "Profile"]) {
    // The name also carries the required mark ("Profile *"); "Profile picture" is another field.
    await page.getByLabel(new RegExp(`^${label}(?! picture)`)).setInputFiles({ name: `${label}.jpg`, mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("img", { name: `Your ${label.toLowerCase()} photo` })).toBeVisible();
  }
}

/**
 * Registers an adult applicant through the API (multipart, as the form sends it) and returns the new user id, which
 * the admin API gives: the answer to a visitor carries none (it is the same for a taken email).
 */
export async function registerByApi(request: APIRequestContext, email: string, password: string): Promise<number> {
  const res = await request.post("/api/v1/auth/register", {
    multipart: {
      name: "Reset Tester",
      email,
      password,
      confirmPassword: password,
      phone: "+14155552671",
      whatsapp: "+14155552671",
      country: "US",
      state: "CA",
      city: "Los Angeles",
      gender: "female",
      category: "female",
      dob: "1995-03-14",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await talentByEmail(request, email)).id;
}

interface ListedTalent {
  id: number;
  email: string;
  status: string;
  profile_image_url: string | null;
  talent_profile: Record<string, unknown> | null;
}

/** An applicant or talent as the admin API lists it (any status), found by email. */
export async function talentByEmail(request: APIRequestContext, email: string): Promise<ListedTalent> {
  const token = await adminToken(request);
  const res = await request.get(`/api/v1/admin/talents?status=all&search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const found = ((await res.json()).data.data as ListedTalent[]).filter((t) => t.email === email.toLowerCase());
  expect(found, `one account for ${email}`).toHaveLength(1);
  return found[0];
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/v1/admin/login", { data: { email: demoUsers.admin, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).data.token as string;
}

/** Signs the demo admin in through the API and approves an application, as the admin screen would. */
export async function approveAsAdmin(request: APIRequestContext, userId: number) {
  const token = await adminToken(request);
  const res = await request.patch(`/api/v1/admin/approve/${userId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Deletes accounts a spec created, through the admin API, so that the listings, the pending list and the admin's
 * counts are the seed's again for the specs that follow.
 */
export async function removeAsAdmin(request: APIRequestContext, userIds: number[]) {
  if (userIds.length === 0) return;
  const token = await adminToken(request);
  for (const id of userIds.splice(0)) {
    const res = await request.delete(`/api/v1/admin/talents/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect([200, 404], await res.text()).toContain(res.status());
  }
}

/** The newest reset code mailed to an address, read from the development outbox. */
export async function latestResetCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status(), await res.text()).toBe(200);
  const mails = (await res.json()).data as { template: string; text: string }[];
  const mail = mails.find((m) => m.template === "reset-code");
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "a reset code in the outbox").toBeTruthy();
  return code!;
}

/** Holds every script of the app until the returned function is called, as on a slow phone: the page is HTML only. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the scripts a page fetches after its own (those its HTML does not name: a deferred form's code, the toast
 * outlet) until the returned function is called, so the page hydrates without them.
 */
export async function holdLateScripts(page: Page, url: string): Promise<() => void> {
  const html = await (await page.request.get(url)).text();
  const named = new Set(html.match(/\/_next\/static\/chunks\/[^"'\s\\]+\.js/g));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated an element (its fiber is on the DOM node), so its handlers are live. */
export const isHydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

/**
 * Opens a page and waits until its scripts have loaded and run: the forms are server-rendered, so a click before
 * hydration would reach a form that React does not handle yet.
 */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForLoadState("networkidle");
  return response;
}
