import { AvailabilityManager } from "@/components/availability/availability-manager";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The staff's view of a talent's blocked days on the talent's page: the same screen as the talent's, on the admin routes. */
export function AvailabilityPanel({ talentId, name }: { talentId: number; name: string }) {
  return (
    // `#availability` is where the board's talent names lead.
    <Card id="availability" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Availability</CardTitle>
        <CardDescription>Days {name} cannot work. Options on them are allowed with a warning; confirming needs an override.</CardDescription>
      </CardHeader>
      <CardContent>
        <AvailabilityManager listPath={`/admin/talents/${talentId}/availability`} itemBase="/admin/availability" who={name} />
      </CardContent>
    </Card>
  );
}
