import { writeRouteSuite } from "../property/suite";

// Every public write route of the API, from the generated route index, with 300 generated requests each.
writeRouteSuite("public");
