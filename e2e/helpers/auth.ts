export const DEMO_PASSWORD = "demo-password";

export const demoUsers = {
  admin: "admin@example.com",
  editor: "editor@example.com",
  talent: "talent@example.com",
} as const;

/** The saved session of a demo role: `test.use({ storageState: authFile("admin") })`. */
export const authFile = (role: keyof typeof demoUsers) => `e2e/.auth/${role}.json`;
