import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const roleLabels: Record<string, string> = { talent: "Talent", admin: "Admin", subadmin: "Sub-admin" };
const statusLabels: Record<string, { label: string; hint: string }> = {
  active: { label: "Active", hint: "Your profile is public." },
  hidden: { label: "Hidden", hint: "The agency has hidden your profile from the public site for now." },
};

/** Account Settings: who is signed in, read-only (changes go through the agency). */
export function AccountSettings({ user }: { user: { name: string; email: string; role: string; status: string } }) {
  const status = statusLabels[user.status] ?? { label: user.status, hint: "" };
  const rows = [
    { label: "Name", value: user.name },
    { label: "Email", value: user.email },
    { label: "Role", value: roleLabels[user.role] ?? user.role },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Settings</CardTitle>
        <CardDescription>To change these details, contact the agency.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 border-t border-border sm:grid-cols-2">
          {rows.map(({ label, value }) => (
            <div key={label} className="flex min-w-0 flex-col gap-1 border-b border-border py-3">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="truncate">{value}</dd>
            </div>
          ))}
          <div className="flex flex-col gap-1 border-b border-border py-3">
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Status</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Badge variant={user.status === "active" ? "success" : "secondary"}>{status.label}</Badge>
              {status.hint && <span className="text-xs text-muted-foreground">{status.hint}</span>}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
