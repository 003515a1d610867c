import { mkdirSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { DEMO_PASSWORD, authFile, demoUsers } from "./helpers/auth";

/** Signs each demo role in once through the API and saves the session for the specs that use it. */
mkdirSync("e2e/.auth", { recursive: true });

for (const [role, email] of Object.entries(demoUsers)) {
  setup(`sign in as ${role}`, async ({ request }) => {
    const path = role === "talent" ? "/api/v1/auth/login" : "/api/v1/admin/login";
    const res = await request.post(path, { data: { email, password: DEMO_PASSWORD } });
    expect(res.status(), await res.text()).toBe(200);
    await request.storageState({ path: authFile(role as keyof typeof demoUsers) });
  });
}
