CREATE TABLE "conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"seeker_user_id" text,
	"job_id" uuid,
	"job_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seeker_read_id" bigint DEFAULT 0 NOT NULL,
	"hirer_read_id" bigint DEFAULT 0 NOT NULL,
	"blocked_by" text,
	"blocked_at" timestamp with time zone,
	"closed" text,
	"seeker_notified_at" timestamp with time zone,
	"hirer_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversation_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reporter_user_id" text,
	"reporter_role" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_user_id" text NOT NULL,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence" (
	"user_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"connections" bigint NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_report" ADD CONSTRAINT "conversation_report_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_report" ADD CONSTRAINT "conversation_report_reporter_user_id_user_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_pair_unique" ON "conversation" USING btree ("company_id","seeker_user_id",coalesce("job_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "conversation"."company_id" is not null and "conversation"."seeker_user_id" is not null;--> statement-breakpoint
CREATE INDEX "conversation_seeker_idx" ON "conversation" USING btree ("seeker_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_company_idx" ON "conversation" USING btree ("company_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_conversation_idx" ON "message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_client_unique" ON "message" USING btree ("sender_user_id","client_id");--> statement-breakpoint
CREATE INDEX "message_sender_time_idx" ON "message" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_user_instance" ON "presence" USING btree ("user_id","instance_id");