// The privacy domain's face: other domains, routes, pages and components import these names from here, never a file
// inside the folder (eslint's no-restricted-imports holds it). See README.md beside this file.
export { exportOwnData } from "./data-export";
export { runRetention } from "./retention";
export { eraseTalentByAdmin } from "./talent-erasure";
