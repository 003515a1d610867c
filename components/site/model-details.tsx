import { ModelDetailsView } from "./model-details-view";
import type { ProfileMeasurement } from "@/lib/domain/measurement-fields";

/** Model Details with a cm / ft-in switch: a talent's profile and a client package's page. */
export function ModelDetails({ rows }: { rows: ProfileMeasurement[] }) {
  return <ModelDetailsView rows={rows} />;
}
