import { ModelDetailsView } from "./model-details-view";
import { measurementLine, type ProfileMeasurement } from "@/lib/domain/measurement-fields";

/**
 * Model Details with a cm / ft-in switch. With `summary` (the profile's rows, `profileMeasurements`) they are also
 * summed up in one line above the table; both lines are worked out here, so the units code stays on the server and
 * the switch only chooses.
 */
export function ModelDetails({ rows, summary = false }: { rows: ProfileMeasurement[]; summary?: boolean }) {
  const summed = summary ? rows : [];
  const lines = { metric: measurementLine(summed, "metric"), imperial: measurementLine(summed, "imperial") };
  return <ModelDetailsView rows={rows} lines={lines} />;
}
