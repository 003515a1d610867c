ALTER TABLE "api_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "ip" text;