"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Copy, Eye, EyeOff, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { errorMessage } from "@/components/admin/settings/feedback";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAnnouncer, useErrorReport } from "@/components/ui/form-errors";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api/client";
import type { updateSubadminResponse } from "@/lib/api/responses/subadmins";
import { permissionLabels, permissions, type Permission } from "@/lib/domain/permissions";
import { countFieldErrors } from "@/lib/forms/error-focus";
import { placeServerErrors } from "@/lib/forms/server-errors";
import { toast } from "@/lib/toast";
import { generatePassword, subadminInputSchema, type SubadminData, type SubadminInput } from "@/lib/validation/subadmin";
import type { Subadmin } from "./types";

type FormValues = { name: string; email: string; role: string; permissions: Permission[]; status: "active" | "inactive"; password: string };

const blank: FormValues = { name: "", email: "", role: "", permissions: [], status: "active", password: "" };

/** Add or edit a sub-admin; `editing` switches the title, the button and the call. */
export function SubadminForm({ editing, onSaved, onCancel }: { editing: Subadmin | null; onSaved: (s: Subadmin) => void; onCancel: () => void }) {
  const ids = { perms: useId(), password: useId() };
  const [showPassword, setShowPassword] = useState(false);
  const { control, register, handleSubmit, formState, setValue, getValues, setError, reset } = useForm<SubadminInput, unknown, SubadminData>({
    resolver: zodResolver(subadminInputSchema),
    defaultValues: editing
      ? { name: editing.name, email: editing.email, role: editing.role, permissions: editing.permissions, status: editing.status, password: "" }
      : blank,
    // The shared routine focuses the first field in error, scrolls it into view and announces the count.
    shouldFocusError: false,
  });
  const { formRef, report, reportErrors, clearReport } = useErrorReport();

  const save = useMutation({
    mutationFn: (values: SubadminData) =>
      apiFetch<typeof updateSubadminResponse>(editing ? `/admin/subadmins/${editing.id}` : "/admin/subadmins", {
        method: editing ? "PUT" : "POST",
        body: { ...values, password: values.password ?? "" },
      }),
    onSuccess: (saved) => {
      toast.success(editing ? "Sub-admin updated" : "Sub-admin added", { description: `${saved.name} (${saved.email})` });
      if (!editing) reset(blank);
      onSaved(saved);
    },
    onError: (error) => {
      const placed = placeServerErrors(error, Object.keys(blank) as (keyof FormValues)[], setError);
      if (placed) reportErrors(placed);
      toast.error("Error", { description: errorMessage(error, "Could not save the sub-admin.") });
    },
  });

  async function copyPassword() {
    const password = getValues("password");
    if (!password) {
      toast.error("Error", { description: "Generate or type a password first." });
      return;
    }
    try {
      await navigator.clipboard.writeText(password);
      toast.success("Password copied", { description: "Share it with the sub-admin over a safe channel." });
    } catch {
      toast.error("Error", { description: "Could not copy to the clipboard." });
    }
  }

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>{editing ? "Edit Sub-Admin" : "Add Sub-Admin"}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          ref={formRef}
          noValidate
          onSubmit={handleSubmit(
            (v) => {
              clearReport();
              save.mutate(v);
            },
            (invalid) => reportErrors(countFieldErrors(invalid)),
          )}
          className="flex flex-col gap-4"
          aria-label={editing ? "Edit Sub-Admin" : "Add Sub-Admin"}
        >
          <FormErrorAnnouncer report={report} />
          <FormField label="Name" required error={formState.errors.name?.message}>
            <Input {...register("name")} maxLength={100} autoComplete="off" />
          </FormField>
          <FormField label="Email" required error={formState.errors.email?.message}>
            <Input type="email" {...register("email")} maxLength={254} autoComplete="off" />
          </FormField>
          <FormField label="Role" hint="A label such as Editor or Bookings desk." error={formState.errors.role?.message}>
            <Input {...register("role")} maxLength={60} />
          </FormField>
          <FormField label="Status">
            <NativeSelect {...register("status")}>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </NativeSelect>
          </FormField>

          <fieldset aria-describedby={`${ids.perms}-hint`}>
            <legend className="mb-1 text-sm font-medium">Permissions</legend>
            <p id={`${ids.perms}-hint`} className="mb-3 text-xs text-muted-foreground">
              The sections this sub-admin can open. Changing them signs the sub-admin out.
            </p>
            <Controller
              control={control}
              name="permissions"
              render={({ field }) => {
                const value = (field.value ?? []) as Permission[];
                return (
                  <ul className="grid gap-2 sm:grid-cols-2">
                    {permissions.map((p) => {
                      const id = `${ids.perms}-${p}`;
                      return (
                        <li key={p} className="flex items-center gap-2">
                          <Checkbox
                            id={id}
                            checked={value.includes(p)}
                            onCheckedChange={(checked) => field.onChange(checked ? [...value, p] : value.filter((x) => x !== p))}
                          />
                          <label htmlFor={id} className="text-sm">
                            {permissionLabels[p]}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                );
              }}
            />
          </fieldset>

          <FormField
            label="Password"
            id={ids.password}
            error={formState.errors.password?.message}
            hint={editing ? "Leave empty to keep the current password. A new one signs the sub-admin out." : "Leave empty to let them set one with Forgot password."}
          >
            {(c) => (
              <div className="flex gap-2">
                <Input {...c} {...register("password")} type={showPassword ? "text" : "password"} autoComplete="new-password" maxLength={128} />
                <Button variant="outline" size="icon" aria-label={showPassword ? "Hide password" : "Show password"} onClick={() => setShowPassword((s) => !s)}>
                  {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
              </div>
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setValue("password", generatePassword(), { shouldValidate: true });
                setShowPassword(true);
              }}
            >
              <RefreshCw aria-hidden="true" />
              Generate
            </Button>
            <Button variant="outline" size="sm" onClick={copyPassword}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>

          <div className="flex gap-2 pt-2">
            <Button type="submit" loading={save.isPending}>
              {editing ? "Save Changes" : "Add Sub-Admin"}
            </Button>
            {editing && (
              <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
