/**
 * How many rows each admin list shows a page: the one home of each, read by the list (its query to the API) and by
 * its page, which renders the first page on the server with the same numbers so the list's query starts from it.
 */
export const adminListPageSize = {
  talents: 50,
  bookings: 20,
  jobs: 20,
  packages: 20,
  posts: 12,
  notifications: 20,
  pending: 50,
} as const;
