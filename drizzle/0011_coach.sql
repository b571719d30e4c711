CREATE TABLE "coach_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"thread" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"topic" text,
	"source" text,
	"notice" text,
	"tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_setting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"use_disclosure" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_message" ADD CONSTRAINT "coach_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_setting" ADD CONSTRAINT "coach_setting_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_message_thread_idx" ON "coach_message" USING btree ("user_id","thread","id");--> statement-breakpoint
CREATE INDEX "coach_message_time_idx" ON "coach_message" USING btree ("user_id","created_at");