import { writeRouteSuite } from "../property/suite";

// The staff write routes of the API, from the generated route index, with 300 generated requests each: part 1 of 3.
writeRouteSuite("staff", [1, 3]);
