import { ModelDetailsView } from "./model-details-view";
import { MeasurementLineView, ModelDetailsList } from "./profile-details-view";
import { measurementLine, type ProfileMeasurement } from "@/lib/domain/measurement-fields";

/** Model Details with a cm / ft-in switch (a client package's page); `quiet` is the profile's small list. */
export function ModelDetails({ rows, quiet = false }: { rows: ProfileMeasurement[]; quiet?: boolean }) {
  return quiet ? <ModelDetailsList rows={rows} /> : <ModelDetailsView rows={rows} />;
}

/**
 * The profile's one measurement line (height, bust or chest, waist, hips, shoes, hair, eyes) with the unit switch.
 * Both systems' lines are worked out here, so the units code stays on the server and the switch only chooses.
 */
export function MeasurementLine({ rows }: { rows: ProfileMeasurement[] }) {
  const lines = { metric: measurementLine(rows, "metric"), imperial: measurementLine(rows, "imperial") };
  return lines.metric ? <MeasurementLineView lines={lines} /> : null;
}
