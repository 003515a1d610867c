import { z } from "zod";
import { emailSchema } from "./email";

export const loginSchema = z.object({
  email: emailSchema(),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password must be at most 200 characters"),
});
export type LoginInput = z.infer<typeof loginSchema>;
