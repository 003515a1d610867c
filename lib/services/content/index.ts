// The content domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { JOURNAL_PAGE_SIZE, getFeaturedPost, getPostPreview, getPublishedPost, listBlogCategories, listPublishedPostSlugs, listPublishedPosts, readBlogCategorySlugs, readPublishedPostKeys } from "./blog";
export type { PostState, PublicBlogCategory, PublicPost, PublicPostSummary } from "./blog";
export { createAdminBlogCategory, listAdminBlogCategories } from "./blog-admin-categories";
export { createAdminPost, deleteAdminPost, getAdminPost, listAdminPosts, toggleAdminPost, updateAdminPost } from "./blog-admin-posts";
export { sendContactMessage } from "./contact";
export { uploadSiteImage } from "./site-images";
export { RECENT_DAYS, getAdminStats } from "./stats-admin";
export type { RecentActivityItem, StatCard } from "./stats-admin";
