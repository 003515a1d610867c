import { ModelDetailsView } from "./model-details-view";
import { measurementLine, type MeasurementRow, type ProfileMeasurement } from "./units";

const isProfileRow = (row: MeasurementRow): row is ProfileMeasurement => "key" in row;

/**
 * Model Details with a cm / ft-in switch. Profile rows (`profileMeasurements`) are also summed up in one line above
 * the table; both lines are worked out here, so the units code stays on the server and the switch only chooses.
 */
export function ModelDetails({ rows }: { rows: MeasurementRow[] }) {
  const profileRows = rows.filter(isProfileRow);
  const lines = { metric: measurementLine(profileRows, "metric"), imperial: measurementLine(profileRows, "imperial") };
  return <ModelDetailsView rows={rows} lines={lines} />;
}
