// The clients domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { createCompany, createContact, deleteCompany, deleteContact, getCompany, linkBookingToCompany, listCompanies, listContacts, matchCompany, matchEmail, mergeCompanies, updateCompany, updateContact } from "./companies";
export type { AdminCompany } from "./companies";
export { exportContact } from "./contact-export";
