// The documents domain's face: other domains, routes and pages import these names from here, never a file inside the
// folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { freezeDocument, frozenDocumentSha256, readFrozenDocument, readFrozenDocumentWithType } from "./frozen-documents";
