CREATE TABLE "interview" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"conversation_id" uuid,
	"company_id" uuid NOT NULL,
	"seeker_user_id" text NOT NULL,
	"proposed_by_user_id" text,
	"kind" text NOT NULL,
	"location" text,
	"note" text,
	"slots" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"booked_slot_id" text,
	"starts_at" timestamp with time zone,
	"minutes" integer,
	"adjustments" jsonb,
	"adjustment_note" text,
	"adjustments_acknowledged_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"replaced_by_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message" ADD COLUMN "interview_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_setting" ADD COLUMN "interview_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_seeker_user_id_user_id_fk" FOREIGN KEY ("seeker_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_proposed_by_user_id_user_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_one_live_per_application" ON "interview" USING btree ("application_id") WHERE "interview"."status" in ('proposed', 'booked');--> statement-breakpoint
CREATE INDEX "interview_conversation_idx" ON "interview" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "interview_booked_start_idx" ON "interview" USING btree ("starts_at") WHERE "interview"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "interview_seeker_idx" ON "interview" USING btree ("seeker_user_id");--> statement-breakpoint
CREATE INDEX "interview_company_idx" ON "interview" USING btree ("company_id");--> statement-breakpoint
-- The card's message keeps its text when its interview goes (with the application): the FK is
-- written here, not in the Drizzle schema, because the two schema files would import each other.
ALTER TABLE "message" ADD CONSTRAINT "message_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE set null ON UPDATE no action;
