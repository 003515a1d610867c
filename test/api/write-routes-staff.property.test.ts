import { writeRouteSuite } from "../property/suite";

// Every staff write route of the API, from the generated route index, with 300 generated requests each.
writeRouteSuite("staff");
