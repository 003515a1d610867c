/** Every TanStack Query key comes from here, so a mutation invalidates exactly what it changed. */
export const queryKeys = {
  me: ["me"] as const,
  /** The signed-in person's own sessions (the account pages of both areas). */
  sessions: ["sessions"] as const,
  passkeys: ["passkeys"] as const,
  media: { all: ["media"] as const, list: (page: number) => ["media", page] as const, portfolio: ["media", "portfolio"] as const },
  notifications: { all: ["notifications"] as const, list: (filter?: string) => ["notifications", filter ?? "all"] as const },
  /** A talent's blocked days, by the list's address (the talent's own, or a talent's for staff). */
  availability: (path: string) => ["availability", path] as const,
  schedule: ["schedule"] as const,
  admin: {
    stats: ["admin", "stats"] as const,
    workQueue: ["admin", "work-queue"] as const,
    pending: ["admin", "pending"] as const,
    /** Every talent list, whatever its filters: the prefix to invalidate after a change. */
    talentLists: ["admin", "talents"] as const,
    talents: (filters: Record<string, unknown> = {}) => ["admin", "talents", filters] as const,
    talent: (id: number) => ["admin", "talent", id] as const,
    bookingLists: ["admin", "bookings"] as const,
    bookings: (filters: Record<string, unknown> = {}) => ["admin", "bookings", filters] as const,
    booking: (id: number) => ["admin", "booking", id] as const,
    jobLists: ["admin", "jobs"] as const,
    jobs: (filters: Record<string, unknown> = {}) => ["admin", "jobs", filters] as const,
    job: (id: number) => ["admin", "job", id] as const,
    /** A job's money (fees, expenses, usages, quote): the prefix to invalidate after any money change. */
    jobMoney: (id: number) => ["admin", "job", id, "money"] as const,
    company: (id: number) => ["admin", "company", id] as const,
    /** Every view of the board, whatever its range: the prefix to invalidate after a line changes. */
    calendarAll: ["admin", "calendar"] as const,
    calendar: (range: Record<string, unknown>) => ["admin", "calendar", range] as const,
    packageLists: ["admin", "packages"] as const,
    packages: (filters: Record<string, unknown> = {}) => ["admin", "packages", filters] as const,
    package: (id: number) => ["admin", "package", id] as const,
    packageTalents: (search: string, date: string) => ["admin", "package-talents", search, date] as const,
    postLists: ["admin", "posts"] as const,
    posts: (filters: Record<string, unknown> = {}) => ["admin", "posts", filters] as const,
    post: (id: number) => ["admin", "post", id] as const,
    notifications: ["admin", "notifications"] as const,
    notification: (id: number) => ["admin", "notification", id] as const,
    notificationRecipients: ["admin", "notification-recipients"] as const,
    subadmins: ["admin", "subadmins"] as const,
    activity: ["admin", "activity"] as const,
  },
  settings: (key: string) => ["settings", key] as const,
  /** The signed-in staff member's own sign-in settings (the account page's sections). */
  account: { twoFactor: ["account", "two-factor"] as const, securityPolicy: ["account", "security-policy"] as const, reauth: ["account", "reauth"] as const },
  blogCategories: ["blog-categories"] as const,
  locations: (...path: string[]) => ["locations", ...path] as const,
};
