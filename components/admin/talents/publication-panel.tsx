"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Globe, X } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { talentPublicationResponse } from "@/lib/api/responses/talent-publication";
import { queryKeys } from "@/lib/api/query-keys";
import { isApprovedStatus } from "@/lib/domain/talent-status";
import { toast } from "@/lib/toast";
import { newFaceFormSchema } from "@/lib/validation/talent-publication";
import { formatDate } from "../shell/format";
import { GuardianBlock } from "./guardian-block";
import type { TalentPublicationJson } from "./publication-types";

/**
 * Publication on the talent's page: the checklist, Publish / Unpublish, the New Faces place and, for a minor, the
 * guardian. Approval gives a dashboard; this puts the profile on the site (issue 26).
 */
export function PublicationPanel({ initial }: { initial: TalentPublicationJson }) {
  const queryClient = useQueryClient();
  // Under the talent's own key, so an edit or a new photo (which invalidates it) refreshes the checklist too.
  const key = [...queryKeys.admin.talent(initial.id), "publication"];
  const { data: pub } = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<typeof talentPublicationResponse>(`/admin/talents/${initial.id}/publication`),
    initialData: initial,
  });
  const placeForm = useForm<z.input<typeof newFaceFormSchema>, unknown, z.output<typeof newFaceFormSchema>>({
    resolver: zodResolver(newFaceFormSchema),
    defaultValues: { position: pub.new_face_position?.toString() ?? "" },
  });
  const refresh = async (next?: TalentPublicationJson) => {
    if (next) queryClient.setQueryData(key, next);
    await Promise.all([
      next ? Promise.resolve() : queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.talentLists }),
    ]);
  };

  const publish = useMutation({
    mutationFn: (action: "publish" | "unpublish") => apiFetch<typeof talentPublicationResponse>(`/admin/talents/${initial.id}/${action}`, { method: "POST" }),
    onSuccess: async (next, action) => {
      toast.success(action === "publish" ? "Profile Published" : "Profile Unpublished", {
        description: action === "publish" ? "The profile is now on the public site." : "The profile is no longer public.",
      });
      await refresh(next);
    },
    onError: (error) => toast.error("Error", { description: error.message || "Could not change the publication." }),
  });
  const newFace = useMutation({
    mutationFn: (position: number | null) => apiFetch<typeof talentPublicationResponse>(`/admin/talents/${initial.id}/new-face`, { method: "PUT", body: { position } }),
    onSuccess: async (next) => {
      placeForm.reset({ position: next.new_face_position?.toString() ?? "" });
      toast.success(next.new_face_position ? "Added to New Faces" : "Removed from New Faces");
      await refresh(next);
    },
    onError: (error) => {
      // The server's message for the place goes under the field as well.
      const message = error instanceof ApiError ? error.errors?.position?.[0] : undefined;
      if (message) placeForm.setError("position", { message }, { shouldFocus: true });
      toast.error("Error", { description: error.message || "Could not update New Faces." });
    },
  });

  const open = pub.checklist.filter((e) => !e.done).length;
  const approved = isApprovedStatus(pub.status);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center gap-3 border-b border-border">
        <Globe aria-hidden="true" className="size-5 text-muted-foreground" />
        <CardTitle className="flex-1">Publication</CardTitle>
        {pub.published ? (
          <Badge variant="success">{pub.public ? "Published" : "Published (hidden)"}</Badge>
        ) : (
          <Badge variant="secondary">Not published</Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-6 pt-4 md:grid-cols-2">
        <div>
          <h3 className="font-sans text-sm font-semibold">Before publishing</h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm" aria-label="Publication checklist">
            {pub.checklist.map((e) => (
              <li key={e.item} className="flex items-start gap-2">
                {e.done ? (
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                )}
                <span>
                  {e.label}
                  <span className="sr-only">{e.done ? ": done" : ": missing"}</span>
                  {e.missing && <span className="block text-xs text-muted-foreground">{e.missing}</span>}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            {pub.published ? (
              <Button variant="outline" onClick={() => publish.mutate("unpublish")} loading={publish.isPending}>
                Unpublish
              </Button>
            ) : (
              <Button onClick={() => publish.mutate("publish")} loading={publish.isPending} disabled={!approved || open > 0}>
                Publish profile
              </Button>
            )}
            <p className="text-xs text-muted-foreground">
              {pub.published_at
                ? `Published ${formatDate(pub.published_at)}`
                : !approved
                  ? "Approve the application first."
                  : open > 0
                    ? `${open} item${open === 1 ? "" : "s"} to complete.`
                    : "Ready to publish."}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <form noValidate className="flex flex-col gap-2" onSubmit={placeForm.handleSubmit(({ position }) => newFace.mutate(position))}>
            <FormField
              label="New Faces place"
              hint="The home page shows the chosen public talent, 1 first. Leave empty to take them off."
              error={placeForm.formState.errors.position?.message}
            >
              {(control) => (
                <div className="flex gap-2">
                  <Input {...control} {...placeForm.register("position")} inputMode="numeric" className="w-24" />
                  <Button type="submit" variant="outline" loading={newFace.isPending}>
                    Save place
                  </Button>
                </div>
              )}
            </FormField>
          </form>
          {pub.guardian && <GuardianBlock talentId={pub.id} guardian={pub.guardian} onChange={() => refresh()} />}
        </div>
      </CardContent>
    </Card>
  );
}
